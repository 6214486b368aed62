import type { AccountUser, PublicUser } from '@dd/contracts';
import type { UserRow } from '../../db/database.js';
import { mediaUrl } from '../../platform/media-store.js';

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    display_name: row.display_name,
    avatar_url: row.avatar_media_id ? mediaUrl(row.avatar_media_id) : null,
    bio: row.bio,
  };
}

/** The member's own view of the account (never the password hash). */
export function toAccountUser(row: UserRow): AccountUser {
  return { ...toPublicUser(row), email: row.email, is_admin: row.is_admin === 1, created_at: row.created_at };
}

/** Usernames are unique without regard to case. */
export const usernameKey = (username: string): string => username.trim().toLowerCase();
