import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * Table types. Dialect-neutral storage: timestamps are ISO-8601 UTC text, booleans are 0/1
 * integers, lists are JSON text, money is integer cents (docs/decisions.md).
 *
 * Each table names its owner: only the owner's repository queries it, every other module goes through the
 * owner's service (the admin dashboard's counts are the one explicit read model across tables).
 */
/** Owner: catalog. */
export interface ProductsTable {
  id: string;
  asin: string | null;
  name: string;
  description: string;
  price_cents: number | null;
  /** Sort keys: a missing price sorts last in both directions. */
  price_asc: number;
  price_desc: number;
  image_url: string;
  images: string;
  affiliate_url: string;
  viral_factor: string;
  source: 'amazon' | 'other';
  availability: string | null;
  drop_date: string;
  last_updated: string | null;
  created_at: ColumnType<string, string, never>;
  updated_at: string;
}

/** Owner: catalog. One row per product and collection/subcollection, carrying the sort keys so lists read one index. */
export interface ProductCategoriesTable {
  product_id: string;
  category_id: string;
  source: 'amazon' | 'other';
  drop_date: string;
  price_asc: number;
  price_desc: number;
}

/** Owner: catalog. */
export interface OutboundClicksTable {
  id: Generated<number>;
  product_id: string;
  source: 'amazon' | 'other';
  visitor_id: string;
  created_at: string;
}

/** Owner: newsletter. */
export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  status: 'subscribed' | 'unsubscribed';
  created_at: ColumnType<string, string, never>;
  updated_at: string;
  unsubscribed_at: string | null;
}

/** Owner: suggestions. */
export interface ProductSuggestionsTable {
  id: Generated<number>;
  name: string;
  url: string;
  status: 'pending' | 'accepted' | 'dismissed';
  created_at: string;
}

/** Owner: db (installation facts, one key per writer: the seed's markers, the retailer's last refresh). Small key/value facts about this installation (e.g. when the seed ran). */
export interface AppMetaTable {
  key: string;
  value: string;
}

/** Owner: catalog. SQLite only: the FTS5 index over products (name, description), joined on rowid. */
export interface ProductsFtsTable {
  rowid: number;
  rank: number;
  name: string;
  description: string;
}

/** Owner: platform/media-store. Uploaded images, re-encoded; served from /media/:id. */
export interface MediaTable {
  id: string;
  owner_id: number | null;
  kind: 'avatar' | 'forum' | 'category' | 'product';
  content_type: string;
  bytes: Buffer;
  byte_size: number;
  width: number;
  height: number;
  created_at: string;
}

/** Owner: accounts. */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** Lower-cased username: usernames are unique without regard to case. */
  username_key: string;
  /** Stored lower-cased. */
  email: string;
  password_hash: string;
  display_name: string | null;
  bio: string | null;
  avatar_media_id: string | null;
  is_admin: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<string, string, never>;
  updated_at: string;
  /** Set when the member deleted the account: the row stays as a tombstone (see migration 019). */
  deleted_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Owner: accounts. */
export interface SessionsTable {
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  /** Public id (random, base64url): what the member's device list and revoking use. */
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  /** Refreshed by authentication when older than a few minutes, not on every request. */
  last_used_at: string;
  /** Coarse label from the User-Agent at login ('Firefox on Linux'). */
  device: string;
}

/** Owner: accounts. */
export interface LoginFailuresTable {
  id: Generated<number>;
  account_key: string;
  ip: string;
  created_at: string;
}

/** Owner: accounts. A password reset or e-mail change link; only its token's SHA-256 is stored. */
export interface AccountTokensTable {
  id: Generated<number>;
  purpose: 'password_reset' | 'email_change';
  token_hash: string;
  user_id: number;
  /** The address an e-mail change moves to; null for a reset. */
  new_email: string | null;
  created_at: string;
  expires_at: string;
  /** When the link was used, or voided by a newer one of its purpose; null while it may still be used. */
  used_at: string | null;
}

/** Owner: points. Append-only: the balance is the sum; (user, reason, reference) is unique so nothing pays twice. */
export interface PointsLedgerTable {
  id: Generated<number>;
  user_id: number;
  amount: number;
  reason: string;
  reference: string;
  created_at: string;
}

/** Owner: wishlist. */
export interface WishlistsTable {
  id: Generated<number>;
  user_id: number;
  is_public: number;
  share_slug: string;
  created_at: string;
  updated_at: string;
}

/** Owner: wishlist. */
export interface WishlistItemsTable {
  id: Generated<number>;
  wishlist_id: number;
  product_id: string;
  created_at: string;
}

/** Owner: profiles. */
export interface FollowsTable {
  follower_id: number;
  followee_id: number;
  created_at: string;
}

