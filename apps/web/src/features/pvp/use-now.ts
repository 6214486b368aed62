import { useEffect, useState } from 'react';

/** This browser's clock (epoch ms), read again every `everyMs` while `running`; for a countdown on screen. */
export function useNow(running: boolean, everyMs = 100): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const tick = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(tick);
  }, [running, everyMs]);
  return now;
}
