import { SCROLL_ANCHOR_ATTRIBUTE } from './use-keep-scroll-position';

/** Spread on an element the scroll position is kept by while replies load above it. */
export const scrollAnchor = { [SCROLL_ANCHOR_ATTRIBUTE]: '' };
