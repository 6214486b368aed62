import type { ProductSource } from './product.js';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** US format with a $ prefix and two decimals; a missing price reads 'Not available'. */
export function formatPrice(price: number | null | undefined): string {
  if (price === null || price === undefined || !Number.isFinite(price)) return 'Not available';
  return usd.format(price);
}

export function sourceLabel(source: ProductSource | string): string {
  return source === 'amazon' ? 'Amazon' : 'Other Retailer';
}

const thousands = new Intl.NumberFormat('en-US');
export function formatCount(n: number): string {
  return thousands.format(n);
}
