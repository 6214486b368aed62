import { escapeHtml } from '../../platform/escape-html.js';

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** W3C datetime (YYYY-MM-DD or a full ISO timestamp). */
  lastmod?: string;
}

/** Entries -> sitemap XML; anything beyond `max` URLs is left out, the earlier entries win. */
export function buildSitemapXml(entries: readonly SitemapEntry[], max = SITEMAP_MAX_URLS): string {
  const urls = entries.slice(0, max).map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${escapeHtml(e.lastmod)}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(e.loc)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawl everything public; keep the API, the outbound redirects and admin screens out. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /go/',
    'Disallow: /admin',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
