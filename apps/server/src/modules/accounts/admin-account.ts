import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';

/**
 * First start: creates the admin account `admin` with ADMIN_PASSWORD, or with a random password that is
 * printed once here and never again.
 */
export async function ensureAdminAccount(app: FastifyInstance, config: AppConfig): Promise<void> {
  const host = new URL(config.publicUrl).hostname || 'localhost';
  const created = await app.deps.accounts.ensureAdmin(config.adminPassword, `admin@${host}`);
  if (!created) return;
  if (created.generatedPassword) {
    app.log.warn(
      `Created the admin account "admin" with the password ${created.generatedPassword} (shown once; set ADMIN_PASSWORD to choose one)`,
    );
  } else {
    app.log.info('Created the admin account "admin" with ADMIN_PASSWORD');
  }
}
