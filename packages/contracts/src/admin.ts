import { z } from 'zod';
import { errorCodeSchema } from './errors.js';
import { GIFT_CATEGORY_TYPES } from './admin-texts.js';
import { PRODUCT_SOURCES, productSchema } from './product.js';
import { wireInt } from './wire-numbers.js';

/* ---------- Admin product page (shared password; storefront spec section 7) ---------- */

/** A list given as an array or as comma-separated text (the spec's form sends text). */
const listInput = z.union([z.array(z.string().max(2000)).max(100), z.string().max(20_000)]).optional();

/**
 * Body of `POST /admin/products` and `PUT /admin/products/{asin or id}`: the product fields plus the
 * password. `title` is accepted as another name for `name`, as old records carry it.
 */
export const adminProductBodySchema = z.object({
  password: z.string().max(200).optional(),
  id: z.string().max(200).optional(),
  _id: z.string().max(200).optional(),
  asin: z.string().max(40).nullable().optional(),
  name: z.string().max(1000).optional(),
  title: z.string().max(1000).optional(),
  description: z.string().max(10_000).optional(),
  price: z
    .union([z.number(), z.string().max(40)])
    .nullable()
    .optional(),
  imageUrl: z.string().max(2000).optional(),
  images: listInput,
  affiliateUrl: z.string().max(2000).optional(),
  detailPageUrl: z.string().max(2000).optional(),
  viralFactor: z.string().max(200).optional(),
  categories: listInput,
  giftCategories: listInput,
  source: z.enum(PRODUCT_SOURCES).optional(),
  availability: z.string().max(200).nullable().optional(),
  dropDate: z.string().max(40).optional(),
});
export type AdminProductBody = z.infer<typeof adminProductBodySchema>;

/**
 * The shared password as the spec's client may send it, in the query or as the only field of a body; ours
 * sends the `X-Admin-Password` header.
 */
export const adminPasswordQuerySchema = z.object({ password: z.string().max(200).optional() });
export const adminPasswordBodySchema = z.object({ password: z.string().max(200).optional() }).nullish();
/** `/:key`: the product's id or ASIN. */
export const adminProductKeyParamsSchema = z.object({ key: z.string().min(1).max(64) });
export const adminRefreshParamsSchema = z.object({ asin: z.string().min(1).max(64) });

/** One row of `GET /admin/products` (storefront spec section 3, "Admin list product from the server"). */
export const adminListProductSchema = z.object({
  id: z.string(),
  asin: z.string().nullable(),
  title: z.string(),
  /** Text such as "$19.99", or null when unknown (the spec's client extracts the first number). */
  price: z.string().nullable(),
  imageUrl: z.string(),
  detailPageUrl: z.string(),
  availability: z.string().nullable(),
  lastUpdated: z.string().nullable(),
  source: z.enum(PRODUCT_SOURCES),
  giftCategories: z.array(z.string()),
  /** JSON text of the public product fields. */
  frontendData: z.string(),
});
export type AdminListProduct = z.infer<typeof adminListProductSchema>;

export const adminProductListResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(adminListProductSchema),
});
export type AdminProductListResponse = z.infer<typeof adminProductListResponseSchema>;

export const adminProductSavedResponseSchema = z.object({
  success: z.literal(true),
  product: adminListProductSchema,
});
export type AdminProductSavedResponse = z.infer<typeof adminProductSavedResponseSchema>;

/** Failures of the password routes: the spec's client reads `success` and `error`. */
export const adminFailureSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: errorCodeSchema,
  /** Per-field messages when the product failed validation. */
  fields: z.record(z.string(), z.string()).optional(),
});

export const refreshFailureSchema = z.object({ asin: z.string(), error: z.string() });

/** `POST /refresh-products` and `POST /admin/refresh-product/{asin}`. */
export const refreshReportSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  requested: z.number(),
  updated: z.number(),
  failed: z.array(refreshFailureSchema),
});
export type RefreshReport = z.infer<typeof refreshReportSchema>;

/* ---------- Admin catalogue (bearer token; storefront spec sections 3, 5, 7) ---------- */

export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  emoji: z.string().nullable(),
  /** The built-in collections of the spec; the others were added by an admin. */
  builtIn: z.boolean(),
  parentId: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

