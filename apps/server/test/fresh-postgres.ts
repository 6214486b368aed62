import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function adminQuery(base: string, text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** Waits up to 2 s until no backend is connected to database `name` (closing pools' backends exit late). */
export async function untilUnused(base: string, name: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const left = await adminQuery(base, 'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    if ((left.rows[0] as { n: number }).n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A new PostgreSQL database on the server of `base` (a PostgreSQL URL) for one test file, test run or benchmark,
 * and how to drop it: empty, or a copy of `template`.
 */
export async function freshPostgres(
  base: string,
  label: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `dd_${label}_${randomBytes(6).toString('hex')}`;
  await adminQuery(base, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      // pg's pool.end() resolves once its clients are told to end, before their backends exit; a FORCE drop
      // racing them would send those closing clients an error nobody listens to. Killed servers' backends end
      // with their sockets; FORCE ends any still closing after 2 s.
      await untilUnused(base, name);
      await adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
