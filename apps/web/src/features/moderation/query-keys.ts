import { ACCOUNT_KEY } from '../../lib/account-key';
import type { ReportFilters } from './report-filters';

/** Moderation's query keys; under ACCOUNT_KEY, as who is looking decides the answers. */
export const moderationKeys = {
  blockStatus: (userId: number) => [...ACCOUNT_KEY, 'block-status', userId] as const,
  blocks: [...ACCOUNT_KEY, 'blocks'] as const,
  reportsRoot: [...ACCOUNT_KEY, 'moderation-reports'] as const,
  reports: (filters: ReportFilters) => [...ACCOUNT_KEY, 'moderation-reports', filters] as const,
};

/** The key of the Resolve/Dismiss mutations, so the list can say what the last one did. */
export const RESOLVE_REPORT_KEY = ['resolve-report'] as const;
