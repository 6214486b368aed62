import { describe, expect, it } from 'vitest';
import { emptyAdminProductForm, validateAdminProduct } from './admin-product-rules.js';
import { readTypedPrice, TYPED_PRICE_TEXT } from './typed-price.js';

describe('readTypedPrice (issue 27 §5a)', () => {
  it.each([
    ['5,00', 5],
    ['5.00', 5],
    ['5,5', 5.5],
    ['24,99', 24.99],
    ['1,234.56', 1234.56],
    ['1.234,56', 1234.56],
    ['1,234,567', null],
    ['1.000.000', 1_000_000],
    ['1,000,000.00', 1_000_000],
    ['1.234.567,89', null],
    ['12,345,678', null],
    ['1,234,000', null],
    ['999,999', null],
    ['$5', 5],
    ['5 $', 5],
    [' $ 19.99 ', 19.99],
    ['1 234.50', 1234.5],
    ['0', 0],
    ['1000000', 1_000_000],
    ['123,456,789.00', null],
    ['100.000,00', 100_000],
  ])('reads %j as %j', (typed, amount) => {
    const read = readTypedPrice(typed);
    if (amount === null) expect(read).toHaveProperty('error');
    else expect(read).toEqual({ amount });
  });

  it.each([
    ['1,234', '1234', '1.234'],
    ['1.500', '1500', '1.500'],
    ['999,999', '999999', '999.999'],
  ])('refuses %j as ambiguous, naming both readings', (typed, whole, fraction) => {
    expect(readTypedPrice(typed)).toEqual({ error: TYPED_PRICE_TEXT.ambiguous(typed, whole, fraction) });
    expect(TYPED_PRICE_TEXT.ambiguous(typed, whole, fraction)).toContain(`could mean ${whole} or ${fraction}`);
  });

  it.each([
    '',
    'cheap',
    '5,00,0',
    '1,23.45',
    '1.234.5',
    '12,34,567',
    '5,',
    '.5',
    '-5',
    '5.9999',
    '1e3',
    '$$5',
    '5€',
    '1,2,3',
    '1.234,5.6',
    '0x10',
  ])('refuses %j as not a price', (typed) => {
    expect(readTypedPrice(typed)).toEqual({ error: TYPED_PRICE_TEXT.invalid });
  });
});

describe('the admin product form reads the price as typed', () => {
  const form = {
    ...emptyAdminProductForm(),
    id: 'socks',
    name: 'Socks',
    source: 'other' as const,
    affiliateUrl: 'https://shop.example.com/socks',
    imageUrl: 'https://shop.example.com/socks.png',
  };

  it("stores '5,00' as five dollars", () => {
    expect(validateAdminProduct({ ...form, price: '5,00' }, 'create').values?.price).toBe(5);
  });

  it('shows the ambiguity under the field instead of guessing', () => {
    const { errors, values } = validateAdminProduct({ ...form, price: '1,234' }, 'create');
    expect(values).toBeNull();
    expect(errors.price).toBe(TYPED_PRICE_TEXT.ambiguous('1,234', '1234', '1.234'));
  });
});
