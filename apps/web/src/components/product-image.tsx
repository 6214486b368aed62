import { useCallback, useState } from 'react';
import { cn } from '../lib/cn';

interface ProductImageProps {
  src: string;
  alt: string;
  className?: string;
  /** The page's largest image: loaded at once with high priority instead of lazily. */
  priority?: boolean;
  /** In the first screen (the first cards of a list): loaded at once, at the browser's own priority. */
  eager?: boolean;
}

/**
 * An image that shows a 'No Image' placeholder when it fails to load. Lazy unless `priority` or `eager`; its box
 * is sized by the caller (a square or fixed frame), so nothing moves when it arrives.
 */
export function ProductImage({ src, alt, className, priority = false, eager = false }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // A server-rendered image may have failed before React attached onError: checked once it is in the page.
  const checkLoaded = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailedSrc(src);
    },
    [src],
  );
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
      ref={checkLoaded}
      src={src}
      alt={alt}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      onError={() => setFailedSrc(src)}
    />
  );
}
