import type { ProductInput } from '../../modules/catalog/catalog.mapper.js';

export type SeedProduct = Omit<ProductInput, 'dropDate' | 'lastUpdated'> & { daysAgo: number };

export const SEED_PRODUCTS: SeedProduct[] = [
  {
    id: 'egg-glow-cube',
    asin: 'B0DDGLOW01',
    name: 'Glow Cube Night Light',
    description: 'A squishy cube that glows in sixteen colours and changes mood when you tap it.',
    price: 24.99,
    imageUrl: '/catalog/products/egg-glow-cube-1.svg',
    images: ['/catalog/products/egg-glow-cube-1.svg', '/catalog/products/egg-glow-cube-2.svg'],
    affiliateUrl: 'https://www.amazon.com/dp/B0DDGLOW01?tag=dopaminedrops-20',
    viralFactor: '🔥 2M views',
    categories: ['tech', 'home', 'tiktok'],
    source: 'amazon',
    availability: 'In Stock',
    daysAgo: 1,
  },
];
