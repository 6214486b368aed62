import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isImageAddress } from './admin-product-rules.js';
import { MAX_ROW_ID } from './params.js';
import { parseTopic } from './realtime-protocol.js';
import { MONEY_MAX, readMoney, readWireId, wireId, wireInt } from './wire-numbers.js';

describe('readWireId', () => {
  it.each([
    [1, 1],
    ['42', 42],
    [MAX_ROW_ID, MAX_ROW_ID],
    [String(MAX_ROW_ID), MAX_ROW_ID],
  ])('reads %j as %d', (input, id) => expect(readWireId(input)).toBe(id));

  it.each([
    true,
    false,
    null,
    '0x10',
    '1e1',
    ' 7',
    '7 ',
    '+7',
    '07',
    '0',
    0,
    -1,
    1.5,
    Number.NaN,
    Infinity,
    '',
    MAX_ROW_ID + 1,
    '9007199254740993',
    [],
    {},
  ])('refuses %j', (input) => expect(readWireId(input)).toBeNull());
});

describe('wireId and wireInt', () => {
  const body = z.object({ thread_id: wireId('thread_id'), page: wireInt('page', { min: 1, max: 50 }).default(1) });
  const messages = (input: unknown) => {
    const parsed = body.safeParse(input);
    return parsed.success ? parsed.data : parsed.error.issues.map((i) => i.message);
  };

  it('say what is wrong in words a client can show', () => {
    expect(messages({})).toEqual(['thread_id is required']);
    expect(messages({ thread_id: true })).toEqual(['thread_id must be a positive whole number']);
    expect(messages({ thread_id: '0x10' })).toEqual(['thread_id must be a positive whole number']);
    expect(messages({ thread_id: 2 ** 40 })).toEqual(['thread_id is too large to be an id']);
    expect(messages({ thread_id: 3, page: '51' })).toEqual(['page must be a whole number from 1 to 50']);
    expect(messages({ thread_id: 3, page: 'true' })).toEqual(['page must be a whole number from 1 to 50']);
  });

  it('read plain decimal text and JSON numbers alike', () => {
    expect(messages({ thread_id: '3', page: '2' })).toEqual({ thread_id: 3, page: 2 });
    expect(messages({ thread_id: 3 })).toEqual({ thread_id: 3, page: 1 });
  });
});

describe('readMoney', () => {
  it.each([
    ['19.99', 19.99],
    [19.99, 19.99],
    ['0', 0],
    [' 5.5 ', 5.5],
    [MONEY_MAX, MONEY_MAX],
  ])('reads %j as %d', (input, amount) => expect(readMoney(input)).toBe(amount));

  it.each([
    '9007199254740993',
    9007199254740992,
    MONEY_MAX + 0.01,
    '1000000.01',
    '1.999',
    1.005,
    -1,
    '-1',
    '1e3',
    1e21,
    Number.NaN,
    Infinity,
    '',
    'cheap',
  ])('refuses %j', (input) => expect(readMoney(input)).toBeNull());
});

describe('isImageAddress', () => {
  it.each(['/catalog/x.svg', '/media/0123456789abcdef01234567', 'https://m.media-amazon.com/images/a.jpg'])(
    'accepts %s',
    (address) => expect(isImageAddress(address)).toBe(true),
  );
  it.each([
    'http://example.com/a.png',
    '//evil.example/a.png',
    '/\\evil.example/a.png',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'ftp://example.com/a.png',
    'a.png',
  ])('refuses %s', (address) => expect(isImageAddress(address)).toBe(false));
});

describe('topic ids', () => {
  it("are row ids: from 1 to the id columns' largest, in plain decimal", () => {
    expect(parseTopic(`thread:${MAX_ROW_ID}`)).toEqual({ kind: 'thread', id: MAX_ROW_ID });
    for (const bad of ['thread:0', 'thread:007', `thread:${MAX_ROW_ID + 1}`, 'thread:9999999999']) {
      expect(parseTopic(bad), bad).toBeNull();
    }
  });
});
