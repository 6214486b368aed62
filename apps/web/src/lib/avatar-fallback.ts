/** The letter a fallback avatar shows. */
export function avatarInitial(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase('en-US') : '?';
}

/** Fallback avatar colours (design tokens); a member always gets the same one. */
export const AVATAR_TONES = ['bg-hot', 'bg-zap', 'bg-mint', 'bg-sky', 'bg-sun'] as const;

export function avatarTone(seed: string): (typeof AVATAR_TONES)[number] {
  let hash = 0;
  for (const ch of seed) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_TONES[hash % AVATAR_TONES.length] ?? AVATAR_TONES[0];
}
