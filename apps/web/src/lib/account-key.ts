/** Root of every query key that holds the signed-in member's data; a login or logout drops them all. */
export const ACCOUNT_KEY = ['account'] as const;
