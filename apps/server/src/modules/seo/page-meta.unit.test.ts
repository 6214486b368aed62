import { describe, expect, it } from 'vitest';
import { findCollection, findSubcollection, normalizeProduct, type BlogPost } from '@dd/contracts';
import {
  absoluteUrl,
  blogPostMeta,
  collectionMeta,
  productMeta,
  schemaAvailability,
  staticMeta,
  subcollectionMeta,
} from './page-meta.js';
import { STATIC_PAGES } from './static-pages.js';

const site = { publicUrl: 'https://drops.example', siteName: 'Dopamine Drops' };
const NOW = new Date('2025-06-01T12:00:00Z');

const product = (over: Record<string, unknown> = {}) =>
  normalizeProduct(
    {
      _id: 'glow-cube',
      name: 'Glow Cube',
      description: 'A cube that glows. '.repeat(20),
      price: 19.5,
      imageUrl: '/catalog/glow.svg',
      images: ['/catalog/glow.svg', 'https://cdn.example/glow-2.png'],
      source: 'amazon',
      asin: 'B0GLOW',
      availability: 'In Stock',
      ...over,
    },
    NOW,
  );

describe('absoluteUrl', () => {
  it('prefixes site paths and keeps absolute URLs', () => {
    expect(absoluteUrl(site, '/a.svg')).toBe('https://drops.example/a.svg');
    expect(absoluteUrl(site, 'a.svg')).toBe('https://drops.example/a.svg');
    expect(absoluteUrl(site, 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(absoluteUrl(site, '//cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(absoluteUrl({ ...site, publicUrl: 'https://x.example/shop' }, '/a.svg')).toBe(
      'https://x.example/shop/a.svg',
    );
  });
});

describe('schemaAvailability', () => {
  it.each([
    ['Currently unavailable.', 'https://schema.org/OutOfStock'],
    ['Out of Stock', 'https://schema.org/OutOfStock'],
    ['Pre-order now', 'https://schema.org/PreOrder'],
    ['In Stock', 'https://schema.org/InStock'],
    [null, 'https://schema.org/InStock'],
  ])('maps retailer text to schema.org values: %j as %s', (text, value) => {
    expect(schemaAvailability(text)).toBe(value);
  });
});

describe('productMeta', () => {
  it('describes the product with title, trimmed description, canonical, image and an offer', () => {
    const meta = productMeta(product(), site);
    expect(meta).toMatchObject({
      status: 200,
      title: 'Glow Cube | Dopamine Drops',
      headline: 'Glow Cube',
      canonicalUrl: 'https://drops.example/product/glow-cube',
      image: 'https://drops.example/catalog/glow.svg',
      ogType: 'product',
    });
    expect(meta.description.length).toBeLessThanOrEqual(160);
    expect(meta.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Glow Cube',
      sku: 'B0GLOW',
      image: ['https://drops.example/catalog/glow.svg', 'https://cdn.example/glow-2.png'],
      offers: {
        '@type': 'Offer',
        price: '19.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://drops.example/product/glow-cube',
      },
    });
  });

  it('leaves the price out of the offer when it is not known', () => {
    const meta = productMeta(product({ price: null }), site);
    const offers = (meta.jsonLd as { offers: Record<string, unknown> }).offers;
    expect(offers).not.toHaveProperty('price');
    expect(offers).not.toHaveProperty('priceCurrency');
    expect(offers.availability).toBe('https://schema.org/InStock');
    expect(meta.extraProperties).toEqual([]);
  });

  it('encodes the id in the canonical URL', () => {
    expect(productMeta(product({ _id: 'a b/c' }), site).canonicalUrl).toBe('https://drops.example/product/a%20b%2Fc');
  });
});

describe('collection, subcollection and blog meta', () => {
  it('uses the collection name and description', () => {
    const tech = findCollection('tech');
    if (!tech) throw new Error('tech collection missing');
    expect(collectionMeta(tech, site)).toMatchObject({
      title: 'Tech That Slaps | Dopamine Drops',
      description: tech.description,
      canonicalUrl: 'https://drops.example/collections/tech',
    });
  });

  it('names the subcollection under its parent', () => {
    const parent = findCollection('partner');
    const sub = findSubcollection('partner', 'shirtvskins');
    if (!parent || !sub) throw new Error('partner/shirtvskins missing');
    const meta = subcollectionMeta(sub, parent, site);
    expect(meta.title).toBe(`${sub.name} | Partner Picks | Dopamine Drops`);
    expect(meta.canonicalUrl).toBe('https://drops.example/collections/partner/shirtvskins');
  });

  it('describes a blog post as a BlogPosting', () => {
    const post: BlogPost = {
      slug: 'gift-guide',
      title: 'Gift Guide',
      date: '2025-05-01',
      excerpt: 'Gifts.',
      imageUrl: '/blog-images/gift-guide.svg',
      author: 'Maya',
      html: '<p>x</p>',
    };
    const meta = blogPostMeta(post, site);
    expect(meta).toMatchObject({ title: 'Gift Guide | Dopamine Drops', ogType: 'article' });
    expect(meta.jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Gift Guide',
      datePublished: '2025-05-01',
      image: 'https://drops.example/blog-images/gift-guide.svg',
      author: { '@type': 'Person', name: 'Maya' },
    });
  });
});

describe('staticMeta', () => {
  const page = (pattern: string) => {
    const found = STATIC_PAGES.find((p) => p.pattern === pattern);
    if (!found) throw new Error(pattern);
    return found;
  };

  it('gives indexable pages a canonical URL and private ones noindex', () => {
    expect(staticMeta(page('/about'), '/about', site)).toMatchObject({
      status: 200,
      title: 'About Us | Dopamine Drops',
      canonicalUrl: 'https://drops.example/about',
    });
    const login = staticMeta(page('/login'), '/login', site);
    expect(login.noindex).toBe(true);
    expect(login.canonicalUrl).toBeUndefined();
  });

  it('gives the home page a WebSite search action', () => {
    expect(staticMeta(page('/'), '/', site).jsonLd).toMatchObject({
      '@type': 'WebSite',
      url: 'https://drops.example/',
      potentialAction: { target: 'https://drops.example/search?q={search_term_string}' },
    });
  });
});
