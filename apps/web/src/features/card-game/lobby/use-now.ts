import { useEffect, useState } from 'react';

/** This browser's clock (epoch ms), read again every `everyMs` while `running`: the game cards' countdowns. */
export function useNow(running: boolean, everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const tick = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(tick);
  }, [running, everyMs]);
  return now;
}