export const giftCategorySchema = z.object({
  _id: z.string(),
  type: z.enum(GIFT_CATEGORY_TYPES),
  value: z.string(),
  name: z.string(),
});
export type GiftCategory = z.infer<typeof giftCategorySchema>;

export const giftCategoriesInitResponseSchema = z.object({
  success: z.literal(true),
  created: z.number(),
  categories: z.array(giftCategorySchema),
});

export const catalogueProductCreatedSchema = z.object({ success: z.literal(true), product: productSchema });
export const categoryCreatedSchema = z.object({ success: z.literal(true), category: categorySchema });

/* ---------- Admin screens (bearer token, admin only) ---------- */

export const dayCountSchema = z.object({ date: z.string(), clicks: z.number() });
export type DayCount = z.infer<typeof dayCountSchema>;

/** `GET /api/admin/stats` */
export const adminStatsSchema = z.object({
  products: z.number(),
  users: z.number(),
  subscribers: z.number(),
  clicksLast30Days: z.number(),
  openReports: z.number(),
  pendingSuggestions: z.number(),
  /** The last 30 days, oldest first, days without clicks included as 0. */
  clicksPerDay: z.array(dayCountSchema),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  display_name: z.string().nullable(),
  is_admin: z.boolean(),
  points: z.number(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const ADMIN_PAGE_SIZE = 25;

/** `page=` of an admin list (the first when absent). */
const adminPageQuery = wireInt('page', { min: 1, max: 100_000 }).default(1);

/** Where an admin list's page stands, after its rows. */
const adminPageFields = { total: z.number(), page: z.number(), pageSize: z.number() };

/** `GET /api/admin/users?q=&page=` */
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: adminPageQuery,
});
export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserSchema),
  ...adminPageFields,
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

/** `PUT /api/admin/users/{id}/admin` */
export const setAdminBodySchema = z.object({ is_admin: z.boolean() });

/** `GET /api/admin/clicks?from=&to=` (dates YYYY-MM-DD, inclusive, UTC). */
export const clickReportQuerySchema = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export const clickReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  total: z.number(),
  perDay: z.array(dayCountSchema),
  perSource: z.array(z.object({ source: z.enum(PRODUCT_SOURCES), clicks: z.number() })),
  perProduct: z.array(
    z.object({
      productId: z.string(),
      name: z.string().nullable(),
      source: z.enum(PRODUCT_SOURCES),
      clicks: z.number(),
    }),
  ),
});
export type ClickReport = z.infer<typeof clickReportSchema>;
/** At most this many days per report. */
export const CLICK_REPORT_MAX_DAYS = 366;

export const SUBSCRIBER_STATUSES = ['subscribed', 'unsubscribed'] as const;
export const adminSubscriberSchema = z.object({
  id: z.number(),
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  created_at: z.string(),
  unsubscribed_at: z.string().nullable(),
});
export type AdminSubscriber = z.infer<typeof adminSubscriberSchema>;

/** `GET /api/admin/subscribers?status=&q=&page=`; the CSV export takes the same filters. */
export const adminSubscribersQuerySchema = z.object({
  status: z.enum(['all', ...SUBSCRIBER_STATUSES]).default('all'),
  q: z.string().trim().max(254).optional(),
  page: adminPageQuery,
});
export const adminSubscribersResponseSchema = z.object({
  subscribers: z.array(adminSubscriberSchema),
  ...adminPageFields,
});
export type AdminSubscribersResponse = z.infer<typeof adminSubscribersResponseSchema>;

export const SUGGESTION_STATUSES = ['pending', 'accepted', 'dismissed'] as const;
export const adminSuggestionSchema = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  status: z.enum(SUGGESTION_STATUSES),
  created_at: z.string(),
});
export type AdminSuggestion = z.infer<typeof adminSuggestionSchema>;
export const adminSuggestionsQuerySchema = z.object({
  status: z.enum(['all', ...SUGGESTION_STATUSES]).default('pending'),
  page: adminPageQuery,
});
export const adminSuggestionsResponseSchema = z.object({
  suggestions: z.array(adminSuggestionSchema),
  ...adminPageFields,
});
export type AdminSuggestionsResponse = z.infer<typeof adminSuggestionsResponseSchema>;
