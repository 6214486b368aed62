import type { AppModule, Platform } from '../module.js';
import { ensureAdminAccount } from './admin-account.js';
import { accountsRoutes } from './accounts.routes.js';
import { AccountsService } from './accounts.service.js';
import { PasswordHasher } from './password-hash.js';
import { RegistrationService, type RegistrationServiceDeps } from './registration.service.js';

/**
 * Accounts, sessions and login limits. Owns users, sessions, login_failures. Start-up creates the admin
 * account on the first start.
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
    deviceTokenSecret: config.appSecret,
  });
  return {
    name: 'accounts',
    service,
    start: () => ensureAdminAccount(service, config, platform.log, platform.announce),
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
      });
    },
  };
}
