import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types. Dialect-neutral storage: timestamps are ISO-8601 UTC text, booleans are 0/1
 * integers, lists are JSON text, money is integer cents (docs/decisions.md).
 */
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

/** One row per product and collection/subcollection, carrying the sort keys so lists read one index. */
export interface ProductCategoriesTable {
  product_id: string;
  category_id: string;
  source: 'amazon' | 'other';
  drop_date: string;
  price_asc: number;
  price_desc: number;
}

export interface OutboundClicksTable {
  id: Generated<number>;
  product_id: string;
  source: 'amazon' | 'other';
  visitor_id: string;
  created_at: string;
}

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  status: 'subscribed' | 'unsubscribed';
  created_at: ColumnType<string, string, never>;
  updated_at: string;
  unsubscribed_at: string | null;
}

export interface ProductSuggestionsTable {
  id: Generated<number>;
  name: string;
  url: string;
  status: 'pending' | 'accepted' | 'dismissed';
  created_at: string;
}

/** Small key/value facts about this installation (e.g. when the seed ran). */
export interface AppMetaTable {
  key: string;
  value: string;
}

/** SQLite only: the FTS5 index over products (name, description), joined on rowid. */
export interface ProductsFtsTable {
  rowid: number;
  rank: number;
  name: string;
  description: string;
}

export interface Database {
  app_meta: AppMetaTable;
  products_fts: ProductsFtsTable;
  products: ProductsTable;
  product_categories: ProductCategoriesTable;
  outbound_clicks: OutboundClicksTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  product_suggestions: ProductSuggestionsTable;
}

export type ProductRow = Selectable<ProductsTable>;
export type NewProductRow = Insertable<ProductsTable>;
export type ProductUpdate = Updateable<ProductsTable>;
export type SubscriberRow = Selectable<NewsletterSubscribersTable>;
