/**
 * `@username` mentions in forum posts (issue 25): which names a post mentions (the server tells those members)
 * and where they sit in the text (the web shows them as links to the profile). Pure and zod-free; server and web
 * read the same text the same way.
 */
import { USERNAME_MAX, USERNAME_MIN } from './constants.js';

/** Distinct names one post may mention: more are read as plain text (a post cannot page the whole forum). */
export const MENTIONS_PER_POST_MAX = 10;

/** A piece of a post's text: words as typed, or a mention (`text` is `@name` as typed, `username` the name). */
export type MentionPart = { kind: 'text'; text: string } | { kind: 'mention'; text: string; username: string };

// `@` and a whole username (USERNAME_PATTERN's characters): a longer run of them is no username, so no mention.
const MENTION = new RegExp(`@([A-Za-z0-9_-]{${USERNAME_MIN},${USERNAME_MAX}})(?![A-Za-z0-9_-])`, 'g');
// Before the `@`: a letter or digit makes it an address (bob@example.com); these make it part of a link's path
// or query (https://example.com/@bob, ?u=@bob) or of another mention.
const NOT_BEFORE = /[\p{L}\p{N}_\-@/.+=&?#%~:]/u;

/** The post's text split into plain text and mentions, in order; joined back, the parts are the text. */
export function mentionParts(text: string): MentionPart[] {
  const parts: MentionPart[] = [];
  let index = 0;
  for (const match of text.matchAll(MENTION)) {
    const start = match.index;
    if (start > 0 && NOT_BEFORE.test(text[start - 1] ?? '')) continue;
    if (start > index) parts.push({ kind: 'text', text: text.slice(index, start) });
    parts.push({ kind: 'mention', text: match[0], username: match[1] ?? '' });
    index = start + match[0].length;
  }
  if (index < text.length) parts.push({ kind: 'text', text: text.slice(index) });
  return parts;
}

/** The lower-cased form two spellings of one username share (usernames are unique without regard to case). */
export const mentionKey = (username: string): string => username.toLowerCase();

/**
 * The names a post mentions, each once whatever its case (as first spelled), in order, at most `max` of them.
 */
export function mentionedUsernames(text: string, max = MENTIONS_PER_POST_MAX): string[] {
  const seen = new Map<string, string>();
  for (const part of mentionParts(text)) {
    if (seen.size >= max) break;
    if (part.kind === 'mention' && !seen.has(mentionKey(part.username))) {
      seen.set(mentionKey(part.username), part.username);
    }
  }
  return [...seen.values()];
}
