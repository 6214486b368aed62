import type { ProductSource } from './product.js';

// Prices and counts are formatted by hand for the common cases: a page's first Intl object costs the browser
// 100-300 ms of main thread (it loads the ICU data), the largest single task of the home page's start (issue 26
// §5). The results are Intl's en-US ones (format.test.ts compares them); the rare rest still goes through Intl,
// created on first use.
let usd: Intl.NumberFormat | undefined;
let thousands: Intl.NumberFormat | undefined;

/** A run of digits with a comma every three from the right: '1234567' -> '1,234,567'. */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * The cents of a non-negative price as digits, rounded as Intl rounds: half away from zero on the number's
 * shortest decimal form (2.675 -> 268), not on its binary value (toFixed: 2.67).
 */
function cents(abs: number): string {
  // Below a millionth String() writes an exponent, and such a price is 0 cents anyway.
  if (abs < 1e-6) return '0';
  const [whole = '0', fraction = ''] = String(abs).split('.');
  const digits = fraction.padEnd(3, '0');
  const down = BigInt(whole + digits.slice(0, 2));
  return String(digits.charAt(2) >= '5' ? down + 1n : down);
}

/** US format with a $ prefix and two decimals; a missing price reads 'Not available'. */
export function formatPrice(price: number | null | undefined): string {
  if (price === null || price === undefined || !Number.isFinite(price)) return 'Not available';
  // Past 1e21 String() writes an exponent: Intl takes those.
  if (Math.abs(price) >= 1e21) {
    usd ??= new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    return usd.format(price);
  }
  const all = cents(Math.abs(price)).padStart(3, '0');
  const negative = price < 0 || Object.is(price, -0);
  return `${negative ? '-' : ''}$${grouped(all.slice(0, -2))}.${all.slice(-2)}`;
}

export function sourceLabel(source: ProductSource | string): string {
  return source === 'amazon' ? 'Amazon' : 'Other Retailer';
}

/** A count with thousands separators (en-US): 1234567 -> '1,234,567'. */
export function formatCount(n: number): string {
  if (Number.isSafeInteger(n)) return `${n < 0 || Object.is(n, -0) ? '-' : ''}${grouped(String(Math.abs(n)))}`;
  thousands ??= new Intl.NumberFormat('en-US');
  return thousands.format(n);
}
