import { z } from 'zod';
import { MAX_ROW_ID } from './params.js';

/**
 * Numbers as they come in over the wire (JSON bodies, query strings, form fields), read strictly: a JSON
 * number, or text of plain decimal digits. `z.coerce.number()` is not used for input: it reads `true` as 1,
 * `"0x10"` as 16, `" 7 "` as 7 and `"1e3"` as 1000, so a client could name a row it never meant to.
 */

/** Plain decimal text of a positive integer: no sign, no leading zero, no exponent, no whitespace. */
const POSITIVE_DECIMAL = /^[1-9][0-9]{0,15}$/;
/** Plain decimal text of a non-negative integer. */
const DECIMAL = /^(0|[1-9][0-9]{0,15})$/;

/** Money: at most 7 digits before the point and 2 after (a price in dollars, as typed in a form). */
export const MONEY_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;
/**
 * The largest price accepted, in dollars. Prices are stored in cents in 32-bit integer columns (PostgreSQL
 * `integer`), whose largest value is the "no price" sort key; a million dollars leaves room to spare.
 */
export const MONEY_MAX = 1_000_000;

/** A whole number read off the wire (a JSON integer, or decimal text), or null when it is not one. */
export function readWireInteger(value: unknown, allowZero = false): number | null {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && (allowZero ? DECIMAL : POSITIVE_DECIMAL).test(value)) n = Number(value);
  else return null;
  return Number.isSafeInteger(n) ? n : null;
}

/** A row id off the wire: a positive integer that fits the id columns, or null. */
export function readWireId(value: unknown): number | null {
  const n = readWireInteger(value);
  return n !== null && n >= 1 && n <= MAX_ROW_ID ? n : null;
}

/**
 * A row id in a JSON body, query string or form: `12` or `"12"`, never `true`, `"0x10"`, `"1e1"`, `" 12"`,
 * `12.5` or an id past the id columns' range. `name` words the messages ("user_id is required").
 */
export function wireId(name: string) {
  return z
    .union([z.number(), z.string()], {
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? `${name} is required`
          : `${name} must be a positive whole number`,
    })
    .transform((value, ctx) => {
      const id = readWireId(value);
      if (id === null) {
        const tooLarge = (readWireInteger(value) ?? 0) > MAX_ROW_ID;
        ctx.addIssue({
          code: 'custom',
          message: tooLarge ? `${name} is too large to be an id` : `${name} must be a positive whole number`,
        });
        return z.NEVER;
      }
      return id;
    });
}

/**
 * A whole number in a query string or body (a page, a limit, a count) between `min` and `max`, read as
 * strictly as ids are.
 */
export function wireInt(name: string, range: { min: number; max: number }) {
  const message = `${name} must be a whole number from ${range.min} to ${range.max}`;
  return z
    .union([z.number(), z.string()], {
      error: (issue) => (issue.input === undefined ? `${name} is required` : message),
    })
    .transform((value, ctx) => {
      const n = readWireInteger(value, true);
      if (n === null || n < range.min || n > range.max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });
}

/**
 * A price in dollars as typed (`"19.99"`, `"$1,299"` once `$`, `,` and spaces are dropped) or sent as a JSON
 * number: finite, at least 0, at most 2 decimals, at most MONEY_MAX. Null when it is not one.
 */
export function readMoney(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  if (!MONEY_PATTERN.test(text)) return null;
  const amount = Number(text);
  return amount <= MONEY_MAX ? amount : null;
}