/** Owner: forum. */
export interface ForumThreadsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  content: string;
  image_media_id: string | null;
  reply_count: ColumnType<number, number | undefined, number>;
  created_at: string;
  last_activity_at: string;
  deleted_at: string | null;
}

/** Owner: games. Each member's best score per game (memory game: 'puzzle'). */
export interface GameBestScoresTable {
  user_id: number;
  game_id: string;
  best_score: number;
  games_played: ColumnType<number, number | undefined, number>;
  achieved_at: string;
  /** When the last accepted score came in (one every SCORE_INTERVAL_MS). */
  last_submitted_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The UTC day (YYYY-MM-DD) `paid_games` counts. */
  paid_day: ColumnType<string | null, string | null | undefined, string | null>;
  paid_games: ColumnType<number, number | undefined, number>;
}

/**
 * Owner: games. Memory plays: the board's seed (never sent), what the player turned over (`state`, JSON of the
 * rules' MemoryPlayState), the server's score once finished, written with `WHERE version = ?`. At most one
 * `playing` row per member (a partial unique index).
 */
export interface MemoryPlaysTable {
  id: Generated<number>;
  user_id: number;
  seed: string;
  status: 'playing' | 'finished' | 'abandoned';
  state: string;
  score: number | null;
  version: number;
  /** Flip pacing (GCRA): when the next flip is due at the steady rate; null before the first flip. */
  flip_tat: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
  /** When POST /api/game/score recorded this play (once). */
  scored_at: string | null;
}

/** Owner: games. Glicko-2 duel ratings; a member without a row has not played. */
export interface PvpRatingsTable {
  user_id: number;
  rating: number;
  rd: number;
  volatility: number;
  games_played: ColumnType<number, number | undefined, number>;
  updated_at: string;
}

/** Owner: pvp. Reach-10 duels; the state is the columns (total, turn, winner), written with `WHERE version = ?`. */
export interface PvpMatchesTable {
  id: Generated<number>;
  status: 'pending' | 'active' | 'completed';
  player1_id: number;
  player2_id: number | null;
  total: ColumnType<number, number | undefined, number>;
  /** The user on turn while active; null while pending and after the end. */
  current_turn: number | null;
  winner_id: number | null;
  /** Why a completed match ended: the winner reached the target, or the player on turn let the time run out. */
  /** 'forfeit': the loser deleted the account. */
  end_reason: 'target' | 'idle' | 'forfeit' | null;
  countdown_start_time: string | null;
  /** While active: when the player on turn loses for not moving. */
  turn_deadline: string | null;
  /** While pending: when player 1 last asked (joinQueue, myMatch, queue status); older entries are stale. */
  last_seen_at: string | null;
  /** 1 once that player cleared the completed match (clearOldMatches): it leaves their myMatch only. */
  player1_hidden: ColumnType<number, number | undefined, number>;
  player2_hidden: ColumnType<number, number | undefined, number>;
  /** Adds each player made (fair play: a loser with fewer than 2 is an aborted duel); null: started before. */
  player1_moves: ColumnType<number | null, number | null | undefined, number | null>;
  player2_moves: ColumnType<number | null, number | null | undefined, number | null>;
  version: number;
  created_at: string;
  updated_at: string;
}

/**
 * Owner: fair-play. One row per finished duel or card match per player (practice has none): what the fair-play
 * rules decided, written in the transaction that ends the match; unique per (game, match_id, user_id).
 */
export interface GameOutcomesTable {
  id: Generated<number>;
  game: 'duel' | 'card';
  match_id: number;
  user_id: number;
  opponent_id: number;
  /** The UTC day the match ended, YYYY-MM-DD. */
  day: string;
  result: 'win' | 'loss' | 'tie';
  /** 1: the game counts (moves ratings, counts toward the pair's daily games); 0: aborted or casual. */
  counted: number;
  /** What the result pays without the rules. */
  base_points: number;
  /** What it paid (less than base_points: capped, or not counted). */
  points: number;
  unpaid_reason: 'aborted' | 'casual' | 'daily_cap' | null;
  created_at: string;
  /** A rated duel: the member's rating before and after it (rounded), and whether each was provisional (0/1). */
  rating_before: number | null;
  rating_after: number | null;
  provisional_before: number | null;
  provisional_after: number | null;
}

/** Card Battle rematch invitations (migration 016): `low_id`/`high_id` are the pair in id order. */
export interface CardRematchInvitationsTable {
  id: Generated<number>;
  duel_id: number;
  inviter_id: number;
  invitee_id: number;
  low_id: number;
  high_id: number;
  mode: 'blitz' | 'async';
  status: 'open' | 'accepted' | 'declined' | 'withdrawn' | 'expired';
  match_id: number | null;
  created_at: string;
  expires_at: string;
  updated_at: string;
}

