import { ACCOUNT_KEY } from '../../lib/account-key';

/** The admin product page's data; the list under the account key, so the site's logout drops it with the rest. */
export const adminProductKeys = {
  list: [...ACCOUNT_KEY, 'admin-password-products'] as const,
  categories: ['admin-products', 'categories'] as const,
  giftCategories: ['admin-products', 'gift-categories'] as const,
};
