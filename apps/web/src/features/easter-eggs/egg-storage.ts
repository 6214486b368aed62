import { EASTER_EGG_PRODUCT_IDS } from '@dd/contracts';

/** Local storage keys of the spec (storefront section 3). */
export const FOUND_EGGS_KEY = 'foundEasterEggs';
export const justFoundKey = (productId: string): string => `easterEggJustFound_${productId}`;

/** The slice of the Web Storage API the egg logic uses, so tests can pass a plain object. */
export type EggStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function isEggProduct(productId: string): boolean {
  return (EASTER_EGG_PRODUCT_IDS as readonly string[]).includes(productId);
}

/** The ids found so far; a missing or corrupt entry reads as none found. */
export function readFoundEggs(storage: EggStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(FOUND_EGGS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The hidden gift shows only on an egg product whose egg is still unfound. */
export function shouldShowGift(storage: EggStorage, productId: string): boolean {
  return isEggProduct(productId) && !readFoundEggs(storage).includes(productId);
}

/** Records a find: adds the id once to the found list and raises the just-found flag. */
export function recordEggFound(storage: EggStorage, productId: string): void {
  const found = readFoundEggs(storage);
  if (!found.includes(productId)) found.push(productId);
  storage.setItem(FOUND_EGGS_KEY, JSON.stringify(found));
  storage.setItem(justFoundKey(productId), 'true');
}

export function isJustFound(storage: EggStorage, productId: string): boolean {
  return storage.getItem(justFoundKey(productId)) === 'true';
}

export function clearJustFound(storage: EggStorage, productId: string): void {
  storage.removeItem(justFoundKey(productId));
}

/** Whole seconds left of a countdown, for display ("5", "4" ... "1"). */
export function secondsLeft(remainingMs: number): number {
  return Math.max(0, Math.ceil(remainingMs / 1000));
}
