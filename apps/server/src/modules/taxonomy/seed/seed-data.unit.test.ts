import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS, COLLECTION_IDS, EASTER_EGG_PRODUCT_IDS, PLACEHOLDER_IMAGE, SUBCOLLECTIONS } from '@dd/contracts';
import { SEED_PRODUCTS } from './seed-data.js';

const PUBLIC_DIR = fileURLToPath(new URL('../../../../../web/public', import.meta.url));
const PRODUCTS_DIR = join(PUBLIC_DIR, 'catalog/products');

const amazon = SEED_PRODUCTS.filter((p) => p.source === 'amazon');
const others = SEED_PRODUCTS.filter((p) => p.source === 'other');
const inCategory = (id: string) => SEED_PRODUCTS.filter((p) => p.categories.includes(id));

describe('seed catalog', () => {
  it('fills a whole store: at least 80 products, about a fifth from other retailers', () => {
    expect(SEED_PRODUCTS.length).toBeGreaterThanOrEqual(80);
    expect(others.length).toBeGreaterThanOrEqual(16);
    expect(others.length / SEED_PRODUCTS.length).toBeLessThan(0.3);
  });

  it('covers every collection, with both retailer tabs non-empty outside partner', () => {
    for (const id of COLLECTION_IDS) {
      const products = inCategory(id);
      expect(products.length, id).toBeGreaterThanOrEqual(4);
      if (id === 'partner') continue;
      expect(
        products.some((p) => p.source === 'amazon'),
        `${id} amazon`,
      ).toBe(true);
      expect(
        products.some((p) => p.source === 'other'),
        `${id} other`,
      ).toBe(true);
    }
  });

  it('fills the shirtvskins subcollection under its parent', () => {
    for (const sub of SUBCOLLECTIONS) {
      const products = inCategory(sub.id);
      expect(products.length, sub.id).toBeGreaterThanOrEqual(4);
      for (const p of products) expect(p.categories, p.id).toContain(sub.parentId);
    }
  });

  it('contains the five easter-egg products', () => {
    const ids = new Set(SEED_PRODUCTS.map((p) => p.id));
    for (const id of EASTER_EGG_PRODUCT_IDS) expect(ids.has(id), id).toBe(true);
  });

  it('uses unique, well-formed ids and asins', () => {
    const ids = SEED_PRODUCTS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const id of ids) expect(id.length).toBeLessThanOrEqual(64);
    const asins = amazon.map((p) => p.asin);
    expect(new Set(asins).size).toBe(asins.length);
    for (const asin of asins) expect(asin).toMatch(/^B0DD[A-Z0-9]{6}$/);
    for (const p of others) expect(p.asin, p.id).toBeNull();
  });

  it('gives every product 1-3 valid categories and a readable description', () => {
    for (const p of SEED_PRODUCTS) {
      expect(p.categories.length, p.id).toBeGreaterThanOrEqual(1);
      expect(p.categories.length, p.id).toBeLessThanOrEqual(3);
      expect(new Set(p.categories).size, p.id).toBe(p.categories.length);
      for (const c of p.categories) expect(CATEGORY_IDS, `${p.id}: ${c}`).toContain(c);
      expect(p.description.length, p.id).toBeGreaterThanOrEqual(40);
      expect(p.description.length, p.id).toBeLessThanOrEqual(300);
      expect(p.name.trim().length, p.id).toBeGreaterThan(0);
    }
  });

  it('links amazon products to a tagged search and others to a real retailer search', () => {
    for (const p of amazon)
      expect(p.affiliateUrl, p.id).toMatch(/^https:\/\/www\.amazon\.com\/s\?k=[^&\s]+&tag=dopaminedrops-20$/);
    for (const p of others)
      expect(p.affiliateUrl, p.id).toMatch(
        /^https:\/\/www\.(etsy\.com\/search\?q=|uncommongoods\.com\/search\?q=|target\.com\/s\?searchTerm=)[^&\s]+$/,
      );
  });

  it('has prices with at most two decimals and a few "not available" ones', () => {
    const missing = SEED_PRODUCTS.filter((p) => p.price === null);
    expect(missing.length).toBeGreaterThanOrEqual(3);
    expect(missing.length).toBeLessThanOrEqual(4);
    for (const p of SEED_PRODUCTS) {
      if (p.price === null) continue;
      expect(p.price, p.id).toBeGreaterThan(0);
      expect(Math.round(p.price * 100) / 100, p.id).toBe(p.price);
    }
  });

  it('has enough viral amazon products for the home page and recent drops', () => {
    expect(amazon.filter((p) => p.viralFactor).length).toBeGreaterThanOrEqual(16);
    expect(others.some((p) => p.viralFactor)).toBe(true);
    expect(amazon.filter((p) => p.daysAgo <= 6).length).toBeGreaterThanOrEqual(12);
    for (const p of SEED_PRODUCTS) {
      expect(Number.isInteger(p.daysAgo), p.id).toBe(true);
      expect(p.daysAgo, p.id).toBeGreaterThanOrEqual(0);
      expect(p.daysAgo, p.id).toBeLessThanOrEqual(42);
    }
  });

  it('shows several images for some products', () => {
    expect(SEED_PRODUCTS.filter((p) => p.images.length >= 2).length).toBeGreaterThanOrEqual(12);
    for (const p of SEED_PRODUCTS) {
      expect(p.images.length, p.id).toBeGreaterThanOrEqual(1);
      expect(p.images.length, p.id).toBeLessThanOrEqual(3);
      expect(p.imageUrl, p.id).toBe(p.images[0]);
    }
  });

  it('references local illustrations that exist, and ships no orphan ones', () => {
    const referenced = new Set<string>();
    for (const p of SEED_PRODUCTS)
      for (const url of p.images) {
        expect(url, p.id).toMatch(new RegExp(`^/catalog/products/${p.id}-\\d\\.svg$`));
        expect(existsSync(join(PUBLIC_DIR, url)), url).toBe(true);
        referenced.add(url.split('/').pop()!);
      }
    expect(readdirSync(PRODUCTS_DIR).sort()).toEqual([...referenced].sort());
    expect(existsSync(join(PUBLIC_DIR, PLACEHOLDER_IMAGE))).toBe(true);
    for (const sub of SUBCOLLECTIONS) expect(existsSync(join(PUBLIC_DIR, sub.imageUrl)), sub.imageUrl).toBe(true);
  });

  it('keeps the illustrations small, square and self-contained', () => {
    for (const file of readdirSync(PRODUCTS_DIR)) {
      const path = join(PRODUCTS_DIR, file);
      const svg = readFileSync(path, 'utf8');
      expect(statSync(path).size, file).toBeLessThan(6 * 1024);
      expect(svg, file).toContain('viewBox="0 0 800 800"');
      expect(svg, file).not.toMatch(/<script|<image|<text|href=|url\((?!#)|on[a-z]+=/i);
      // Emoji render differently per platform, so the art never relies on them.
      expect(svg, file).not.toMatch(/\p{Extended_Pictographic}/u);
    }
  });
});
