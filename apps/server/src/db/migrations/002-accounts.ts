import type { Engine } from '../dialect.js';
import { binaryType, withId, type AnyDb } from './schema-helpers.js';

/**
 * Accounts, sessions, uploads, the points ledger, wishlists and follows; plus the tables of the forum and
 * the games that public profiles read (the forum and the games fill them).
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await db.schema
    .createTable('media')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('owner_id', 'integer')
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('bytes', binaryType(engine), (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('users'), engine)
    .addColumn('username', 'varchar(30)', (c) => c.notNull())
    .addColumn('username_key', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('display_name', 'varchar(100)')
    .addColumn('bio', 'text')
    .addColumn('avatar_media_id', 'varchar(32)', (c) => c.references('media.id').onDelete('set null'))
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();

  await withId(db.schema.createTable('login_failures'), engine)
    .addColumn('account_key', 'varchar(300)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_account_idx')
    .on('login_failures')
    .columns(['account_key', 'created_at'])
    .execute();
  await db.schema.createIndex('login_failures_ip_idx').on('login_failures').columns(['ip', 'created_at']).execute();

  await withId(db.schema.createTable('points_ledger'), engine)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(32)', (c) => c.notNull())
    .addColumn('reference', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('points_ledger_once', ['user_id', 'reason', 'reference'])
    .execute();
  await db.schema
    .createIndex('points_ledger_user_idx')
    .on('points_ledger')
    .columns(['user_id', 'created_at'])
    .execute();

  await withId(db.schema.createTable('wishlists'), engine)
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('share_slug', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('wishlist_items'), engine)
    .addColumn('wishlist_id', 'integer', (c) => c.notNull().references('wishlists.id').onDelete('cascade'))
    .addColumn('product_id', 'varchar(64)', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('wishlist_items_once', ['wishlist_id', 'product_id'])
    .execute();
  await db.schema.createIndex('wishlist_items_product_idx').on('wishlist_items').column('product_id').execute();

  await db.schema
    .createTable('follows')
    .addColumn('follower_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('followee_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('follows_pk', ['follower_id', 'followee_id'])
    .execute();
  await db.schema.createIndex('follows_followee_idx').on('follows').column('followee_id').execute();

  // Filled by the forum; read by public profiles.
  await withId(db.schema.createTable('forum_threads'), engine)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('image_media_id', 'varchar(32)', (c) => c.references('media.id').onDelete('set null'))
    .addColumn('reply_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_activity_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('forum_threads_user_idx')
    .on('forum_threads')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('forum_threads_activity_idx')
    .on('forum_threads')
    .columns(['last_activity_at', 'id'])
    .execute();

  // Filled by the games; read by public profiles and leaderboards.
  await db.schema
    .createTable('game_best_scores')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('game_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('best_score', 'integer', (c) => c.notNull())
    .addColumn('games_played', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('achieved_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_best_scores_pk', ['user_id', 'game_id'])
    .execute();
  await db.schema
    .createIndex('game_best_scores_rank_idx')
    .on('game_best_scores')
    .columns(['game_id', 'best_score'])
    .execute();

  await db.schema
    .createTable('pvp_ratings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'double precision', (c) => c.notNull())
    .addColumn('rd', 'double precision', (c) => c.notNull())
    .addColumn('volatility', 'double precision', (c) => c.notNull())
    .addColumn('games_played', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pvp_ratings_rating_idx').on('pvp_ratings').column('rating').execute();
}
