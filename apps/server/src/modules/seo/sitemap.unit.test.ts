import { describe, expect, it } from 'vitest';
import { buildSitemapXml, robotsTxt } from './sitemap.js';

describe('buildSitemapXml', () => {
  it('writes one escaped <url> per entry', () => {
    const xml = buildSitemapXml([
      { loc: 'https://drops.example/' },
      { loc: 'https://drops.example/product/a?x=1&y=2', lastmod: '2025-05-01' },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml).toContain('<url><loc>https://drops.example/</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://drops.example/product/a?x=1&amp;y=2</loc><lastmod>2025-05-01</lastmod></url>',
    );
    expect(xml.trim().endsWith('</urlset>')).toBe(true);
  });

  it('stops at the URL limit, keeping the first entries', () => {
    const entries = Array.from({ length: 8 }, (_, i) => ({ loc: `https://d.example/${i}` }));
    const xml = buildSitemapXml(entries, 5);
    expect(xml.match(/<url>/g)).toHaveLength(5);
    expect(xml).toContain('https://d.example/4<');
    expect(xml).not.toContain('https://d.example/5<');
  });
});

describe('robotsTxt', () => {
  it('allows all but the API, outbound links and admin, and names the sitemap', () => {
    const lines = robotsTxt('https://drops.example').split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /go/',
        'Disallow: /admin',
        'Sitemap: https://drops.example/sitemap.xml',
      ]),
    );
  });
});
