import { REPLAY_TEXT } from '@dd/contracts';
import { cn } from '../../../lib/cn';
import type { ReplayCheck } from './replay-check';

/** The short verdict beside the title; it links to the panel with the commitment and the seed. */
export function VerificationBadge({ check }: { check: ReplayCheck }) {
  const look =
    check.status === 'verified'
      ? { icon: '✅', text: REPLAY_TEXT.verified, className: 'bg-mint text-ink' }
      : check.status === 'failed'
        ? { icon: '⚠️', text: REPLAY_TEXT.notVerified, className: 'bg-danger text-white' }
        : { icon: '⏳', text: REPLAY_TEXT.checking, className: 'bg-white/15 text-white' };
  return (
    <a
      href="#verification"
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-pill px-4 text-sm font-extrabold shadow-card focus-visible:outline-white',
        look.className,
      )}
      data-testid="verification-badge"
      data-status={check.status}
    >
      <span aria-hidden>{look.icon}</span>
      {look.text}
    </a>
  );
}

/**
 * What the browser checked, in full: the verdict in words, then the commitment and the seed (64 hex characters
 * each, wrapping on a phone) so anyone can check them again elsewhere.
 */
export function VerificationPanel({
  check,
  commitment,
  seed,
  moves,
}: {
  check: ReplayCheck;
  commitment: string;
  seed: string;
  moves: number;
}) {
  const failed = check.status === 'failed';
  return (
    <section
      id="verification"
      aria-labelledby="verification-title"
      data-testid="verification"
      data-status={check.status}
      role={failed ? 'alert' : 'status'}
      className={cn(
        'flex scroll-mt-24 flex-col gap-3 rounded-card p-4 sm:p-5',
        failed ? 'bg-surface text-ink ring-4 ring-danger' : 'bg-surface text-ink shadow-card',
      )}
    >
      <h2 id="verification-title" className="flex items-center gap-2 text-lg font-extrabold sm:text-xl">
        <span aria-hidden className="text-2xl">
          {check.status === 'verified' ? '✅' : failed ? '⚠️' : '⏳'}
        </span>
        <span className={failed ? 'text-danger' : undefined}>
          {check.status === 'verified' ? REPLAY_TEXT.verified : failed ? REPLAY_TEXT.notVerified : REPLAY_TEXT.checking}
        </span>
      </h2>
      {check.status === 'verified' && <p className="text-sm text-ink-soft">{REPLAY_TEXT.verifiedDetail(moves)}</p>}
      {failed && <p className="font-bold text-danger">{check.text}</p>}
      <dl className="grid gap-2 text-sm">
        <HexValue term={REPLAY_TEXT.commitment} value={commitment} testId="replay-commitment" />
        <HexValue term={REPLAY_TEXT.seed} value={seed} testId="replay-seed" />
      </dl>
    </section>
  );
}

/** One long hex value with its name, wrapping anywhere. */
function HexValue({ term, value, testId }: { term: string; value: string; testId: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="font-bold text-ink-soft">{term}</dt>
      <dd
        className="break-all rounded-lg bg-paper px-3 py-2 font-mono text-[13px] leading-relaxed text-ink"
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
}
