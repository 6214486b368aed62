import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost, BlogPostSummary } from '@dd/contracts';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

const blogDir = mkdtempSync(path.join(tmpdir(), 'dd-blog-'));
let ctx: TestContext;

function writePost(slug: string, date: string, extra = '') {
  writeFileSync(
    path.join(blogDir, `${slug}.md`),
    `---\ntitle: 'Post ${slug}'\ndate: '${date}'\nexcerpt: 'About ${slug}.'\nimage: /blog-images/${slug}.svg\nauthor: Maya\n${extra}---\n\n## Hello\n\nBody of **${slug}**.\n`,
  );
}

beforeAll(async () => {
  // Seven posts, written out of date order; the list shows the five newest.
  writePost('gamma', '2025-03-01');
  writePost('alpha', '2025-01-01');
  writePost('eta', '2025-07-01');
  writePost('beta', '2025-02-01');
  writePost('zeta', '2025-06-01');
  writePost('delta', '2025-04-01');
  writePost('epsilon', '2025-05-01');
  writeFileSync(path.join(blogDir, 'broken.md'), '---\ntitle: No date\n---\nText');
  writeFileSync(path.join(blogDir, 'README.md'), '# Not a post');
  mkdirSync(path.join(blogDir, 'images'));
  writeFileSync(path.join(blogDir, 'images', 'eta.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ctx = await createTestApp({ env: { BLOG_DIR: blogDir } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(blogDir, { recursive: true, force: true });
});

describe('GET /api/blog', () => {
  it('lists the five latest posts, newest first, as summaries', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/blog' });
    expect(res.statusCode).toBe(200);
    const { posts } = res.json<{ posts: BlogPostSummary[] }>();
    expect(posts.map((p) => p.slug)).toEqual(['eta', 'zeta', 'epsilon', 'delta', 'gamma']);
    expect(posts[0]).toEqual({
      slug: 'eta',
      title: 'Post eta',
      date: '2025-07-01',
      excerpt: 'About eta.',
      imageUrl: '/blog-images/eta.svg',
    });
  });
});

describe('GET /api/blog/:slug', () => {
  it('returns the full post with rendered HTML and author, also for posts beyond the list', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/blog/alpha' });
    expect(res.statusCode).toBe(200);
    const post = res.json<BlogPost>();
    expect(post).toMatchObject({ slug: 'alpha', title: 'Post alpha', date: '2025-01-01', author: 'Maya' });
    expect(post.html).toContain('<h2>Hello</h2>');
    expect(post.html).toContain('<strong>alpha</strong>');
  });

  it('answers 404 with the spec text for unknown and skipped posts', async () => {
    for (const slug of ['nope', 'broken', 'README', '..%2Fpackage']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/blog/${slug}` });
      expect(res.statusCode, slug).toBe(404);
      expect(res.json()).toEqual({ error: 'Blog Post Not Found', code: 'not_found' });
    }
  });
});

describe('GET /blog-images/*', () => {
  it('serves images with public caching', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/blog-images/eta.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('public');
    expect(res.body).toContain('<svg');
  });

  it('answers a JSON 4xx for a missing image and never leaves the folder', async () => {
    for (const url of ['/blog-images/missing.svg', '/blog-images/..%2Falpha.md']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      // A traversal attempt may be refused (403) rather than not found; either way nothing leaks.
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.json()).toEqual({
        error: expect.any(String),
        code: res.statusCode === 403 ? 'forbidden' : 'not_found',
      });
      expect(res.body).not.toContain('Body of');
    }
  });
});

describe('the repository blog', () => {
  it('loads the shipped posts without problems', async () => {
    const real = await createTestApp();
    try {
      const res = await real.app.inject({ method: 'GET', url: '/api/blog' });
      const { posts } = res.json<{ posts: BlogPostSummary[] }>();
      expect(posts.length).toBeGreaterThan(0);
      expect(posts.length).toBeLessThanOrEqual(5);
      const dates = posts.map((p) => p.date);
      expect([...dates].sort().reverse()).toEqual(dates);
    } finally {
      await real.close();
    }
  });
});
