import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { AccountsService } from './accounts.service.js';

/**
 * First start: creates the admin account `admin` with ADMIN_PASSWORD, or with the generated password kept
 * in the data directory (the product admin page's shared password too), printed once here.
 */
export async function ensureAdminAccount(
  accounts: Pick<AccountsService, 'ensureAdmin'>,
  config: AppConfig,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<void> {
  const host = new URL(config.publicUrl).hostname || 'localhost';
  const created = await accounts.ensureAdmin(config.adminPassword, `admin@${host}`);
  if (!created) return;
  if (config.adminPasswordGenerated) {
    log.warn(
      `Created the admin account "admin" with the password ${config.adminPassword} (shown once; kept in ${path.join(config.dataDir, 'admin-password')} as the admin product page's password; set ADMIN_PASSWORD to choose one)`,
    );
  } else {
    log.info('Created the admin account "admin" with ADMIN_PASSWORD');
  }
}
