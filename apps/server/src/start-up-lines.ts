import type { AppConfig } from './config.js';

/** HOST values under which the site is reached on this machine as `localhost`: every interface, or loopback. */
const THIS_MACHINE = new Set(['', '0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

/**
 * The address to open the site at: PUBLIC_URL when set, otherwise `http://localhost:<port>` on the port the server
 * really listens on (PORT=0 picks a free one), or the one address HOST names when it is not loopback or every
 * interface.
 */
export function siteAddress(config: Pick<AppConfig, 'publicUrl' | 'publicUrlSet' | 'host'>, port: number): string {
  if (config.publicUrlSet) return config.publicUrl;
  const host = config.host.trim();
  const name = THIS_MACHINE.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** The one plain line a newcomer looks for, whatever the log format. */
export function runningLine(siteName: string, address: string): string {
  return `${siteName} is running at ${address}`;
}
