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
