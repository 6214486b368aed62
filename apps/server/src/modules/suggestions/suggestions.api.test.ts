import { describe, expect, it } from 'vitest';
import { SUBMIT_TEXT } from '@dd/contracts';
import { appPerFile } from '../../../test/test-app.js';

const ctx = appPerFile();

const submit = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/submit-product', payload });
const rows = () => ctx.db.kysely.selectFrom('product_suggestions').selectAll().orderBy('id').execute();

describe('POST /api/submit-product', () => {
  it('stores the suggestion as pending and answers 201', async () => {
    const res = await submit({ name: '  Glow Cube  ', url: 'https://example.com/glow-cube?ref=1' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Thanks! We will take a look.' });
    expect(SUBMIT_TEXT.success).toBe('Thanks! We will take a look.');
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Glow Cube',
      url: 'https://example.com/glow-cube?ref=1',
      status: 'pending',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('rejects invalid input with a clear message and stores nothing', async () => {
    const before = (await rows()).length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ url: 'https://example.com' }, 'Product name is required'],
      [{ name: '   ', url: 'https://example.com' }, 'Product name is required'],
      [{ name: 'x'.repeat(201), url: 'https://example.com' }, 'Product name is too long'],
      [{ name: 'Cube' }, 'Product URL is required'],
      [{ name: 'Cube', url: 'not a url' }, 'Please enter a valid URL (http or https)'],
      [{ name: 'Cube', url: 'javascript:alert(1)' }, 'Please enter a valid URL (http or https)'],
      [{ name: 'Cube', url: 'ftp://example.com/file' }, 'Please enter a valid URL (http or https)'],
      [{ name: 'Cube', url: `https://example.com/${'a'.repeat(2000)}` }, 'Product URL is too long'],
    ];
    for (const [payload, error] of cases) {
      const res = await submit(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toEqual({ error, code: 'validation' });
    }
    expect((await rows()).length).toBe(before);
  });
});
