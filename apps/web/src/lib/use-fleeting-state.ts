import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * State shown for a while (a chip, a bubble, a banner): `ms` after it is set to anything but `cleared` it is back
 * to `cleared`; a new value restarts the wait. `cleared` is compared by identity, so it is a constant (null, false).
 */
export function useFleetingState<T>(cleared: T, ms: number): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(cleared);
  useEffect(() => {
    if (value === cleared) return;
    const timer = window.setTimeout(() => setValue(cleared), ms);
    return () => window.clearTimeout(timer);
  }, [value, cleared, ms]);
  return [value, setValue];
}
