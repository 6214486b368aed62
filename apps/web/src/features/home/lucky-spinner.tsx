import { cn } from '../../lib/cn';
import { SectionHeading } from './section-heading';
import { SpinnerResult } from './spinner-result';
import { useSpinner } from './use-spinner';

const WHEEL =
  'conic-gradient(var(--color-hot) 0 60deg, var(--color-sun) 60deg 120deg, var(--color-mint) 120deg 180deg, var(--color-sky) 180deg 240deg, var(--color-zap) 240deg 300deg, var(--color-hot-dark) 300deg 360deg)';
const SLICE_EMOJI = ['🎁', '🦄', '🌮', '🧸', '🚀', '🪩'];

function Wheel({ spinning }: { spinning: boolean }) {
  return (
    <div aria-hidden className="relative size-40 shrink-0 sm:size-52">
      <span className="absolute -top-2 left-1/2 z-10 -translate-x-1/2 border-x-[12px] border-t-[20px] border-x-transparent border-t-ink" />
      <div
        className={cn(
          'relative size-full rounded-full border-[6px] border-ink shadow-pop',
          spinning ? 'animate-[dd-spin_0.45s_linear_infinite]' : 'transition-transform duration-500',
        )}
        style={{ backgroundImage: WHEEL }}
      >
        {SLICE_EMOJI.map((emoji, i) => (
          <span
            key={emoji}
            className="absolute left-1/2 top-1/2 text-2xl sm:text-3xl"
            style={{ transform: `translate(-50%, -50%) rotate(${i * 60 + 30}deg) translateY(-170%)` }}
          >
            {emoji}
          </span>
        ))}
        <span className="absolute left-1/2 top-1/2 flex size-12 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-4 border-ink bg-surface text-xl font-black text-ink sm:size-14">
          ?
        </span>
      </div>
    </div>
  );
}

/** 'Feeling Lucky?': spin for a random product, never one of the last five picks. */
export function LuckySpinner() {
  const { spinning, product, failed, spin } = useSpinner();
  return (
    <section aria-labelledby="lucky-title" className="rounded-card bg-ink px-4 py-8 text-white sm:px-8 sm:py-10">
      <div className="[&_h2]:text-white [&_p]:text-white/80">
        <SectionHeading emoji="🎰" title="Feeling Lucky?" id="lucky-title">
          Spin the wheel and let fate pick your next impulse buy.
        </SectionHeading>
      </div>
      <div className="grid items-center gap-8 md:grid-cols-[auto_1fr]">
        <div className="flex flex-col items-center gap-5">
          <Wheel spinning={spinning} />
          <button
            type="button"
            onClick={() => void spin()}
            disabled={spinning}
            className="inline-flex min-h-13 min-w-48 items-center justify-center rounded-pill bg-sun px-7 text-lg font-bold text-ink shadow-card transition hover:brightness-105 active:scale-[0.97] disabled:cursor-not-allowed disabled:opacity-75"
          >
            {spinning ? 'Spinning...' : product ? 'Spin Again' : 'Spin the Wheel'}
          </button>
        </div>
        <div aria-live="polite" className="flex min-h-40 items-center">
          {spinning ? (
            <p className="w-full text-center text-xl font-bold text-white/90 md:text-left">
              <span aria-hidden>🤞 </span>Picking something weird for you...
            </p>
          ) : product ? (
            <SpinnerResult key={product._id} product={product} />
          ) : (
            <p className="w-full text-center text-lg text-white/80 md:text-left">
              {failed ? 'Failed to load products' : 'Your random find will land right here.'}
            </p>
          )}
        </div>
      </div>
      {failed && product && (
        <p role="alert" className="mt-4 font-bold text-sun">
          Failed to load products
        </p>
      )}
    </section>
  );
}
