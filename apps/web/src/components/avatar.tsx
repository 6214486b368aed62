import { useState } from 'react';
import { cn } from '../lib/cn';
import { avatarInitial, avatarTone } from '../lib/avatar-fallback';

const TEXT_ON_TONE: Record<ReturnType<typeof avatarTone>, string> = {
  'bg-hot': 'text-white',
  'bg-zap': 'text-white',
  'bg-mint': 'text-ink',
  'bg-sky': 'text-ink',
  'bg-sun': 'text-ink',
};

interface AvatarProps {
  url: string | null | undefined;
  /** The member's shown name: the fallback's letter, and the image's alt text when `alt` is not given. */
  name: string;
  /** Keeps the fallback's colour stable when the shown name changes (the username). */
  seed?: string;
  /** Tailwind size and text classes, e.g. 'size-24 text-4xl'. */
  className?: string;
  /** '' when the name is written right next to the avatar. */
  alt?: string;
}

/** A member's picture, or their initial on a colour of their own when there is none (or it fails to load). */
export function Avatar({ url, name, seed, className, alt }: AvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const label = alt ?? name;
  if (url && failedUrl !== url) {
    return (
      <img
        src={url}
        alt={label}
        width={256}
        height={256}
        onError={() => setFailedUrl(url)}
        className={cn('shrink-0 rounded-full bg-line object-cover', className)}
      />
    );
  }
  const tone = avatarTone(seed ?? name);
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      className={cn(
        'flex shrink-0 select-none items-center justify-center rounded-full font-display font-extrabold',
        tone,
        TEXT_ON_TONE[tone],
        className,
      )}
    >
      {avatarInitial(name)}
    </span>
  );
}