/** Owner: pvp. One row per member in a pending or active match: the key keeps anyone from holding two seats. */
export interface PvpSeatsTable {
  user_id: number;
  match_id: number;
  created_at: string;
}

/**
 * Owner: card-match. Card game matches; `state` is the engine's whole state as JSON (hands, decks, the seed's
 * generator), never sent as is, written with `WHERE version = ?`.
 */
export interface CardMatchesTable {
  id: Generated<number>;
  mode: 'blitz' | 'async';
  player_a_id: number;
  player_b_id: number;
  state: string;
  version: number;
  status: 'in_progress' | 'completed' | 'forfeited';
  /** While in progress: when the player on turn times out (the sweeper's key); null after the end. */
  turn_deadline: string | null;
  /** The finished duel a "Card Battle rematch" came from (unique: one match per duel). */
  duel_id: number | null;
  /** 1: a practice match against the bot (player B is the "Practice Bot" member); no points, no queue limits. */
  practice: ColumnType<number, number | undefined, number>;
  /**
   * The decks the match was dealt from, as the engine was given them (before its shuffle): JSON `[playerA,
   * playerB]`. Null for a match from before the action log (issue 21), which has no replay.
   */
  decks: ColumnType<string | null, string | null | undefined, never>;
  /** When the match was dealt: exactly the `now` given to the engine's `initialState` (a replay starts from it). */
  created_at: string;
  /** The last write; a finished match is never written again, so for one that is over, when it ended. */
  updated_at: string;
  /**
   * The async turn deadline whose player was warned 2 hours ahead (`card.turn_ending`); the turn on now was
   * warned iff it equals `turn_deadline`. Null before the first warning (migration 021).
   */
  warned_deadline: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * Owner: card-match. Every action applied to a card match, in order (append-only: the database refuses updates).
 * `n` counts from 1 per match and is the match's version the action was applied at: (match_id, n) is the key, so
 * two writers can never log the same step. A replay re-runs the engine from the seed, the decks and this log.
 */
export interface CardMatchActionsTable {
  match_id: number;
  n: number;
  /** Who acted; for a timeout, the player on turn. */
  player_id: number;
  type: 'play_card' | 'end_turn' | 'forfeit' | 'timeout';
  card_id: string | null;
  /** ISO-8601 UTC with milliseconds: exactly the time the engine applied the action with. */
  at: string;
}

/**
 * Owner: card-match. The card game's queues, one row per member: waiting while `match_id` is null, else a
 * pairing the member's next join answers once (then the row goes).
 */
export interface CardQueueTable {
  user_id: number;
  mode: 'blitz' | 'async';
  /** When the member joined this queue (the longest waiting is paired first). */
  joined_at: string;
  /** Refreshed by joins and the queue status; a waiting row not seen for CARD_QUEUE_STALE_MS is stale. */
  last_seen_at: string;
  match_id: number | null;
}

/** Owner: taxonomy. Categories added in the admin catalogue (/admin-products); the spec's collections are built in (contracts). */
export interface CategoriesTable {
  /** Slug of the name; also the category id products carry. */
  id: string;
  name: string;
  /** Lower-cased name: names are unique without regard to case. */
  name_key: string;
  description: string;
  image_media_id: string | null;
  created_by: number | null;
  created_at: string;
}

/** Owner: taxonomy. */
export interface GiftCategoriesTable {
  /** The value, e.g. `for-mom`, `birthday`, `under-25`. */
  id: string;
  type: 'recipient' | 'occasion' | 'price';
  name: string;
  sort_order: number;
  created_at: string;
}

/** Owner: catalog. A product's recipient and occasion gift categories (price bands follow from the price). */
export interface ProductGiftTagsTable {
  product_id: string;
  gift_category_id: string;
  /** The product's source and sort keys, repeated so a gift finder page is one index range walk (migration 023). */
  source: 'amazon' | 'other';
  drop_date: string;
  price_asc: number;
  price_desc: number;
}

/** Owner: moderation. Moderation reports (community spec); `content_type` and `content_id` are set for content reports. */
export interface ReportsTable {
  id: Generated<number>;
  reporter_id: number | null;
  reported_user_id: number | null;
  content_type: 'thread' | 'reply' | null;
  content_id: number | null;
  reason: string;
  description: string | null;
  status: 'pending' | 'reviewed' | 'resolved' | 'dismissed';
  admin_notes: string | null;
  resolved_by: number | null;
  created_at: string;
  resolved_at: string | null;
}

/** Owner: forum. Replies to forum threads; `parent_id` is the reply answered (null: top level). */
export interface ForumRepliesTable {
  id: Generated<number>;
  thread_id: number;
  parent_id: number | null;
  /** The top-level reply this one's sub-thread hangs from; null for a top-level reply (migration 012). */
  root_id: number | null;
  user_id: number;
  content: string;
  created_at: string;
  deleted_at: string | null;
}

/** Owner: moderation. One-way and private: the blocker no longer sees the blocked member's posts (decisions: blocking). */
/** A member's notification (issue 25); unread ones of the same kind and subject are one row with a count. */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  /** What it is about: a match, a thread, a report, the member's own profile (follows). */
  subject_id: number;
  actor_id: number | null;
  /** The subject's name when made (a thread's title). */
  title: string;
  /** Kind-specific detail (a finished match's result). */
  detail: string | null;
  link: string;
  count: number;
  /** 0: kept for the e-mail only (the member turned the kind off in the app). */
  in_app: number;
  created_at: string;
  read_at: string | null;
  emailed_at: string | null;
}

