interface NamedUser {
  username?: string | null;
  display_name?: string | null;
}

function filled(value: string | null | undefined): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** How a member is named everywhere: the display name, else the username, else 'User' (community spec section 2). */
export function displayName(user: NamedUser | null | undefined): string {
  return filled(user?.display_name) ?? filled(user?.username) ?? 'User';
}
