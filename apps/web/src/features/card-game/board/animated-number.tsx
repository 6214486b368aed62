import { useEffect, useRef, useState } from 'react';
import { cn } from '../../../lib/cn';
import { countFrame, deltaText } from './stat-change';
import { useFleetingState } from '../../../lib/use-fleeting-state';

/** How long the '+2' chip stays up after a change. */
const CHIP_MS = 1_400;

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A number on the board that shows its changes (issue 22): it counts to the new value with a short pulse and a
 * '+2' / '−1' chip. Under `prefers-reduced-motion` it changes at once, without the pulse; the chip still says what
 * changed.
 */
export function AnimatedNumber({
  value,
  className,
  testId,
  chip = true,
}: {
  value: number;
  className?: string;
  testId?: string;
  chip?: boolean;
}) {
  const [shown, setShown] = useState(value);
  const [change, setChange] = useFleetingState<{ key: number; delta: number } | null>(null, CHIP_MS);
  const previous = useRef(value);

  useEffect(() => {
    const from = previous.current;
    previous.current = value;
    if (from === value) return;
    setChange((c) => ({ key: (c?.key ?? 0) + 1, delta: value - from }));
    if (reducedMotion()) {
      setShown(value);
      return;
    }
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const next = countFrame(from, value, now - start);
      setShown(next);
      if (next !== value) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => {
      cancelAnimationFrame(frame);
      setShown(value);
    };
  }, [value, setChange]);

  // The numbers on screen are drawn from attributes (CSS `content`), so the page's text, which screen readers and
  // tests read, is only ever the value itself.
  return (
    <span className={cn('relative inline-flex tabular-nums', className)} data-testid={testId} data-value={value}>
      <span
        key={change?.key ?? 0}
        aria-hidden
        data-shown={shown}
        className={cn(
          'inline-block before:content-[attr(data-shown)]',
          change && 'motion-safe:animate-[dd-pop_0.45s_ease-out]',
        )}
      />
      <span className="sr-only">{value}</span>
      {chip && change && (
        <span
          aria-hidden
          data-testid="stat-change"
          data-delta={deltaText(change.delta)}
          className={cn(
            'pointer-events-none absolute -top-2 left-full ml-0.5 rounded-pill px-1.5 text-xs font-black leading-5 shadow-card before:content-[attr(data-delta)] motion-safe:animate-[dd-rise_0.3s_ease-out]',
            change.delta > 0 ? 'bg-mint text-ink' : 'bg-danger text-white',
          )}
        />
      )}
    </span>
  );
}
