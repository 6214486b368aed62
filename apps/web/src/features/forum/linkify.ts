/** A piece of plain forum text: words as they were typed, or an http(s) address to show as a link. */
export type TextToken = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// A candidate address: http:// or https:// then anything up to white space or a character that cannot
// stand unescaped in a URL. What it may end with is decided below.
const CANDIDATE = /https?:\/\/[^\s<>"'`{}|\\^]+/gi;
// Punctuation that ends a sentence more often than an address.
const TRAILING = /[.,;:!?*_~]$/;
const CLOSERS: Record<string, string> = { ')': '(', ']': '[' };

function count(text: string, ch: string): number {
  let n = 0;
  for (const c of text) if (c === ch) n += 1;
  return n;
}

/** Drops sentence punctuation and unmatched closing brackets from the end of an address. */
function trimTrailing(candidate: string): string {
  let url = candidate;
  for (;;) {
    const last = url.at(-1) ?? '';
    if (TRAILING.test(last)) {
      url = url.slice(0, -1);
      continue;
    }
    const opener = CLOSERS[last];
    // "(see https://en.wikipedia.org/wiki/Foo_(bar))": keep the pair, drop the sentence's bracket.
    if (opener !== undefined && count(url, last) > count(url, opener)) {
      url = url.slice(0, -1);
      continue;
    }
    return url;
  }
}

/** The address a link may point to, or null when it is not a usable http(s) URL. */
export function safeHref(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
  return url.href;
}

/**
 * Splits plain text into text and http(s) links, for rendering as React text nodes and anchors (never as
 * HTML). Trailing punctuation stays text; any other scheme (javascript:, data:) is never a link.
 */
export function linkify(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  let plain = '';
  let index = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const start = match.index;
    // Part of a longer word ("xhttp://..."): not an address of its own.
    const before = start > 0 ? text[start - 1] : '';
    if (before && /[\p{L}\p{N}_]/u.test(before)) continue;
    const url = trimTrailing(match[0]);
    const href = safeHref(url);
    // "https://" alone, or an address without a host.
    if (href === null || url.length <= url.indexOf('//') + 2) continue;
    plain += text.slice(index, start);
    if (plain) tokens.push({ kind: 'text', text: plain });
    plain = '';
    tokens.push({ kind: 'link', text: url, href });
    index = start + url.length;
  }
  plain += text.slice(index);
  if (plain) tokens.push({ kind: 'text', text: plain });
  return tokens;
}
