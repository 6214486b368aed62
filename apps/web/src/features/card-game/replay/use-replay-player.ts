import { useCallback, useEffect, useState } from 'react';
import {
  autoplayNext,
  clampStep,
  DEFAULT_REPLAY_SPEED,
  playFrom,
  stepDelay,
  stepForKey,
  type ReplaySpeed,
  type ReplayStep,
} from './replay-steps';

/** Keys typed into a control keep their own meaning: a slider's arrows, a select's letters, a button's Space. */
function ownsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

const isControl = (target: EventTarget | null) =>
  target instanceof HTMLElement && ['BUTTON', 'A', 'SUMMARY'].includes(target.tagName);

/**
 * The replay's position and autoplay: step back and forward (buttons, the slider, arrow keys, Home and End),
 * Play from the current step (from the deal again at the end), Pause, and the speed. A manual step pauses.
 */
export function useReplayPlayer(steps: readonly ReplayStep[]) {
  const last = Math.max(0, steps.length - 1);
  const [step, setStepState] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<ReplaySpeed>(DEFAULT_REPLAY_SPEED);

  const goTo = useCallback(
    (target: number) => {
      setPlaying(false);
      setStepState(clampStep(target, last));
    },
    [last],
  );
  const togglePlay = useCallback(() => {
    if (playing) {
      setPlaying(false);
      return;
    }
    if (last === 0) return;
    setStepState((s) => playFrom(s, last));
    setPlaying(true);
  }, [playing, last]);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(
      () => {
        const next = autoplayNext(step, last);
        setStepState(next.step);
        setPlaying(next.playing);
      },
      stepDelay(steps[step], speed),
    );
    return () => window.clearTimeout(timer);
  }, [playing, step, speed, last, steps]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || ownsKeys(event.target)) return;
      if (event.key === ' ' && !isControl(event.target)) {
        event.preventDefault();
        togglePlay();
        return;
      }
      const target = stepForKey(event.key, step, last);
      if (target === null) return;
      event.preventDefault();
      goTo(target);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step, last, goTo, togglePlay]);

  return { step: clampStep(step, last), last, playing, speed, setSpeed, goTo, togglePlay };
}

export type ReplayPlayer = ReturnType<typeof useReplayPlayer>;
