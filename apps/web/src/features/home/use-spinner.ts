import type { Product } from '@dd/contracts';
import { SPINNER_DELAY_MS } from '@dd/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchRandomProduct } from '../../lib/random-product';
import { recordPick } from './spinner-history';

const wait = (ms: number, timers: Set<number>) =>
  new Promise<void>((resolve) => {
    const id = window.setTimeout(() => {
      timers.delete(id);
      resolve();
    }, ms);
    timers.add(id);
  });

/** 'Feeling Lucky?': idle -> spinning for 2 s -> a result card, never one of the last 5 picks. */
export function useSpinner() {
  const [spinning, setSpinning] = useState(false);
  const [product, setProduct] = useState<Product | null>(null);
  const [failed, setFailed] = useState(false);
  const history = useRef<string[]>([]);
  const busy = useRef(false);
  const alive = useRef(true);
  const timers = useRef(new Set<number>());

  useEffect(() => {
    const pending = timers.current;
    alive.current = true;
    return () => {
      alive.current = false;
      pending.forEach((id) => window.clearTimeout(id));
      pending.clear();
    };
  }, []);

  const spin = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setFailed(false);
    setSpinning(true);
    const [result] = await Promise.all([
      fetchRandomProduct(history.current).catch(() => null),
      wait(SPINNER_DELAY_MS, timers.current),
    ]);
    busy.current = false;
    if (!alive.current) return;
    setSpinning(false);
    if (!result) {
      setFailed(true);
      return;
    }
    history.current = recordPick(history.current, result.product._id, result.historyReset);
    setProduct(result.product);
  }, []);

  // The result card shows the latest pick once the wheel stops; a failed spin keeps the previous one.
  return { spinning, product, failed, spin };
}
