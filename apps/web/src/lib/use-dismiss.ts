import { useEffect, type KeyboardEvent, type RefObject } from 'react';

/**
 * How an open popup (a header dropdown, the notifications panel) is put away: a press anywhere outside `wrapper`
 * closes it, and Escape closes it and gives focus back to `button`. Answers the wrapper's keydown handler; the
 * Escape it handles goes no further, so only this popup closes, not a menu around it.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  wrapper: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
): (event: KeyboardEvent) => void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close, wrapper]);

  return (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close();
    button.current?.focus();
  };
}
