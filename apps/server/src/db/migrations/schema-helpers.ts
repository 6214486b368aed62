import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Engine } from '../dialect.js';

/**
 * Every dialect difference of the migrations lives here, with the column and index conventions they share. What a
 * helper builds must never change: databases already migrated were built by it (a new need, a new helper).
 */

// Migrations see the schema as it was at their time, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

export function withId<T extends string>(
  builder: CreateTableBuilder<T, never>,
  engine: Engine,
): CreateTableBuilder<T, 'id'> {
  return engine === 'postgres'
    ? builder.addColumn('id', 'serial', (c) => c.primaryKey())
    : builder.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** A required reference to `target` ('table.id'): the row is deleted with the row it names. */
export function belongsTo(target: string) {
  return (column: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    column.notNull().references(target).onDelete('cascade');
}

/** A member's id on a row that goes with the member's account. */
export const memberRef = belongsTo('users.id');

/** The key of a table with one row per member, which goes with the member's account. */
export function memberKey(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder {
  return column.primaryKey().references('users.id').onDelete('cascade');
}

/** When the row was written and last changed (ISO-8601 UTC text, as every time here), both required. */
export function timestamps<T extends string, C extends string>(
  builder: CreateTableBuilder<T, C>,
): CreateTableBuilder<T, C | 'created_at' | 'updated_at'> {
  return builder
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull());
}

/** A plain index `name` on `table` over `columns`, in that order. */
export async function addIndex(db: AnyDb, name: string, table: string, columns: readonly string[]): Promise<void> {
  await db.schema
    .createIndex(name)
    .on(table)
    .columns([...columns])
    .execute();
}

/** `<table>_user_idx` over (user_id, created_at): a member's rows in the order they were written. */
export async function addMemberRowsIndex(db: AnyDb, table: string): Promise<void> {
  await addIndex(db, `${table}_user_idx`, table, ['user_id', 'created_at']);
}

/** Full-text search over products.name + description: FTS5 on SQLite, a tsvector on PostgreSQL. */
export async function createProductSearch(db: AnyDb, engine: Engine): Promise<void> {
  if (engine === 'postgres') {
    await sql`ALTER TABLE products ADD COLUMN search tsvector GENERATED ALWAYS AS
      (to_tsvector('english', coalesce(name, '') || ' ' || coalesce(description, ''))) STORED`.execute(db);
    await sql`CREATE INDEX products_search_idx ON products USING GIN (search)`.execute(db);
    return;
  }
  await sql`CREATE VIRTUAL TABLE products_fts USING fts5(name, description, content='products', content_rowid='rowid', tokenize='porter unicode61')`.execute(
    db,
  );
  await sql`CREATE TRIGGER products_fts_ai AFTER INSERT ON products BEGIN
    INSERT INTO products_fts(rowid, name, description) VALUES (new.rowid, new.name, new.description);
  END`.execute(db);
  await sql`CREATE TRIGGER products_fts_ad AFTER DELETE ON products BEGIN
    INSERT INTO products_fts(products_fts, rowid, name, description) VALUES ('delete', old.rowid, old.name, old.description);
  END`.execute(db);
  await sql`CREATE TRIGGER products_fts_au AFTER UPDATE ON products BEGIN
    INSERT INTO products_fts(products_fts, rowid, name, description) VALUES ('delete', old.rowid, old.name, old.description);
    INSERT INTO products_fts(rowid, name, description) VALUES (new.rowid, new.name, new.description);
  END`.execute(db);
}

/**
 * The catalog pages' sort orders (newest, cheapest, dearest first), each ending in product_id: one index per
 * order, `<prefix>_<order>_idx` on `table`, after the `leading` columns a page filters on, so a page walks it
 * in order and stops.
 */
export async function createSortIndexes(
  db: AnyDb,
  table: string,
  prefix: string,
  leading: readonly string[],
): Promise<void> {
  for (const [order, keys] of [
    ['newest', ['drop_date', 'product_id']],
    ['price_asc', ['price_asc', 'product_id']],
    ['price_desc', ['price_desc', 'product_id']],
  ] as const) {
    await addIndex(db, `${prefix}_${order}_idx`, table, [...leading, ...keys]);
  }
}

/** Raw bytes: BLOB on SQLite, BYTEA on PostgreSQL. */
export function binaryType(engine: Engine): 'blob' | 'bytea' {
  return engine === 'postgres' ? 'bytea' : 'blob';
}
