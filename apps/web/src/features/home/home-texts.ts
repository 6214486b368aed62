/** Home page state texts (storefront spec sections 2 and 8). */
export const HOME_LOADING = 'Loading products from database...';
export const HOME_FAILED = 'Failed to load products';
