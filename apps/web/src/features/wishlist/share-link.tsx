import { useId, useRef, useState } from 'react';
import { Button } from '../../components/button';

type CopyOutcome = 'copied' | 'selected' | null;

/** Whether this browser offers the system share sheet (phones, some desktops). */
function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** A public wishlist's link: read-only field, Copy, and the system share sheet where there is one. */
export function ShareLink({ url, title }: { url: string; title: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<CopyOutcome>(null);
  const [shareable] = useState(canShareNatively);

  const selectLink = () => {
    input.current?.focus();
    input.current?.select();
  };

  const copy = async () => {
    try {
      // Missing outside secure contexts, and may be refused by the browser.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      selectLink();
      setOutcome('selected');
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title, url });
    } catch {
      // Closing the share sheet rejects too; nothing to tell.
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-bold text-ink">
        Share link
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          ref={input}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="min-h-11 min-w-0 flex-1 rounded-2xl border-2 border-line bg-paper px-4 font-mono text-sm text-ink focus:border-zap focus-visible:outline-offset-0"
        />
        <div className="flex gap-2">
          <Button variant="primary" onClick={() => void copy()} className="flex-1 sm:flex-none">
            <span aria-hidden>📋</span> Copy
          </Button>
          {shareable && (
            <Button variant="secondary" onClick={() => void share()} className="flex-1 sm:flex-none">
              <span aria-hidden>📤</span> Share
            </Button>
          )}
        </div>
      </div>
      <p role="status" className="min-h-5 text-sm font-bold text-success">
        {outcome === 'copied'
          ? 'Link copied!'
          : outcome === 'selected'
            ? 'The link is selected: press Ctrl+C (or long-press and Copy) to copy it.'
            : ''}
      </p>
    </div>
  );
}
