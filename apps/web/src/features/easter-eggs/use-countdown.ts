import { useEffect, useState } from 'react';

/**
 * Counts down `durationMs` while `running`, then calls `onDone` once. Returns the milliseconds
 * left, updated a few times a second (enough for a seconds display and a progress bar).
 */
export function useCountdown(durationMs: number, running: boolean, onDone: () => void): number {
  const [remaining, setRemaining] = useState(durationMs);
  useEffect(() => {
    if (!running) return;
    const start = performance.now();
    setRemaining(durationMs);
    const tick = window.setInterval(() => {
      setRemaining(Math.max(0, durationMs - (performance.now() - start)));
    }, 250);
    const done = window.setTimeout(onDone, durationMs);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(done);
    };
  }, [durationMs, running, onDone]);
  return remaining;
}
