/** Local storage keys of the spec: token and user (auth arrives with the accounts feature). */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}
