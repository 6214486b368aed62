import { existsSync, readdirSync } from 'node:fs';

/** Names of the .eml files the site's mailer wrote to its outbox folder; none before the first mail. */
export function outboxFiles(outboxDir: string): string[] {
  return existsSync(outboxDir) ? readdirSync(outboxDir).filter((f) => f.endsWith('.eml')) : [];
}
