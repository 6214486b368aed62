import { describe, expect, it, vi } from 'vitest';
import { normalizeProduct } from '@dd/contracts';
import { createHeadRenderer, type HeadRendererDeps } from './head-renderer.js';

const site = { publicUrl: 'https://drops.example', siteName: 'Dopamine Drops' };
const product = normalizeProduct({ _id: 'p1', name: 'Glow <Cube>', description: 'Glows.', price: 5 }, new Date());

function renderer(over: Partial<HeadRendererDeps> = {}) {
  const log = { error: vi.fn() };
  const render = createHeadRenderer({
    findProduct: async (id) => (id === 'p1' ? product : null),
    findPost: () => undefined,
    findThread: async (id) =>
      id === 7
        ? {
            id: 7,
            title: 'Best <desk> toys?',
            content: 'Looking for ideas.\nBudget $20.',
            author: 'Sam',
            created_at: '2026-11-20T10:00:00.000Z',
            reply_count: 2,
            image_url: '/media/abc',
          }
        : null,
    site,
    log,
    ...over,
  });
  return { render, log };
}

describe('createHeadRenderer', () => {
  it('renders a known product with status 200', async () => {
    const { head, status } = await renderer().render('/product/p1');
    expect(status).toBe(200);
    expect(head).toContain('<title>Glow &lt;Cube&gt; | Dopamine Drops</title>');
    expect(head).toContain('"@type":"Product"');
  });

  it('renders a forum thread as a discussion posting, and 404 for a missing one', async () => {
    const { render } = renderer();
    const found = await render('/forum/thread/7');
    expect(found.status).toBe(200);
    expect(found.head).toContain('<title>Best &lt;desk&gt; toys? | Dopamine Drops</title>');
    expect(found.head).toContain('"@type":"DiscussionForumPosting"');
    expect(found.head).toContain('https://drops.example/media/abc');
    const missing = await render('/forum/thread/8');
    expect(missing.status).toBe(404);
    expect(missing.head).toContain('Thread not found.');
  });

  it('answers 404 for unknown subjects and unknown paths', async () => {
    const { render } = renderer();
    expect(await render('/product/nope')).toMatchObject({ status: 404 });
    expect((await render('/product/nope')).head).toContain('<title>Product not found | Dopamine Drops</title>');
    expect((await render('/collections/nope')).head).toContain('Collection not found');
    expect((await render('/collections/tech/shirtvskins')).head).toContain('Subcollection not found');
    expect((await render('/blog/nope')).head).toContain('Blog Post Not Found');
    expect(await render('/definitely/not/here')).toMatchObject({ status: 404 });
  });

  it('does not look up ids longer than any product id', async () => {
    const findProduct = vi.fn(async () => product);
    const { render } = renderer({ findProduct });
    expect(await render(`/product/${'x'.repeat(65)}`)).toMatchObject({ status: 404 });
    expect(findProduct).not.toHaveBeenCalled();
  });

  it('answers 503 and logs when the data cannot be read', async () => {
    const { render, log } = renderer({
      findProduct: async () => {
        throw new Error('database down');
      },
    });
    expect(await render('/product/p1')).toMatchObject({ status: 503 });
    expect(log.error).toHaveBeenCalledOnce();
  });
});
