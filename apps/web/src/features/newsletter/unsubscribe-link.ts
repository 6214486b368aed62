export interface UnsubscribeLink {
  email: string;
  token: string;
}

/** The e-mail's link carries `email` and `token`; both are required (storefront spec section 5). */
export function readUnsubscribeLink(search: URLSearchParams): UnsubscribeLink | null {
  const email = search.get('email')?.trim() ?? '';
  const token = search.get('token')?.trim() ?? '';
  return email && token ? { email, token } : null;
}
