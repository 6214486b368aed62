import type { ProductRetailerUpdate } from '../catalog/catalog.mapper.js';
import type { CreatorsImage, CreatorsItem, CreatorsListing } from './creators-api.wire.js';
import type { RetailerItem } from './retailer-provider.js';

const clean = (value: string | undefined): string | null => {
  const trimmed = value?.replace(/\s+/g, ' ').trim();
  return trimmed ? trimmed : null;
};

/** The biggest size the API sent for one image (the refresh asks for `large`). */
function imageUrl(image: CreatorsImage | undefined): string | null {
  if (!image) return null;
  return clean(image.large?.url) ?? clean(image.highRes?.url) ?? clean(image.medium?.url) ?? clean(image.small?.url);
}

/** The Buy Box winner's listing when the API marks one, else the first listing. */
export function pickListing(item: CreatorsItem): CreatorsListing | null {
  const listings = item.offersV2?.listings ?? [];
  return listings.find((l) => l.isBuyBoxWinner === true) ?? listings[0] ?? null;
}

/** `IN_STOCK` -> "In Stock", for listings that carry only the availability type. */
function humanize(type: string): string {
  return type
    .toLowerCase()
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** One GetItems item in the catalog's terms; null when the item carries no ASIN to match it by. */
export function mapCreatorsItem(item: CreatorsItem): RetailerItem | null {
  const asin = clean(item.asin);
  if (!asin) return null;
  const images: string[] = [];
  for (const url of [imageUrl(item.images?.primary), ...(item.images?.variants ?? []).map(imageUrl)]) {
    if (url && !images.includes(url)) images.push(url);
  }
  const listing = pickListing(item);
  const amount = listing?.price?.money?.amount;
  const price = typeof amount === 'number' && Number.isFinite(amount) && amount >= 0 ? amount : null;
  const availabilityType = clean(listing?.availability?.type);
  return {
    asin: asin.toUpperCase(),
    name: clean(item.itemInfo?.title?.displayValue),
    images,
    price,
    availability: clean(listing?.availability?.message) ?? (availabilityType ? humanize(availabilityType) : null),
  };
}

/** The columns a refreshed item writes (the catalog's terms); name and images only when the retailer sent them. */
export function toProductUpdate(item: RetailerItem, now: Date): ProductRetailerUpdate {
  return {
    name: item.name,
    imageUrl: item.images[0] ?? null,
    images: item.images.length > 0 ? item.images : null,
    priceCents: item.price === null ? null : Math.round(item.price * 100),
    availability: item.availability,
    lastUpdated: now.toISOString(),
  };
}
