import type { AccountsService } from '../accounts/accounts.service.js';

/** Usernames kept before the cache starts again (a few hundred KB at most). */
const USERNAME_CACHE_MAX = 10_000;

/**
 * The players' usernames, kept in memory: a username never changes (a profile edit changes the display name),
 * so every move's answer need not read the users table.
 */
export class UsernameCache {
  private readonly usernames = new Map<number, string>();

  constructor(private readonly accounts: Pick<AccountsService, 'getUsers'>) {}

  async of(ids: number[]): Promise<Map<number, { username: string }>> {
    const missing = ids.filter((id) => !this.usernames.has(id));
    if (missing.length > 0) {
      if (this.usernames.size > USERNAME_CACHE_MAX) this.usernames.clear();
      for (const [id, user] of await this.accounts.getUsers(missing)) this.usernames.set(id, user.username);
    }
    const found = new Map<number, { username: string }>();
    for (const id of ids) {
      const username = this.usernames.get(id);
      if (username !== undefined) found.set(id, { username });
    }
    return found;
  }
}
