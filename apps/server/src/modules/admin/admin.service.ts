import {
  ADMIN_PAGE_SIZE,
  ADMIN_TEXT,
  PRODUCT_SOURCES,
  type AdminStats,
  type AdminSubscriber,
  type AdminSubscribersResponse,
  type AdminSuggestion,
  type AdminSuggestionsResponse,
  type AdminUser,
  type AdminUsersResponse,
  type ClickReport,
} from '@dd/contracts';
import type { SubscriberRow, SuggestionRow, UserRow } from '../../db/database.js';
import type { TransactionRunner } from '../../db/unit-of-work.js';
import type { Clock } from '../../platform/clock.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { NewsletterService } from '../newsletter/newsletter.service.js';
import type { SuggestionsService } from '../suggestions/suggestions.service.js';
import * as readModel from './admin-dashboard.read-model.js';
import { csvLine } from './csv.js';
import { lastDays, rangeBounds, resolveRange, utcDay, zeroFillDays } from './date-range.js';

export interface AdminServiceDeps {
  /** Read through the dashboard's read model; writes go through the owning services. */
  db: Pick<TransactionRunner, 'kysely'>;
  accounts: AccountsService;
  newsletter: NewsletterService;
  suggestions: SuggestionsService;
  clock: Clock;
}

/** The click report lists at most this many products, most clicked first. */
export const CLICK_REPORT_TOP_PRODUCTS = 50;
/** Rows read per query while the CSV export streams. */
const EXPORT_BATCH = 1000;

type SubscriberFilter = { status: 'all' | 'subscribed' | 'unsubscribed'; q?: string | undefined };

const pageOf = (page: number) => ({ limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE });

function toAdminUser(row: UserRow, points: number): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    display_name: row.display_name,
    is_admin: row.is_admin === 1,
    points,
    created_at: row.created_at,
  };
}

function toAdminSubscriber(row: SubscriberRow): AdminSubscriber {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    created_at: row.created_at,
    unsubscribed_at: row.unsubscribed_at,
  };
}

function toAdminSuggestion(row: SuggestionRow): AdminSuggestion {
  return { id: row.id, name: row.name, url: row.url, status: row.status, created_at: row.created_at };
}

/**
 * The admin screens: dashboard counts, users and their admin rights, the outbound-click report,
 * subscribers (with CSV export) and product suggestions. Reads go through the dashboard's read model
 * (admin-dashboard.read-model.ts); every change goes through the service that owns the data.
 */
export class AdminService {
  constructor(private readonly deps: AdminServiceDeps) {}

  private get k() {
    return this.deps.db.kysely;
  }

  async stats(): Promise<AdminStats> {
    const range = lastDays(this.deps.clock.now());
    const bounds = rangeBounds(range);
    const [counts, perDay] = await Promise.all([
      readModel.counts(this.k, bounds),
      readModel.clicksPerDay(this.k, bounds),
    ]);
    return {
      products: counts.products,
      users: counts.users,
      subscribers: counts.subscribers,
      clicksLast30Days: counts.clicks,
      openReports: counts.openReports,
      pendingSuggestions: counts.pendingSuggestions,
      clicksPerDay: zeroFillDays(range, perDay),
    };
  }

  async users(query: { q?: string | undefined; page: number }): Promise<AdminUsersResponse> {
    const { rows, total } = await readModel.users(this.k, query.q || undefined, pageOf(query.page));
    const points = await readModel.pointsOf(
      this.k,
      rows.map((r) => r.id),
    );
    return {
      users: rows.map((r) => toAdminUser(r, points.get(r.id) ?? 0)),
      total,
      page: query.page,
      pageSize: ADMIN_PAGE_SIZE,
    };
  }

  /** Grants or removes admin rights; an admin cannot change their own (so an admin always remains). */
  async setAdmin(actorId: number, userId: number | null, isAdmin: boolean): Promise<AdminUser> {
    if (actorId === userId) throw badRequest(ADMIN_TEXT.cannotChangeOwnAdmin);
    const row = userId === null ? null : await this.deps.accounts.setAdmin(userId, isAdmin);
    if (!row) throw notFound(ADMIN_TEXT.userNotFound);
    const points = await readModel.pointsOf(this.k, [row.id]);
    return toAdminUser(row, points.get(row.id) ?? 0);
  }

  async clicks(query: { from?: string | undefined; to?: string | undefined }): Promise<ClickReport> {
    const resolved = resolveRange(query, this.deps.clock.now());
    if (!resolved.ok) {
      throw badRequest(
        resolved.error === 'inverted'
          ? ADMIN_TEXT.clickRangeInverted
          : resolved.error === 'tooLong'
            ? ADMIN_TEXT.clickRangeTooLong
            : ADMIN_TEXT.clickRangeInvalid,
      );
    }
    const { range } = resolved;
    const counts = await readModel.clickReport(this.k, rangeBounds(range), CLICK_REPORT_TOP_PRODUCTS);
    const bySource = new Map(counts.perSource.map((s) => [s.source, s.clicks]));
    return {
      from: range.from,
      to: range.to,
      total: counts.total,
      perDay: zeroFillDays(range, counts.perDay),
      perSource: PRODUCT_SOURCES.map((source) => ({ source, clicks: bySource.get(source) ?? 0 })),
      perProduct: counts.perProduct,
    };
  }

  async subscribers(query: SubscriberFilter & { page: number }): Promise<AdminSubscribersResponse> {
    const { rows, total } = await readModel.subscribers(
      this.k,
      { status: query.status, q: query.q || undefined },
      pageOf(query.page),
    );
    return { subscribers: rows.map(toAdminSubscriber), total, page: query.page, pageSize: ADMIN_PAGE_SIZE };
  }

  async unsubscribe(id: number | null): Promise<AdminSubscriber> {
    const row = id === null ? null : await this.deps.newsletter.unsubscribeById(id);
    if (!row) throw notFound(ADMIN_TEXT.subscriberNotFound);
    return toAdminSubscriber(row);
  }

  /** `subscribers-YYYY-MM-DD.csv`, dated today (UTC). */
  exportFileName(): string {
    return `subscribers-${utcDay(this.deps.clock.now())}.csv`;
  }

  /** The CSV export, newest first, read in batches so a long list never sits in memory whole. */
  async *exportSubscribers(filter: SubscriberFilter): AsyncGenerator<string> {
    const f = { status: filter.status, q: filter.q || undefined };
    yield csvLine(['email', 'status', 'subscribed_at', 'unsubscribed_at']);
    let beforeId: number | null = null;
    for (;;) {
      const rows = await readModel.subscriberBatch(this.k, f, beforeId, EXPORT_BATCH);
      if (rows.length === 0) return;
      yield rows.map((r) => csvLine([r.email, r.status, r.created_at, r.unsubscribed_at])).join('');
      if (rows.length < EXPORT_BATCH) return;
      beforeId = rows[rows.length - 1]?.id ?? null;
    }
  }

  async suggestions(query: {
    status: 'all' | AdminSuggestion['status'];
    page: number;
  }): Promise<AdminSuggestionsResponse> {
    const { rows, total } = await readModel.suggestions(this.k, query.status, pageOf(query.page));
    return { suggestions: rows.map(toAdminSuggestion), total, page: query.page, pageSize: ADMIN_PAGE_SIZE };
  }

  async setSuggestionStatus(id: number | null, status: 'accepted' | 'dismissed'): Promise<AdminSuggestion> {
    const row = id === null ? null : await this.deps.suggestions.setStatus(id, status);
    if (!row) throw notFound(ADMIN_TEXT.suggestionNotFound);
    return toAdminSuggestion(row);
  }
}
