import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';

/**
 * First start: creates the admin account `admin` with ADMIN_PASSWORD, or with the generated password kept
 * in the data directory (the product admin page's shared password too), printed once here.
 */
export async function ensureAdminAccount(app: FastifyInstance, config: AppConfig): Promise<void> {
  const host = new URL(config.publicUrl).hostname || 'localhost';
  const created = await app.deps.accounts.ensureAdmin(config.adminPassword, `admin@${host}`);
  if (!created) return;
  if (config.adminPasswordGenerated) {
    app.log.warn(
      `Created the admin account "admin" with the password ${config.adminPassword} (shown once; kept in ${path.join(config.dataDir, 'admin-password')} as the admin product page's password; set ADMIN_PASSWORD to choose one)`,
    );
  } else {
    app.log.info('Created the admin account "admin" with ADMIN_PASSWORD');
  }
}
