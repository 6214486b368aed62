import { formatCount, REWARDS_TEXT } from '@dd/contracts';
import { cn } from '../../lib/cn';
import { balanceTextClass } from './points-format';

/** The balance in a big candy-ring circle, thousands-separated and labelled POINTS (community spec section 2). */
export function PointsCircle({ total }: { total: number }) {
  const formatted = formatCount(total);
  return (
    <div className="relative mx-auto size-64 shrink-0 sm:size-72">
      <span
        aria-hidden
        className="absolute -inset-3 rounded-full border-4 border-dashed border-sun/70 motion-safe:animate-[dd-spin_40s_linear_infinite]"
      />
      <div className="absolute inset-0 rotate-[-8deg] rounded-full bg-[conic-gradient(from_140deg,var(--color-hot),var(--color-sun),var(--color-mint),var(--color-sky),var(--color-zap),var(--color-hot))] p-4 shadow-pop">
        <div className="flex size-full rotate-[8deg] items-center justify-center rounded-full bg-surface shadow-[inset_0_4px_18px_rgb(27_16_53/0.12)]">
          <p className="flex flex-col items-center" data-testid="points-balance">
            {/* A new key replays the pop whenever the balance changes. */}
            <span
              key={formatted}
              className={cn(
                'font-display font-extrabold leading-none tracking-tight text-ink tabular-nums',
                'motion-safe:animate-[dd-pop_0.5s_ease-out]',
                balanceTextClass(formatted),
              )}
            >
              {formatted}
            </span>{' '}
            <span className="mt-2 rounded-pill bg-ink px-3 py-1 text-sm font-extrabold tracking-[0.3em] text-sun">
              {REWARDS_TEXT.pointsLabel}
            </span>
          </p>
        </div>
      </div>
      <span
        aria-hidden
        className="absolute -right-1 top-2 text-4xl motion-safe:animate-[dd-float_5s_ease-in-out_infinite]"
      >
        ⭐
      </span>
      <span
        aria-hidden
        className="absolute -left-2 bottom-6 text-3xl motion-safe:animate-[dd-float_6s_ease-in-out_infinite_-2s]"
      >
        ✨
      </span>
      <span
        aria-hidden
        className="absolute -bottom-2 right-8 text-3xl motion-safe:animate-[dd-float_7s_ease-in-out_infinite_-4s]"
      >
        🎁
      </span>
    </div>
  );
}
