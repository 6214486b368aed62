import type { Engine } from '../dialect.js';
import type { AnyDb } from './schema-helpers.js';
import {
  addIndex,
  addMemberRowsIndex,
  belongsTo,
  binaryType,
  memberKey,
  memberRef,
  timestamps,
  withId,
} from './schema-helpers.js';

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
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', memberRef)
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await addIndex(db, 'sessions_user_idx', 'sessions', ['user_id']);
  await addIndex(db, 'sessions_expires_idx', 'sessions', ['expires_at']);

  await withId(db.schema.createTable('login_failures'), engine)
    .addColumn('account_key', 'varchar(300)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await addIndex(db, 'login_failures_account_idx', 'login_failures', ['account_key', 'created_at']);
  await addIndex(db, 'login_failures_ip_idx', 'login_failures', ['ip', 'created_at']);

  await withId(db.schema.createTable('points_ledger'), engine)
    .addColumn('user_id', 'integer', memberRef)
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(32)', (c) => c.notNull())
    .addColumn('reference', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('points_ledger_once', ['user_id', 'reason', 'reference'])
    .execute();
  await addMemberRowsIndex(db, 'points_ledger');

  await withId(db.schema.createTable('wishlists'), engine)
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('share_slug', 'varchar(64)', (c) => c.notNull().unique())
    .$call(timestamps)
    .execute();

  await withId(db.schema.createTable('wishlist_items'), engine)
    .addColumn('wishlist_id', 'integer', belongsTo('wishlists.id'))
    .addColumn('product_id', 'varchar(64)', belongsTo('products.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('wishlist_items_once', ['wishlist_id', 'product_id'])
    .execute();
  await addIndex(db, 'wishlist_items_product_idx', 'wishlist_items', ['product_id']);

  await db.schema
    .createTable('follows')
    .addColumn('follower_id', 'integer', memberRef)
    .addColumn('followee_id', 'integer', memberRef)
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('follows_pk', ['follower_id', 'followee_id'])
    .execute();
  await addIndex(db, 'follows_followee_idx', 'follows', ['followee_id']);

  // Filled by the forum; read by public profiles.
  await withId(db.schema.createTable('forum_threads'), engine)
    .addColumn('user_id', 'integer', memberRef)
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('image_media_id', 'varchar(32)', (c) => c.references('media.id').onDelete('set null'))
    .addColumn('reply_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_activity_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(32)')
    .execute();
  await addMemberRowsIndex(db, 'forum_threads');
  await addIndex(db, 'forum_threads_activity_idx', 'forum_threads', ['last_activity_at', 'id']);

  // Filled by the games; read by public profiles and leaderboards.
  await db.schema
    .createTable('game_best_scores')
    .addColumn('user_id', 'integer', memberRef)
    .addColumn('game_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('best_score', 'integer', (c) => c.notNull())
    .addColumn('games_played', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('achieved_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_best_scores_pk', ['user_id', 'game_id'])
    .execute();
  await addIndex(db, 'game_best_scores_rank_idx', 'game_best_scores', ['game_id', 'best_score']);

  await db.schema
    .createTable('pvp_ratings')
    .addColumn('user_id', 'integer', memberKey)
    .addColumn('rating', 'double precision', (c) => c.notNull())
    .addColumn('rd', 'double precision', (c) => c.notNull())
    .addColumn('volatility', 'double precision', (c) => c.notNull())
    .addColumn('games_played', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await addIndex(db, 'pvp_ratings_rating_idx', 'pvp_ratings', ['rating']);
}
