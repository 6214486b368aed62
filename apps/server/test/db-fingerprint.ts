import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../src/db/dialect.js';

/**
 * What a refused request must leave as it was, for tests that send many of them: a count of the rows written
 * (`countWrites`), and a checksum of every row of every table (`full`). Tables a refusal is meant to write are left
 * out: `login_failures` (a failed login is counted on purpose), `job_leases` (the scheduler's), and the full-text
 * index's shadow tables (they follow `products`).
 */
export class DbFingerprint {
  private constructor(
    private readonly db: Db,
    private readonly tables: string[],
  ) {}

  static readonly IGNORED = new Set(['login_failures', 'job_leases']);

  static async of(db: Db): Promise<DbFingerprint> {
    const tables = (await db.kysely.introspection.getTables())
      .map((t) => t.name)
      .filter((name) => !DbFingerprint.IGNORED.has(name) && !/_fts(_|$)/.test(name))
      .sort();
    return new DbFingerprint(db, tables);
  }

  /**
   * Installs a row-change counter: a trigger on every table adds one to `fuzz_writes.n` for each row inserted,
   * updated or deleted (and a rolled-back write takes its counts back with it). Reading it is one tiny query,
   * cheap enough to ask after every request.
   */
  async countWrites(): Promise<() => Promise<number>> {
    const k = this.db.kysely;
    await sql`CREATE TABLE fuzz_writes (n BIGINT NOT NULL)`.execute(k);
    await sql`INSERT INTO fuzz_writes (n) VALUES (0)`.execute(k);
    if (this.db.engine === 'postgres') {
      await sql`CREATE FUNCTION fuzz_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN UPDATE fuzz_writes SET n = n + 1; RETURN NULL; END $$`.execute(k);
      for (const name of this.tables) {
        await sql`CREATE TRIGGER ${sql.id(`fuzz_${name}`)} AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(name)}
          FOR EACH ROW EXECUTE FUNCTION fuzz_count_write()`.execute(k);
      }
    } else {
      for (const name of this.tables) {
        for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
          await sql`CREATE TRIGGER ${sql.id(`fuzz_${name}_${event}`)} AFTER ${sql.raw(event)} ON ${sql.table(name)}
            BEGIN UPDATE fuzz_writes SET n = n + 1; END`.execute(k);
        }
      }
    }
    return async () => {
      const { rows } = await sql<{ n: number | string }>`SELECT n FROM fuzz_writes`.execute(k);
      return Number(rows[0]?.n ?? 0);
    };
  }

  /** A hash of every row of every table (rows in a stable order), by table. */
  async full(): Promise<Record<string, string>> {
    const hashes: Record<string, string> = {};
    for (const name of this.tables) {
      const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(name)}`.execute(this.db.kysely);
      const lines = rows.map((row) => JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)));
      hashes[name] = createHash('sha256').update(lines.sort().join('\n')).digest('hex');
    }
    return hashes;
  }

  /** The tables whose rows differ between two `full()` fingerprints. */
  static changed(before: Record<string, string>, after: Record<string, string>): string[] {
    return Object.keys(after).filter((name) => before[name] !== after[name]);
  }
}
