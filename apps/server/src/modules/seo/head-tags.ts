import { escapeHtml, safeJsonForScript } from '../../platform/escape-html.js';

/** What a page tells search engines and link previews. */
export interface PageMeta {
  status: number;
  /** The document title, complete. */
  title: string;
  /** The page's own name for previews (og:title); defaults to the title. */
  headline?: string;
  description: string;
  /** Absolute URL; none for pages that should not be indexed under their own address. */
  canonicalUrl?: string;
  /** Absolute URL. */
  image?: string;
  ogType: 'website' | 'product' | 'article';
  noindex?: boolean;
  /** Extra `<meta property>` pairs, e.g. product price. */
  extraProperties?: ReadonlyArray<readonly [string, string]>;
  jsonLd?: Record<string, unknown>;
}

const tag = (name: 'name' | 'property', key: string, content: string) =>
  `<meta ${name}="${escapeHtml(key)}" content="${escapeHtml(content)}">`;

/** PageMeta -> the markup placed at `<!--app-head-->`. Every value is escaped. */
export function renderHeadTags(meta: PageMeta, siteName: string): string {
  const lines = [`<title>${escapeHtml(meta.title)}</title>`, tag('name', 'description', meta.description)];
  if (meta.noindex) lines.push(tag('name', 'robots', 'noindex'));
  if (meta.canonicalUrl) lines.push(`<link rel="canonical" href="${escapeHtml(meta.canonicalUrl)}">`);
  lines.push(
    tag('property', 'og:site_name', siteName),
    tag('property', 'og:title', meta.headline ?? meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:type', meta.ogType),
  );
  if (meta.canonicalUrl) lines.push(tag('property', 'og:url', meta.canonicalUrl));
  if (meta.image) lines.push(tag('property', 'og:image', meta.image));
  for (const [key, value] of meta.extraProperties ?? []) lines.push(tag('property', key, value));
  lines.push(tag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'));
  if (meta.jsonLd) lines.push(`<script type="application/ld+json">${safeJsonForScript(meta.jsonLd)}</script>`);
  return lines.join('\n    ');
}
