import { ACCOUNT_KEY } from '../../lib/account-key';

export type SubscriberStatusFilter = 'all' | 'subscribed' | 'unsubscribed';
export type SuggestionStatusFilter = 'pending' | 'accepted' | 'dismissed' | 'all';

/** Admin data is the signed-in admin's: it lives under ACCOUNT_KEY, so logging out drops it. */
const adminKey = [...ACCOUNT_KEY, 'admin'] as const;
export const adminKeys = {
  all: adminKey,
  stats: [...adminKey, 'stats'] as const,
  usersAll: [...adminKey, 'users'] as const,
  users: (q: string, page: number) => [...adminKey, 'users', q, page] as const,
  clicks: (from: string, to: string) => [...adminKey, 'clicks', from, to] as const,
  subscribersAll: [...adminKey, 'subscribers'] as const,
  subscribers: (status: SubscriberStatusFilter, q: string, page: number) =>
    [...adminKey, 'subscribers', status, q, page] as const,
  suggestionsAll: [...adminKey, 'suggestions'] as const,
  suggestions: (status: SuggestionStatusFilter, page: number) => [...adminKey, 'suggestions', status, page] as const,
  fairPlay: [...adminKey, 'fair-play'] as const,
};
