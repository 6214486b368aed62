/** The signed-in user as stored under the `user` key (storefront spec section 3). */
export interface SessionUser {
  id: number | string;
  username: string;
  display_name: string | null;
  avatar_url: string | null;
  is_admin: boolean;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Reads the stored JSON defensively: local storage is user-editable and may hold anything. */
export function parseStoredUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const record = data as Record<string, unknown>;
  const id = record.id;
  if (typeof id !== 'number' && typeof id !== 'string') return null;
  const username = text(record.username) ?? '';
  return {
    id,
    username,
    display_name: text(record.display_name),
    avatar_url: text(record.avatar_url),
    // The spec counts both true and 1 as admin.
    is_admin: record.is_admin === true || record.is_admin === 1,
  };
}

/** What the header shows as the user's name. */
export function userLabel(user: SessionUser | null): string {
  return user?.display_name ?? (user?.username || 'Profile');
}
