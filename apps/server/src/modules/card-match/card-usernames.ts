import type { AccountsService } from '../accounts/accounts.service.js';

/** Usernames kept before the cache starts again (a few hundred KB at most). */
const USERNAME_CACHE_MAX = 10_000;
/**
 * How long a name is kept: a username changes only when its account is deleted (it then reads 'Deleted member');
 * this instance forgets it at once, other instances within this time.
 */
const USERNAME_TTL_MS = 60_000;

/** The players' usernames, kept in memory for a while, so every move's answer need not read the users table. */
export class UsernameCache {
  private readonly usernames = new Map<number, { username: string; at: number }>();

  constructor(
    private readonly accounts: Pick<AccountsService, 'getUsers'>,
    private readonly nowMs: () => number = Date.now,
  ) {}

  async of(ids: number[]): Promise<Map<number, { username: string }>> {
    const fresh = this.nowMs() - USERNAME_TTL_MS;
    const missing = ids.filter((id) => (this.usernames.get(id)?.at ?? -Infinity) < fresh);
    if (missing.length > 0) {
      if (this.usernames.size > USERNAME_CACHE_MAX) this.usernames.clear();
      const at = this.nowMs();
      for (const [id, user] of await this.accounts.getUsers(missing))
        this.usernames.set(id, { username: user.username, at });
    }
    const found = new Map<number, { username: string }>();
    for (const id of ids) {
      const entry = this.usernames.get(id);
      if (entry !== undefined) found.set(id, { username: entry.username });
    }
    return found;
  }

  /** The member's name changed (the account was deleted). */
  forget(id: number): void {
    this.usernames.delete(id);
  }
}
