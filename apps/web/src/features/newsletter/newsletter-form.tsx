import { NEWSLETTER_TEXT, href } from '@dd/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/button';
import { cn } from '../../lib/cn';
import { AccountHint } from './account-hint';
import { useSubscribe } from './api';
import { newsletterErrorText } from './newsletter-error';

export interface NewsletterFormProps {
  title?: string;
  /** One tight row (drops page, footer-sized spots) instead of the roomy section layout. */
  compact?: boolean;
  buttonLabel?: string;
  /** Shown when the server sent no error; without it the modal's rule applies (spec section 8). */
  fallbackError?: string;
  /** Called after a successful subscribe, e.g. to close the modal. */
  onSubscribed?: () => void;
  /** The logged-out points hint; shown unless turned off. */
  showAccountHint?: boolean;
  className?: string;
}

/** The one newsletter form: modal, home section and drops page all subscribe through `useSubscribe`. */
export function NewsletterForm({
  title,
  compact = false,
  buttonLabel = 'Subscribe',
  fallbackError,
  onSubscribed,
  showAccountHint = true,
  className,
}: NewsletterFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const subscribe = useSubscribe();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    // An empty submit is ignored (spec section 5); the browser's own check usually stops it first.
    if (!value || subscribe.isPending) return;
    subscribe.mutate(value, {
      onSuccess: () => {
        setEmail('');
        onSubscribed?.();
      },
    });
  };

  return (
    <div className={cn('flex flex-col', compact ? 'gap-2' : 'gap-3', className)}>
      {title && (
        <h2 id={`${id}-title`} className={cn('font-extrabold text-ink', compact ? 'text-xl' : 'text-2xl sm:text-3xl')}>
          {title}
        </h2>
      )}
      <form
        onSubmit={onSubmit}
        aria-labelledby={title ? `${id}-title` : undefined}
        aria-label={title ? undefined : 'Newsletter signup'}
        className={cn('flex gap-2', compact ? 'flex-row' : 'flex-col sm:flex-row')}
      >
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-describedby={`${id}-status`}
          className={cn(
            'min-h-11 min-w-0 flex-1 rounded-pill border-2 border-line bg-surface px-5 text-base text-ink',
            'placeholder:text-muted focus:border-zap focus-visible:outline-offset-0',
            !compact && 'sm:min-h-13',
          )}
        />
        <button
          type="submit"
          disabled={subscribe.isPending}
          className={buttonClasses('primary', compact ? 'md' : 'lg', 'shrink-0')}
        >
          {subscribe.isPending ? 'Sending...' : buttonLabel}
        </button>
      </form>
      <div id={`${id}-status`} aria-live="polite" className="text-sm font-bold">
        {subscribe.isSuccess && (
          <p role="status" className="text-success">
            <span aria-hidden>🎉 </span>
            {NEWSLETTER_TEXT.success}
            {subscribe.data.points_awarded > 0 && (
              <>
                {' '}
                <Link to={href('rewards')} className="underline underline-offset-2 hover:text-ink">
                  +{subscribe.data.points_awarded} points added to your rewards!
                </Link>
              </>
            )}
          </p>
        )}
        {subscribe.isError && (
          <p role="alert" className="text-danger">
            {newsletterErrorText(subscribe.error, fallbackError)}
          </p>
        )}
      </div>
      {showAccountHint && !subscribe.isSuccess && <AccountHint />}
    </div>
  );
}
