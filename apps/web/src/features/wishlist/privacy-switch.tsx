import { useId } from 'react';
import { cn } from '../../lib/cn';

interface PrivacySwitchProps {
  isPublic: boolean;
  pending: boolean;
  onChange: (isPublic: boolean) => void;
}

/** The private/public switch of a wishlist: a real switch for assistive technology, 44 px tall. */
export function PrivacySwitch({ isPublic, pending, onChange }: PrivacySwitchProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-4">
      <button
        type="button"
        role="switch"
        aria-checked={isPublic}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        aria-busy={pending}
        disabled={pending}
        onClick={() => onChange(!isPublic)}
        className="group flex min-h-11 min-w-16 shrink-0 items-center justify-center rounded-pill disabled:cursor-progress"
      >
        <span
          aria-hidden
          className={cn(
            'relative h-8 w-14 rounded-pill transition-colors',
            isPublic ? 'bg-mint' : 'bg-muted/40',
            pending && 'opacity-60',
          )}
        >
          <span
            className={cn(
              'absolute top-1 left-1 size-6 rounded-full bg-white shadow-card transition-transform',
              isPublic && 'translate-x-6',
            )}
          />
        </span>
      </button>
      <div className="flex min-w-0 flex-col">
        <span id={`${id}-label`} className="font-bold text-ink">
          Public wishlist
        </span>
        <span id={`${id}-hint`} className="text-sm text-ink-soft">
          {isPublic ? 'Anyone with the link can see it.' : 'Private: only you can see it.'}
        </span>
      </div>
    </div>
  );
}
