import { ACCOUNT_KEY } from '../../lib/account-key';

/** The profiles' query keys; under ACCOUNT_KEY, as `is_following` and the own figures depend on who is looking. */
export const profileKeys = {
  own: [...ACCOUNT_KEY, 'profile'] as const,
  publicAll: [...ACCOUNT_KEY, 'user-profile'] as const,
  public: (userId: number) => [...ACCOUNT_KEY, 'user-profile', userId] as const,
  /**
   * One member's profile as one viewer sees it (null: a visitor, as the server renders it): a member's reload
   * reads their own answer (is_following, is_blocked) instead of keeping the server's visitor one.
   */
  publicFor: (userId: number, viewerId: number | null) => [...ACCOUNT_KEY, 'user-profile', userId, viewerId] as const,
};
