import { href, mentionKey, mentionParts, type Mention } from '@dd/contracts';
import { linkify } from './linkify';

/**
 * A piece of a forum post as shown: words as typed, an http(s) address, or an `@username` of a member the server
 * found (a link to their profile). A name nobody has stays text.
 */
export type PostPart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'mention'; text: string; href: string };

/** Splits a post into its parts; addresses first, so a name inside an address stays part of it. */
export function postParts(text: string, mentions: readonly Mention[] = []): PostPart[] {
  const members = new Map(mentions.map((m) => [mentionKey(m.username), m.user_id]));
  const parts: PostPart[] = [];
  const pushText = (piece: string) => {
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += piece;
    else parts.push({ kind: 'text', text: piece });
  };
  for (const token of linkify(text)) {
    if (token.kind === 'link') {
      parts.push(token);
      continue;
    }
    for (const part of mentionParts(token.text)) {
      const id = part.kind === 'mention' ? members.get(mentionKey(part.username)) : undefined;
      if (id === undefined) pushText(part.text);
      else parts.push({ kind: 'mention', text: part.text, href: href('userProfile', { id }) });
    }
  }
  return parts;
}
