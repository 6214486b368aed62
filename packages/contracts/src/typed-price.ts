import { ADMIN_TEXT } from './admin-texts.js';
import { readMoney } from './wire-numbers.js';

/** What a typed price reads as: the amount in dollars, or why it cannot be read (shown under the field). */
export type TypedPrice = { amount: number } | { error: string };

export const TYPED_PRICE_TEXT = {
  invalid: ADMIN_TEXT.priceInvalid,
  ambiguous: (typed: string, whole: string, fraction: string) =>
    `“${typed}” could mean ${whole} or ${fraction}: type it without a thousands separator and with at most two decimals, such as ${whole} or ${whole}.00.`,
} as const;

/** Digits in groups of three after the first (1 to 3 digits): `1`, `12`, `1,234`, `12.345.678` split apart. */
const GROUPED = (groups: string[]) =>
  groups.length > 0 && /^\d{1,3}$/.test(groups[0] ?? '') && groups.slice(1).every((g) => /^\d{3}$/.test(g));

/**
 * A price as an admin typed it (issue 27 §5a), read the way a person reads it, never guessed:
 * - a `$` before or after and spaces are ignored (`$5`, `5 $`, `1 234.50`);
 * - with both `.` and `,` the last one is the decimal mark and the other groups thousands: `1,234.56` and
 *   `1.234,56` are both 1234.56 (the groups must be of three digits);
 * - with one kind of mark, used once: one or two digits after it make it the decimal mark (`5,00` is five,
 *   `5.5` five and a half); exactly three digits are ambiguous (`1,234` is 1234 in one country and 1.234 in
 *   another, `1.500` 1500 or 1.5), which is answered with an error naming both readings;
 * - the same mark more than once groups thousands (`1,234,567`, `1.234.567`).
 * The amount must then be a price readMoney accepts (0 to MONEY_MAX, cents at most).
 */
export function readTypedPrice(typed: string): TypedPrice {
  const text = typed.replace(/\s+/g, '').replace(/^\$|\$$/g, '');
  const invalid = { error: TYPED_PRICE_TEXT.invalid };
  if (!/^\d[\d.,]*$/.test(text) || /[.,]$/.test(text)) return invalid;
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let whole: string;
  let fraction = '';
  if (lastDot >= 0 && lastComma >= 0) {
    const decimalAt = Math.max(lastDot, lastComma);
    const group = lastDot > lastComma ? ',' : '.';
    const intPart = text.slice(0, decimalAt);
    fraction = text.slice(decimalAt + 1);
    // The decimal mark once, after every grouping mark.
    if (intPart.includes(text[decimalAt] as string) || !GROUPED(intPart.split(group))) return invalid;
    whole = intPart.split(group).join('');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const mark = lastDot >= 0 ? '.' : ',';
    const parts = text.split(mark);
    if (parts.length > 2) {
      if (!GROUPED(parts)) return invalid;
      whole = parts.join('');
    } else {
      const [before = '', after = ''] = parts;
      if (after.length === 3) {
        if (!GROUPED(parts)) return invalid;
        return { error: TYPED_PRICE_TEXT.ambiguous(typed.trim(), `${before}${after}`, `${before}.${after}`) };
      }
      whole = before;
      fraction = after;
    }
  } else {
    whole = text;
  }
  const amount = readMoney(fraction ? `${whole}.${fraction}` : whole);
  return amount === null ? invalid : { amount };
}
