/** Visible texts of the admin area (storefront spec sections 5, 6 and 8), zod-free. */
export const ADMIN_TEXT = {
  // Guard and access (section 6).
  accessDenied: 'Access denied. Redirecting...',
  adminRequired: 'Admin access required',
  notAuthenticated: 'Not authenticated',
  adminOnlyPage: 'Access Denied: You must be an admin to access this page',

  // Admin product page: password (sections 5, 8).
  passwordRequired: 'Admin Password is required.',
  wrongPassword: 'Invalid admin password',
  passwordSessionError: 'Admin Password session error. Please re-login.',
  tooManyPasswordFailures: 'Too many failed admin password attempts. Please try again later.',

  // Admin product form (section 5).
  customIdRequired: 'Product ID (Custom) is required for new products.',
  nameRequired: 'Product name/title is required.',
  asinRequired: 'Amazon ASIN is required for new Amazon products.',
  productUrlRequired: 'Product URL is required for other retailers.',
  productUrlInvalid: 'Product URL must be a valid http(s) URL.',
  priceAboveZero: 'Price must be greater than 0 for other retailers.',
  priceInvalid: 'Price must be a number from 0 to 1,000,000 with at most two decimals.',
  imageUrlRequired: 'Image URL is required for other retailers.',
  missingAsinOnEdit: 'Cannot update Amazon product: Missing ASIN. Please contact support.',
  formInvalid: 'Please correct the errors in the form.',
  unknownCategory: 'Unknown category',
  unknownGiftCategory: 'Unknown gift category',
  productIdTaken: 'A product with this ID already exists.',
  asinTaken: 'A product with this ASIN already exists.',
  productNotFound: 'Product not found',
  deleteConfirm: 'Are you sure you want to delete this product?',

  // Admin product page: failures (section 8).
  loadFailed: 'Failed to load products.',
  loadNetworkError: 'Network error while loading products.',
  deleteOldFailed: 'Failed to delete old product.',
  createWithNewAsinFailed: 'Failed to create product with new ASIN.',
  updateFailed: 'Failed to update product.',
  saveNetworkError: 'Network error while saving product.',
  refreshAllFailed: 'Failed to refresh Amazon data.',
  refreshOneFailed: 'Failed to refresh product.',
  refreshNetworkError: 'Network error while refreshing product.',
  deleteNetworkError: 'Network error while deleting product.',
  deleteFailed: 'Failed to delete product.',

  // Retailer refresh.
  retailerNotConfigured: 'Retailer API is not configured',
  notAnAmazonProduct: 'Only Amazon products can be refreshed from the retailer',

  // Admin catalogue (sections 5, 8).
  categoryNameRequired: 'Category name is required.',
  categoryNameTooLong: 'Category name must be fewer than 30 characters.',
  categoryDescriptionTooShort: 'Description must be at least 10 characters.',
  categoryExists: 'A category with this name already exists.',
  invalidImage: 'Please select a valid image file (jpg, png, or webp)',
  categoryRequired: 'Please select a category.',
  addProductFailed: 'Failed to add product',
  addCategoryFailed: 'Failed to add category. Please try again.',
  loginFirst: 'Please log in first',
  initGiftCategoriesFailed: 'Failed to initialize gift categories',
  checkGiftCategoriesFailed: 'Failed to check gift categories',
  addStarterDecksFailed: 'Failed to add starter decks.',

  // Admin users.
  cannotChangeOwnAdmin: 'You cannot change your own admin rights.',
  userNotFound: 'User not found',
  subscriberNotFound: 'Subscriber not found',
  suggestionNotFound: 'Suggestion not found',

  // Click report date range.
  clickRangeInverted: 'The start date must be on or before the end date.',
  clickRangeTooLong: 'The date range can be at most 366 days.',
  clickRangeInvalid: 'Dates must be given as YYYY-MM-DD.',
} as const;

/**
 * The admin navigation (storefront spec section 2), plus the admin pages whose routes the spec leaves open and
 * the fair-play screen (issue 21).
 */
export const ADMIN_NAV = [
  { to: '/admin-dashboard', label: 'Dashboard' },
  { to: '/admin-users', label: 'Users' },
  { to: '/admin-orders', label: 'Clicks' },
  { to: '/admin-subscribers', label: 'Subscribers' },
  { to: '/admin-suggestions', label: 'Suggestions' },
  { to: '/admin-moderation', label: 'Moderation' },
  { to: '/admin/fair-play', label: 'Fair play' },
  { to: '/admin', label: 'Product Admin' },
  { to: '/admin-products', label: 'Products & Categories' },
] as const;

/** Gift categories (storefront spec section 3): the values `POST /api/gift-categories/init` creates. */
export const GIFT_CATEGORY_TYPES = ['recipient', 'occasion', 'price'] as const;
export type GiftCategoryType = (typeof GIFT_CATEGORY_TYPES)[number];

interface GiftCategoryValue {
  value: string;
  name: string;
}

/** Gift categories named as their value reads: `thank-you` is "Thank You". */
const titled = (values: readonly string[]): GiftCategoryValue[] =>
  values.map((value) => ({
    value,
    name: value
      .split('-')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' '),
  }));

export const GIFT_CATEGORY_VALUES: Readonly<Record<GiftCategoryType, readonly GiftCategoryValue[]>> = {
  recipient: titled(['for-him', 'for-her', 'for-kids', 'for-mom', 'for-dad', 'for-teens', 'for-grandparents']),
  occasion: titled(['birthday', 'anniversary', 'wedding', 'graduation', 'holiday', 'thank-you', 'just-because']),
  price: [
    { value: 'under-25', name: 'Under $25' },
    { value: 'under-50', name: 'Under $50' },
    { value: 'under-100', name: 'Under $100' },
    { value: 'luxury', name: 'Luxury ($100+)' },
  ],
};

/**
 * Price bands filter on the product's price (in cents): each "under" band includes everything below its
 * limit, so "Under $50" also lists the under-$25 gifts; luxury is $100 and up.
 */
export const PRICE_BANDS: Readonly<Record<string, { minCents?: number; belowCents?: number }>> = {
  'under-25': { belowCents: 2500 },
  'under-50': { belowCents: 5000 },
  'under-100': { belowCents: 10000 },
  luxury: { minCents: 10000 },
};

export const CATEGORY_NAME_MAX = 30;
export const CATEGORY_DESCRIPTION_MIN = 10;
