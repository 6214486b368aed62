import type { Product } from '@dd/contracts';
import { DICE_NAVIGATE_DELAY_MS, DICE_TICK_MS, href } from '@dd/contracts';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { fetchRandomProduct } from '../../lib/random-product';
import { diceReducer, initialDice, nextFace } from './dice-roll';

/** Timers around the dice state machine: a face every 100 ms, then 200 ms, then a random product page. */
export function useDiceRoll() {
  const [state, dispatch] = useReducer(diceReducer, initialDice);
  const [failed, setFailed] = useState(false);
  const navigate = useNavigate();
  const pick = useRef<Promise<Product | null> | null>(null);

  const roll = useCallback(() => {
    if (state.phase !== 'idle') return;
    setFailed(false);
    // Fetched while the dice tumbles, so landing can navigate straight away.
    pick.current = fetchRandomProduct().then(
      (r) => r.product,
      () => null,
    );
    dispatch({ type: 'roll', face: nextFace(state.face) });
  }, [state.phase, state.face]);

  useEffect(() => {
    if (state.phase !== 'rolling') return;
    const id = window.setTimeout(() => dispatch({ type: 'tick', face: nextFace(state.face) }), DICE_TICK_MS);
    return () => window.clearTimeout(id);
  }, [state.phase, state.ticks, state.face]);

  useEffect(() => {
    if (state.phase !== 'landed') return;
    let cancelled = false;
    const id = window.setTimeout(async () => {
      const product = await pick.current;
      if (cancelled) return;
      dispatch({ type: 'reset' });
      if (product) navigate(href('product', { id: product._id }));
      else setFailed(true);
    }, DICE_NAVIGATE_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(id);
    };
  }, [state.phase, navigate]);

  return { face: state.face, rolling: state.phase !== 'idle', failed, roll };
}
