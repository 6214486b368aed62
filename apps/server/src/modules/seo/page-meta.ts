import { TAGLINE, type BlogPost, type Collection, type Product, type Subcollection } from '@dd/contracts';
import type { PageMeta } from './head-tags.js';
import { metaDescription } from './meta-description.js';
import type { ThreadHead } from '../forum/forum.service.js';
import type { StaticPage } from './static-pages.js';

export interface SiteInfo {
  /** Without a trailing slash. */
  publicUrl: string;
  siteName: string;
}

const SCHEMA = 'https://schema.org';

/** Site paths become absolute under the public URL (which may itself carry a path). */
export function absoluteUrl(site: SiteInfo, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  if (pathOrUrl.startsWith('//')) return `https:${pathOrUrl}`;
  return `${site.publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

const fullTitle = (site: SiteInfo, name: string) => `${name} | ${site.siteName}`;

/** The retailer's free-text availability as a schema.org ItemAvailability; listed means in stock. */
export function schemaAvailability(availability: string | null): string {
  const text = (availability ?? '').toLowerCase();
  if (/out of stock|unavailable|sold out/.test(text)) return `${SCHEMA}/OutOfStock`;
  if (/pre-?order/.test(text)) return `${SCHEMA}/PreOrder`;
  if (/back-?order/.test(text)) return `${SCHEMA}/BackOrder`;
  return `${SCHEMA}/InStock`;
}

export function productMeta(product: Product, site: SiteInfo): PageMeta {
  const url = absoluteUrl(site, `/product/${encodeURIComponent(product._id)}`);
  const images = (product.images.length > 0 ? product.images : [product.imageUrl]).map((i) => absoluteUrl(site, i));
  const description = metaDescription(product.description);
  const known = product.price !== null;
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    url,
    availability: schemaAvailability(product.availability),
    // The price is shown only when the retailer's price is known.
    ...(known ? { price: product.price?.toFixed(2), priceCurrency: 'USD' } : {}),
  };
  return {
    status: 200,
    title: fullTitle(site, product.name),
    headline: product.name,
    description,
    canonicalUrl: url,
    image: absoluteUrl(site, product.imageUrl),
    ogType: 'product',
    extraProperties: known
      ? [
          ['product:price:amount', product.price?.toFixed(2) ?? ''],
          ['product:price:currency', 'USD'],
        ]
      : [],
    jsonLd: {
      '@context': SCHEMA,
      '@type': 'Product',
      name: product.name,
      description,
      image: images,
      sku: product.asin ?? product._id,
      url,
      offers: offer,
    },
  };
}

export function collectionMeta(collection: Pick<Collection, 'id' | 'name' | 'description'>, site: SiteInfo): PageMeta {
  const url = absoluteUrl(site, `/collections/${encodeURIComponent(collection.id)}`);
  return {
    status: 200,
    title: fullTitle(site, collection.name),
    headline: collection.name,
    description: metaDescription(collection.description),
    canonicalUrl: url,
    ogType: 'website',
    jsonLd: {
      '@context': SCHEMA,
      '@type': 'CollectionPage',
      name: collection.name,
      description: collection.description,
      url,
    },
  };
}

export function subcollectionMeta(sub: Subcollection, parent: Collection, site: SiteInfo): PageMeta {
  const url = absoluteUrl(site, `/collections/${encodeURIComponent(parent.id)}/${encodeURIComponent(sub.id)}`);
  return {
    status: 200,
    title: fullTitle(site, `${sub.name} | ${parent.name}`),
    headline: sub.name,
    description: metaDescription(sub.description),
    canonicalUrl: url,
    image: absoluteUrl(site, sub.imageUrl),
    ogType: 'website',
    jsonLd: {
      '@context': SCHEMA,
      '@type': 'CollectionPage',
      name: sub.name,
      description: sub.description,
      url,
      image: absoluteUrl(site, sub.imageUrl),
    },
  };
}

export function blogPostMeta(post: BlogPost, site: SiteInfo): PageMeta {
  const url = absoluteUrl(site, `/blog/${encodeURIComponent(post.slug)}`);
  const image = absoluteUrl(site, post.imageUrl);
  return {
    status: 200,
    title: fullTitle(site, post.title),
    headline: post.title,
    description: metaDescription(post.excerpt),
    canonicalUrl: url,
    image,
    ogType: 'article',
    extraProperties: [
      ['article:published_time', post.date],
      ['article:author', post.author],
    ],
    jsonLd: {
      '@context': SCHEMA,
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      datePublished: post.date,
      image,
      author: { '@type': 'Person', name: post.author },
      publisher: { '@type': 'Organization', name: site.siteName },
      mainEntityOfPage: url,
      url,
    },
  };
}

export function forumThreadMeta(thread: ThreadHead, site: SiteInfo): PageMeta {
  const url = absoluteUrl(site, `/forum/thread/${thread.id}`);
  const image = thread.image_url ? absoluteUrl(site, thread.image_url) : null;
  return {
    status: 200,
    title: fullTitle(site, thread.title),
    headline: thread.title,
    description: metaDescription(thread.content),
    canonicalUrl: url,
    ...(image ? { image } : {}),
    ogType: 'article',
    extraProperties: [['article:published_time', thread.created_at]],
    jsonLd: {
      '@context': SCHEMA,
      '@type': 'DiscussionForumPosting',
      headline: thread.title,
      text: thread.content,
      datePublished: thread.created_at,
      author: { '@type': 'Person', name: thread.author },
      interactionStatistic: {
        '@type': 'InteractionCounter',
        interactionType: `${SCHEMA}/CommentAction`,
        userInteractionCount: thread.reply_count,
      },
      ...(image ? { image } : {}),
      mainEntityOfPage: url,
      url,
    },
  };
}

export function staticMeta(page: StaticPage, path: string, site: SiteInfo): PageMeta {
  const url = absoluteUrl(site, path);
  const isHome = page.pattern === '/';
  return {
    status: 200,
    title: fullTitle(site, page.title),
    headline: isHome ? site.siteName : page.title,
    description: page.description,
    ...(page.noindex ? { noindex: true } : { canonicalUrl: url }),
    ogType: 'website',
    ...(isHome
      ? {
          jsonLd: {
            '@context': SCHEMA,
            '@type': 'WebSite',
            name: site.siteName,
            url: `${site.publicUrl}/`,
            potentialAction: {
              '@type': 'SearchAction',
              target: `${site.publicUrl}/search?q={search_term_string}`,
              'query-input': 'required name=search_term_string',
            },
          },
        }
      : {}),
  };
}

/** The app renders its own "not found" view; the head says the same and keeps it out of the index. */
export function notFoundMeta(what: string, site: SiteInfo): PageMeta {
  return {
    status: 404,
    title: fullTitle(site, what),
    headline: what,
    description: `${what}. Browse the collections on ${site.siteName} for more weird finds.`,
    ogType: 'website',
    noindex: true,
  };
}

/** The data behind the page could not be read; crawlers should come back later. */
export function unavailableMeta(site: SiteInfo): PageMeta {
  return {
    status: 503,
    title: site.siteName,
    description: TAGLINE,
    ogType: 'website',
    noindex: true,
  };
}
