import { endpoint, memberWire, publicWire } from '../endpoint.js';
import {
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  successResponseSchema,
} from '../accounts.js';

const tags = ['auth'];

export const accountEndpoints = {
  register: endpoint(
    'POST',
    '/api/auth/register',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary:
          'Create an account; the server checks the confirmation too. With subscribe_newsletter the address is subscribed and 100 points are paid. Returns the new session (bearer token) and a device token too, as a login does: no login needed. 503 (with Retry-After) when the password-hashing queue is full.',
        body: registerRequestSchema,
        ok: registerResponseSchema,
        errors: [400, 409, 429, 503],
      }),
  ),
  login: endpoint(
    'POST',
    '/api/auth/login',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary:
          'Log in with username (or e-mail) and password; returns a bearer token and a device token (device_token) to send with later logins from this device. A valid device token of the account skips the per-account limits and is hashed in a lane of its own; an invalid one is ignored. 429 (with Retry-After) past the failures allowed per IP and per account and IP, when an account under attack is being slowed down (only addresses with more than one failure of their own on it), for too many logins at once from one IP, or on one account from an address with failures there (others wait their turn briefly); 503 (with Retry-After) when the password-hashing queue is full.',
        body: loginRequestSchema,
        ok: loginResponseSchema,
        errors: [400, 401, 429, 503],
      }),
  ),
  logout: endpoint(
    'POST',
    '/api/auth/logout',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: 'Revoke the bearer token of this session; idempotent',
        ok: successResponseSchema,
        errors: [],
      }),
  ),
};
