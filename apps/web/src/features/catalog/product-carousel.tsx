import { useRef, useState, type ReactNode } from 'react';
import { ProductImage } from '../../components/product-image';
import { cn } from '../../lib/cn';
import { nextIndex, previousIndex, swipeStep, wrapIndex } from './carousel';

interface ProductCarouselProps {
  images: string[];
  name: string;
  /** Extra content laid over the image (badges, the hidden egg). */
  overlay?: ReactNode;
  /** Extra classes of the image's frame (a square by default), e.g. a shorter frame on phones. */
  frameClassName?: string;
  /** The page's largest image: its first image loads at once, with high priority. */
  priority?: boolean;
}

const ARROW =
  'absolute top-1/2 z-10 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-surface/90 text-xl font-bold text-ink shadow-card transition hover:scale-110 hover:bg-surface';

/**
 * The product's images: arrows that wrap around (only with more than one image), dots, swipe and
 * arrow keys. Mount it with `key={productId}` so a new product starts at its first image.
 */
export function ProductCarousel({ images, name, overlay, frameClassName, priority = false }: ProductCarouselProps) {
  const [index, setIndex] = useState(0);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  const many = count > 1;
  const current = wrapIndex(index, count);
  const src = images[current] ?? '';

  const next = () => setIndex((i) => nextIndex(i, count));
  const previous = () => setIndex((i) => previousIndex(i, count));

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={`Images of ${name}`}
      className="flex flex-col gap-3"
      onKeyDown={(e) => {
        if (!many) return;
        if (e.key === 'ArrowRight') next();
        else if (e.key === 'ArrowLeft') previous();
      }}
    >
      <div
        className={cn('relative aspect-square overflow-hidden rounded-card bg-surface shadow-card', frameClassName)}
        onTouchStart={(e) => {
          const t = e.touches[0];
          touchStart.current = t ? { x: t.clientX, y: t.clientY } : null;
        }}
        onTouchEnd={(e) => {
          const start = touchStart.current;
          const t = e.changedTouches[0];
          touchStart.current = null;
          if (!many || !start || !t) return;
          const step = swipeStep(t.clientX - start.x, t.clientY - start.y);
          if (step !== 0) setIndex((i) => wrapIndex(i + step, count));
        }}
      >
        <ProductImage
          key={src}
          src={src}
          alt={many ? `${name}, image ${current + 1} of ${count}` : name}
          className="size-full object-cover"
          priority={priority && current === 0}
        />
        {overlay}
        {many && (
          <>
            <button type="button" onClick={previous} aria-label="Previous image" className={cn(ARROW, 'left-3')}>
              <span aria-hidden>‹</span>
            </button>
            <button type="button" onClick={next} aria-label="Next image" className={cn(ARROW, 'right-3')}>
              <span aria-hidden>›</span>
            </button>
          </>
        )}
      </div>
      {many && (
        <div className="flex justify-center" role="group" aria-label="Choose an image">
          {images.map((img, i) => (
            <button
              key={img}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={`Show image ${i + 1} of ${count}`}
              aria-current={i === current ? 'true' : undefined}
              className="group flex size-11 items-center justify-center rounded-full"
            >
              <span
                aria-hidden
                className={cn(
                  'block h-2.5 rounded-pill transition-all',
                  i === current ? 'w-7 bg-hot' : 'w-2.5 bg-ink/25 group-hover:bg-ink/50',
                )}
              />
            </button>
          ))}
        </div>
      )}
      <p className="sr-only" aria-live="polite">
        {many ? `Image ${current + 1} of ${count}` : ''}
      </p>
    </div>
  );
}
