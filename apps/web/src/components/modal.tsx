import { useRef, type ReactNode } from 'react';
import { BACKDROP, DialogFrame } from './dialog-frame';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/** Accessible dialog: traps focus, closes on Escape and backdrop click, restores focus. */
export function Modal({ open, onClose, title, children }: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  if (!open) return null;
  return (
    <DialogFrame
      panel={panel}
      onClose={onClose}
      label={title}
      backdropClassName={BACKDROP.centred}
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
    </DialogFrame>
  );
}
