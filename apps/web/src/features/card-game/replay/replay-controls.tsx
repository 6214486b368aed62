import { REPLAY_TEXT } from '@dd/contracts';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { REPLAY_SPEEDS, type ReplaySpeed } from './replay-steps';
import type { ReplayPlayer } from './use-replay-player';

function RoundButton({
  label,
  onClick,
  disabled,
  children,
  big = false,
  testId,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
  big?: boolean;
  testId: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full font-extrabold transition active:scale-95 disabled:cursor-not-allowed disabled:opacity-40 disabled:active:scale-100 focus-visible:outline-white',
        big
          ? 'size-14 bg-sun text-2xl text-ink shadow-[0_0_24px_rgb(255_201_60/0.45)] hover:bg-white'
          : 'size-11 bg-white/15 text-lg text-white ring-1 ring-white/25 hover:bg-white/25',
      )}
    >
      <span aria-hidden>{children}</span>
    </button>
  );
}

/** The replay's transport: first, back, play/pause, forward, last, the step slider and the speed. */
export function ReplayControls({ player }: { player: ReplayPlayer }) {
  const { step, last, playing, speed, goTo, togglePlay, setSpeed } = player;
  return (
    <div
      className="sticky bottom-0 z-20 -mx-3 border-t border-white/15 bg-[#1b1035]/90 px-3 py-3 backdrop-blur-md sm:-mx-6 sm:px-6 md:rounded-card md:border md:mx-0"
      data-testid="replay-controls"
    >
      <div className="flex flex-col gap-2.5 md:flex-row md:items-center md:gap-5">
        <div className="flex items-center justify-center gap-2">
          <RoundButton label={REPLAY_TEXT.first} onClick={() => goTo(0)} disabled={step === 0} testId="replay-first">
            ⏮
          </RoundButton>
          <RoundButton
            label={REPLAY_TEXT.back}
            onClick={() => goTo(step - 1)}
            disabled={step === 0}
            testId="replay-back"
          >
            ◀
          </RoundButton>
          <RoundButton
            label={playing ? REPLAY_TEXT.pause : REPLAY_TEXT.play}
            onClick={togglePlay}
            disabled={last === 0}
            big
            testId="replay-play"
          >
            {playing ? '⏸' : '▶'}
          </RoundButton>
          <RoundButton
            label={REPLAY_TEXT.forward}
            onClick={() => goTo(step + 1)}
            disabled={step >= last}
            testId="replay-forward"
          >
            ▶
          </RoundButton>
          <RoundButton label={REPLAY_TEXT.last} onClick={() => goTo(last)} disabled={step >= last} testId="replay-last">
            ⏭
          </RoundButton>
        </div>
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <input
            type="range"
            min={0}
            max={last}
            step={1}
            value={step}
            onChange={(e) => goTo(Number(e.target.value))}
            aria-label={REPLAY_TEXT.slider}
            aria-valuetext={REPLAY_TEXT.step(step, last)}
            data-testid="replay-slider"
            className="h-11 min-w-0 flex-1 cursor-pointer accent-sun"
          />
          <span className="shrink-0 text-sm font-bold tabular-nums text-white/85" data-testid="replay-position">
            {step}/{last}
          </span>
          <label className="flex shrink-0 items-center gap-1.5 text-sm font-bold text-white/85">
            <span className="sr-only md:not-sr-only">{REPLAY_TEXT.speed}</span>
            <select
              value={speed}
              onChange={(e) => setSpeed(e.target.value as ReplaySpeed)}
              className="min-h-11 rounded-pill bg-white/15 px-3 font-bold text-white ring-1 ring-white/25 [&>option]:text-ink"
              data-testid="replay-speed"
            >
              {REPLAY_SPEEDS.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
    </div>
  );
}
