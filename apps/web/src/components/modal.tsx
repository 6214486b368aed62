import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../lib/use-focus-trap';
import { useScrollLock } from '../lib/use-scroll-lock';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/** Accessible dialog: traps focus, closes on Escape and backdrop click, restores focus. */
export function Modal({ open, onClose, title, children }: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open);
  useScrollLock(open);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  return createPortal(
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-ink/60 p-4"
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        className="relative w-full max-w-md rounded-card bg-surface p-6 shadow-pop"
      >
        <button
          type="button"
          onClick={onClose}
          className="absolute right-3 top-3 flex size-11 items-center justify-center rounded-full text-2xl text-muted hover:bg-line"
          aria-label="Close"
        >
          ×
        </button>
        {children}
      </div>
    </div>,
    document.body,
  );
}
