import { describe, expect, it } from 'vitest';
import type { BlogPost } from '@dd/contracts';
import { byDateDesc, DEFAULT_AUTHOR, parseBlogPost } from './blog-post.js';

const post = (front: string, body = 'Hello **world**.') => `---\n${front}\n---\n\n${body}\n`;

describe('parseBlogPost', () => {
  it('reads the front matter and renders the Markdown', () => {
    const result = parseBlogPost(
      'gadgets-2025',
      post(
        "title: 'Gadgets'\ndate: '2025-03-01'\nexcerpt: Short.\nimage: /blog-images/gadgets-2025.svg\nauthor: Maya",
        '## Heading\n\nHello **world**.',
      ),
    );
    expect(result).toEqual({
      ok: true,
      post: {
        slug: 'gadgets-2025',
        title: 'Gadgets',
        date: '2025-03-01',
        excerpt: 'Short.',
        imageUrl: '/blog-images/gadgets-2025.svg',
        author: 'Maya',
        html: '<h2>Heading</h2>\n<p>Hello <strong>world</strong>.</p>\n',
      },
    });
  });

  it('accepts an unquoted YAML date and defaults image and author', () => {
    const result = parseBlogPost('a', post('title: A\ndate: 2024-01-18\nexcerpt: E'));
    expect(result.ok && result.post).toMatchObject({ date: '2024-01-18', author: DEFAULT_AUTHOR });
    expect(result.ok && result.post.imageUrl).toMatch(/^\//);
  });

  it('rejects missing fields, impossible dates and bad slugs with a reason', () => {
    expect(parseBlogPost('a', post('date: 2024-01-18\nexcerpt: E'))).toEqual({
      ok: false,
      error: 'title: title is required',
    });
    expect(parseBlogPost('a', post("title: A\ndate: '2024-02-30'\nexcerpt: E"))).toMatchObject({ ok: false });
    expect(parseBlogPost('a', post("title: A\ndate: 'March 1'\nexcerpt: E"))).toMatchObject({ ok: false });
    expect(parseBlogPost('Bad Slug', post("title: A\ndate: '2024-01-01'\nexcerpt: E"))).toMatchObject({ ok: false });
    expect(parseBlogPost('a', '---\ntitle: [unclosed\n---\n')).toMatchObject({ ok: false });
  });

  it('shows raw HTML as text and neutralises script links', () => {
    const result = parseBlogPost(
      'a',
      post(
        "title: A\ndate: '2024-01-01'\nexcerpt: E",
        '<script>alert(1)</script>\n\n[x](javascript:alert(1)) [y](/drops)',
      ),
    );
    const html = result.ok ? result.post.html : '';
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<a href="#">x</a>');
    expect(html).toContain('<a href="/drops">y</a>');
  });
});

describe('byDateDesc', () => {
  it('orders newest first, then by slug', () => {
    const p = (slug: string, date: string) => ({ slug, date }) as BlogPost;
    const sorted = [p('b', '2024-01-01'), p('c', '2025-01-01'), p('a', '2024-01-01')].sort(byDateDesc);
    expect(sorted.map((x) => x.slug)).toEqual(['c', 'a', 'b']);
  });
});
