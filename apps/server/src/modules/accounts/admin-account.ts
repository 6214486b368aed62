import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { AccountsService } from './accounts.service.js';

/** Where a file is, as the operator would type it: relative to the working directory when it lies inside it. */
function shownPath(file: string, cwd: string): string {
  const relative = path.relative(cwd, file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

/**
 * The first start's plain line about the admin account: the generated password itself (the operator has no other
 * way to learn it but the file), or where the chosen one comes from (never ADMIN_PASSWORD's value).
 */
export function adminLoginLine(
  config: Pick<AppConfig, 'adminPassword' | 'adminPasswordGenerated' | 'dataDir'>,
  cwd = process.cwd(),
): string {
  if (!config.adminPasswordGenerated) return 'Admin login: admin / the password in ADMIN_PASSWORD';
  const file = shownPath(path.join(config.dataDir, 'admin-password'), cwd);
  return `Admin login: admin / ${config.adminPassword} (kept in ${file})`;
}

/**
 * First start: creates the admin account `admin` with ADMIN_PASSWORD, or with the generated password kept in the
 * data directory (the product admin page's shared password too), and tells the operator once on a plain line.
 * The log records the creation but never the password.
 */
export async function ensureAdminAccount(
  accounts: Pick<AccountsService, 'ensureAdmin'>,
  config: AppConfig,
  log: Pick<FastifyBaseLogger, 'info'>,
  announce: (line: string) => void,
): Promise<void> {
  const host = new URL(config.publicUrl).hostname || 'localhost';
  const created = await accounts.ensureAdmin(config.adminPassword, `admin@${host}`);
  if (!created) return;
  log.info(
    config.adminPasswordGenerated
      ? 'Created the admin account "admin" with a generated password (kept in the data directory)'
      : 'Created the admin account "admin" with ADMIN_PASSWORD',
  );
  announce(adminLoginLine(config));
}
