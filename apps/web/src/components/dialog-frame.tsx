import { useEffect, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../lib/use-focus-trap';
import { useScrollLock } from '../lib/use-scroll-lock';

/** The dimmed backdrops: `centred` holds the panel in the middle; `sheet` lifts it from the bottom on a phone. */
export const BACKDROP = {
  centred: 'fixed inset-0 z-50 flex items-center justify-center bg-ink/60 p-4',
  sheet: 'fixed inset-0 z-50 flex items-end justify-center bg-ink/60 sm:items-center sm:p-4',
} as const;

interface DialogFrameProps {
  /** The dialog panel (focus is trapped in it; a dialog may move focus back to it). */
  panel: RefObject<HTMLDivElement | null>;
  /** Backdrop clicks; Escape too, unless `onEscape` takes it. */
  onClose: () => void;
  /** Escape, when it does more than close (a dialog that steps back first). */
  onEscape?: () => void;
  backdropClassName: string;
  className: string;
  label?: string;
  labelledBy?: string;
  testId?: string;
  children: ReactNode;
}

/**
 * The frame every modal dialog shares: a portal over a dimmed backdrop that closes it, a panel with the dialog
 * role that keeps focus inside, Escape, and the page behind it kept from scrolling.
 */
export function DialogFrame(props: DialogFrameProps) {
  const { panel, onClose, onEscape, children } = props;
  useFocusTrap(panel, true);
  useScrollLock(true);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      (onEscape ?? onClose)();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose, onEscape]);

  return createPortal(
    <div className={props.backdropClassName} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={props.label}
        aria-labelledby={props.labelledBy}
        tabIndex={-1}
        data-testid={props.testId}
        className={props.className}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
