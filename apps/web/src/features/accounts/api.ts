import {
  accountEndpoints,
  type EndpointInput,
  type LoginResponse,
  type RegisterForm,
  type RegisterResponse,
} from '@dd/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { saveSession } from '../../lib/session-storage';
import { readDeviceToken, saveDeviceToken } from './device-token-storage';

type LoginRequest = Omit<EndpointInput<typeof accountEndpoints.login>['body'], 'device_token'>;

/**
 * The login call; `username` may be the e-mail. No stored session token is sent: this starts a new session. The
 * device token of the last login here is, and the answer's replaces it (the server ignores a stale one).
 */
export async function requestLogin(body: LoginRequest): Promise<LoginResponse> {
  const deviceToken = readDeviceToken();
  const session = await call(
    accountEndpoints.login,
    { body: deviceToken ? { ...body, device_token: deviceToken } : body },
    { token: null },
  );
  saveDeviceToken(session.device_token);
  return session;
}

/** Logs in and stores token and user, which emits the login event the header listens for. */
export function useLogin() {
  return useMutation({
    mutationFn: async (body: LoginRequest) => {
      const session = await requestLogin(body);
      saveSession(session.token, session.user);
      return session;
    },
  });
}

export interface Registered {
  response: RegisterResponse;
  /** The member is signed in and the session is stored. */
  autoLoggedIn: boolean;
}

/**
 * The register call, then the automatic login of storefront spec section 4: the registration's answer
 * carries the new session, so the password is not sent (and hashed) a second time. A failed registration
 * rejects (its message is the server's). An answer without a session (a server from before, during a
 * deploy) falls back to a login; when that fails the account still exists, so the page says
 * 'Auto-login failed' and sends the member to /login.
 */
export function useRegister() {
  return useMutation({
    mutationFn: async (form: RegisterForm): Promise<Registered> => {
      const response: RegisterResponse = await call(accountEndpoints.register, { body: form }, { token: null });
      if (response.token) {
        saveDeviceToken(response.device_token);
        saveSession(response.token, response.user);
        return { response, autoLoggedIn: true };
      }
      try {
        const session = await requestLogin({ username: form.username, password: form.password });
        saveSession(session.token, session.user);
        return { response, autoLoggedIn: true };
      } catch {
        return { response, autoLoggedIn: false };
      }
    },
  });
}
