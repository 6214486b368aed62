import { mailingPlatform, routedModule, type AppModule, type Platform } from '../module.js';
import { accountRecoveryRoutes } from './account-recovery.routes.js';
import { AccountRecoveryService } from './account-recovery.service.js';
import { ensureAdminAccount } from './admin-account.js';
import { accountsRoutes } from './accounts.routes.js';
import { AccountsService } from './accounts.service.js';
import { PasswordHasher } from './password-hash.js';
import { sessionsRoutes } from './sessions.routes.js';
import { RegistrationService, type RegistrationServiceDeps } from './registration.service.js';

/**
 * Accounts, sessions and login limits. Owns users, sessions, login_failures. Start-up creates the admin
 * account on the first start. Routes: the member's signed-in devices (the auth routes are the auth module's).
 */
export function accountsModule(platform: Platform): AppModule<AccountsService> {
  const { config } = platform;
  const service = new AccountsService({
    db: platform.db,
    hasher: new PasswordHasher(
      { logN: config.passwordScryptLogN, r: 8, p: 1 },
      { maxQueue: config.passwordHashMaxQueue },
    ),
    clock: platform.clock,
    sessionTtlDays: config.sessionTtlDays,
    loginLimits: {
      perPair: config.loginMaxFailuresPerAccountIp,
      perIp: config.loginMaxFailuresPerIp,
      accountSlowdownAfter: config.loginAccountSlowdownAfter,
      accountMaxDelaySeconds: config.loginAccountMaxDelaySeconds,
    },
    loginConcurrency: { perIp: config.loginMaxConcurrentPerIp, perAccount: config.loginMaxConcurrentPerAccount },
    events: platform.bus,
    deviceTokenSecret: config.appSecret,
  });
  return {
    name: 'accounts',
    service,
    start: () => ensureAdminAccount(service, config, platform.log, platform.announce),
    register: async (app) => {
      await app.register(sessionsRoutes, { accounts: service });
    },
  };
}

/**
 * Registration and the auth routes: registering sets the new member up (the app passes the card game's starter
 * deck) and may subscribe the new account to the newsletter.
 */
export function authModule(
  platform: Platform,
  deps: Omit<RegistrationServiceDeps, 'db'> & { accounts: AccountsService },
): AppModule<RegistrationService> {
  const service = new RegistrationService({ db: platform.db, ...deps });
  return {
    name: 'auth',
    service,
    register: async (app) => {
      await app.register(accountsRoutes, {
        accounts: deps.accounts,
        registration: service,
        registrationsPerHour: platform.config.registrationsPerHour,
        metrics: platform.metrics,
      });
    },
  };
}

/**
 * Password recovery and the password and e-mail changes of the settings page (account_tokens, owned by accounts).
 * Its service's `idle()` waits for the forgot-password work that runs after its answer (shutdown, tests).
 */
export function accountRecoveryModule(
  platform: Platform,
  deps: { accounts: AccountsService },
): AppModule<AccountRecoveryService> {
  const { config } = platform;
  const service = new AccountRecoveryService({
    ...mailingPlatform(platform),
    accounts: deps.accounts,
    links: { publicUrl: config.publicUrl, siteName: config.siteName },
  });
  return routedModule('accountRecovery', service, accountRecoveryRoutes, {
    recovery: service,
    requestsPerHour: config.recoveryRequestsPerHour,
  });
}
