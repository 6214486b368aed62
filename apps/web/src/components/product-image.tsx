import { useState } from 'react';
import { cn } from '../lib/cn';

/** An image that shows a 'No Image' placeholder when it fails to load. */
export function ProductImage({
  src,
  alt,
  className,
  priority = false,
}: {
  src: string;
  alt: string;
  className?: string;
  /** The page's largest image: loaded at once with high priority instead of lazily. */
  priority?: boolean;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return (
      <div
        className={cn('flex items-center justify-center bg-line text-sm font-bold text-muted', className)}
        role="img"
        aria-label={alt}
      >
        No Image
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      onError={() => setFailedSrc(src)}
    />
  );
}
