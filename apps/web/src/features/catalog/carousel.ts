/** Carousel index arithmetic: previous and next wrap around (storefront spec section 4). */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

export function nextIndex(index: number, length: number): number {
  return wrapIndex(index + 1, length);
}

export function previousIndex(index: number, length: number): number {
  return wrapIndex(index - 1, length);
}

/** Horizontal swipes shorter than this (px) are taps or scroll jitter. */
export const SWIPE_MIN_PX = 40;

/**
 * Reads a touch gesture: a mostly horizontal move of at least `SWIPE_MIN_PX` is a swipe.
 * A swipe to the left shows the next image, like turning a page.
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** The images to show: the product's list, else its main image; never an empty list. */
export function carouselImages(images: readonly string[], imageUrl: string): string[] {
  const list = images.filter((src) => src.trim() !== '');
  return list.length > 0 ? Array.from(new Set(list)) : [imageUrl];
}
