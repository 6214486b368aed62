import type { TextToken } from '../src/features/forum/linkify';
import type { PostPart } from '../src/features/forum/post-parts';

/** Tests only: the pieces linkify and postParts return, written short: words, an address, a member's mention. */
export const words = (typed: string): TextToken => ({ kind: 'text', text: typed });
export const link = (address: string, href = address): TextToken => ({ kind: 'link', text: address, href });
export const mention = (name: string, href: string): PostPart => ({ kind: 'mention', text: name, href });