/** A member's notification preferences; no row means the defaults. */
export interface NotificationPreferencesTable {
  user_id: number;
  /** JSON: `{ [kind]: { in_app, email } }` for the kinds the member set. */
  kinds: string;
  digest: number;
  updated_at: string;
}

/** Owner: notifications. One notification e-mail sent (or a day's digest looked at: `sent` 0), by UTC day. */
export interface NotificationMailsTable {
  id: Generated<number>;
  user_id: number;
  /** The UTC day, `YYYY-MM-DD`. */
  day: string;
  /** The kind e-mailed on its own, or `digest`. */
  category: string;
  notification_id: number | null;
  /** 1: an e-mail (counts towards the day's cap); 0: the day's digest had nothing to send. */
  sent: number;
  created_at: string;
}

/** Owner: realtime. Each instance's heartbeat: its push presence rows count until `alive_until`. */
export interface PushInstancesTable {
  instance: string;
  alive_until: string;
}

/** Owner: realtime. A member with at least one push socket open on `instance`. */
export interface PushPresenceTable {
  instance: string;
  user_id: number;
}

export interface BlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: string;
}

/** Owner: platform/scheduler. Periodic jobs' leases: the holder runs the job until `lease_until`, renewing it. */
export interface JobLeasesTable {
  name: string;
  /** The instance running the job, while it runs. */
  holder: string | null;
  lease_until: string | null;
  last_started_at: string | null;
  /** The interval counts from here. */
  last_finished_at: string | null;
}

/** Owner: card-decks. A member's card game decks; `card_ids` is JSON text (a broken one reads as corrupted). */
export interface CardDecksTable {
  /** `starter_{userId}` for the starter deck, random otherwise. */
  id: string;
  user_id: number;
  name: string;
  card_ids: string;
  is_starter: number;
  /** At most one active deck per member (a partial unique index). */
  is_active: number;
  created_at: string;
  updated_at: string;
}

export interface Database {
  app_meta: AppMetaTable;
  products_fts: ProductsFtsTable;
  products: ProductsTable;
  product_categories: ProductCategoriesTable;
  outbound_clicks: OutboundClicksTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  product_suggestions: ProductSuggestionsTable;
  media: MediaTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  account_tokens: AccountTokensTable;
  points_ledger: PointsLedgerTable;
  wishlists: WishlistsTable;
  wishlist_items: WishlistItemsTable;
  follows: FollowsTable;
  forum_threads: ForumThreadsTable;
  forum_replies: ForumRepliesTable;
  blocks: BlocksTable;
  categories: CategoriesTable;
  gift_categories: GiftCategoriesTable;
  product_gift_tags: ProductGiftTagsTable;
  reports: ReportsTable;
  game_best_scores: GameBestScoresTable;
  memory_plays: MemoryPlaysTable;
  pvp_ratings: PvpRatingsTable;
  pvp_matches: PvpMatchesTable;
  pvp_seats: PvpSeatsTable;
  card_matches: CardMatchesTable;
  card_match_actions: CardMatchActionsTable;
  card_queue: CardQueueTable;
  job_leases: JobLeasesTable;
  card_decks: CardDecksTable;
  game_outcomes: GameOutcomesTable;
  card_rematch_invitations: CardRematchInvitationsTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  notification_mails: NotificationMailsTable;
  push_instances: PushInstancesTable;
  push_presence: PushPresenceTable;
}

export type ProductRow = Selectable<ProductsTable>;
export type NewProductRow = Insertable<ProductsTable>;
export type SubscriberRow = Selectable<NewsletterSubscribersTable>;
export type SuggestionRow = Selectable<ProductSuggestionsTable>;
export type UserRow = Selectable<UsersTable>;
export type WishlistRow = Selectable<WishlistsTable>;
