import { X } from 'lucide-react';
import { cn } from '../lib/cn';

interface CloseButtonProps {
  label: string;
  onClick: () => void;
  /** Where it sits and its colours. */
  className: string;
  /** The X's size. */
  iconClassName: string;
}

/** A round 44 px button with an X that closes the menu or note it sits in. */
export function CloseButton({ label, onClick, className, iconClassName }: CloseButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cn('flex size-11 items-center justify-center rounded-full hover:bg-line', className)}
    >
      <X aria-hidden className={iconClassName} />
    </button>
  );
}
