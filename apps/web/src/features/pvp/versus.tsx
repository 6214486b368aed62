import type { ReactNode } from 'react';
import { Avatar } from '../../components/avatar';
import { cn } from '../../lib/cn';
import type { DuelPlayer } from './match-view';

type Side = 'left' | 'right';

interface FighterProps {
  /** Null: nobody yet (the searching state's mystery opponent). */
  player: DuelPlayer | null;
  side: Side;
  /** Under the name: 'You', 'Opponent'. */
  label: string;
  /** On turn: lit up. */
  active?: boolean;
  /** Out of the running (the loser at the end, the player not on turn): quieter. */
  dim?: boolean;
  /** A crown over the winner. */
  crowned?: boolean;
  size?: 'md' | 'lg';
}

const AVATAR_SIZES = {
  md: 'size-20 text-3xl sm:size-24 sm:text-4xl',
  lg: 'size-24 text-4xl sm:size-32 sm:text-5xl',
} as const;

/** One player of a duel: the picture tilted toward the other side, the name and a label. */
export function Fighter({
  player,
  side,
  label,
  active = false,
  dim = false,
  crowned = false,
  size = 'md',
}: FighterProps) {
  const tilt = side === 'left' ? 'rotate-[-6deg]' : 'rotate-[6deg]';
  return (
    <div
      className={cn('flex min-w-0 flex-1 flex-col items-center gap-2 text-center transition', dim && 'opacity-70')}
      data-testid={`fighter-${side}`}
      data-active={active}
    >
      <div className="relative">
        {crowned && (
          <span aria-hidden className="absolute -top-7 left-1/2 -translate-x-1/2 text-4xl motion-safe:animate-bounce">
            👑
          </span>
        )}
        {active && (
          <span
            aria-hidden
            className="absolute -inset-1 rounded-full bg-sun/35 motion-safe:animate-[ping_1.8s_cubic-bezier(0,0,0.2,1)_infinite]"
          />
        )}
        {player ? (
          <Avatar
            url={player.avatarUrl}
            name={player.name}
            seed={player.username}
            alt=""
            className={cn(
              'relative border-4 shadow-pop',
              active ? 'border-sun' : 'border-white',
              AVATAR_SIZES[size],
              tilt,
            )}
          />
        ) : (
          <span
            aria-hidden
            className={cn(
              'relative flex items-center justify-center rounded-full border-4 border-dashed border-white/60 bg-white/10 font-display font-extrabold text-white',
              'motion-safe:animate-pulse',
              AVATAR_SIZES[size],
              tilt,
            )}
          >
            ?
          </span>
        )}
      </div>
      {/* One line, cut with an ellipsis: a long name never breaks mid-word (the whole of it on hover). */}
      <p
        className="w-full truncate font-display text-lg font-extrabold leading-tight sm:text-xl"
        title={player ? player.name : undefined}
      >
        {player ? player.name : '???'}
      </p>
      <p
        className={cn(
          'rounded-pill px-3 py-0.5 text-xs font-extrabold uppercase tracking-widest',
          active ? 'bg-sun text-ink' : 'bg-white/15 text-white',
        )}
      >
        {label}
      </p>
    </div>
  );
}

/** Two players facing each other over a middle piece (the VS bolt, a countdown). */
export function Versus({ left, right, center }: { left: ReactNode; right: ReactNode; center?: ReactNode }) {
  return (
    <div className="flex w-full max-w-lg items-start justify-center gap-2 sm:gap-6">
      {left}
      <div className="flex shrink-0 self-center pb-10">{center ?? <VsBolt />}</div>
      {right}
    </div>
  );
}

/** The VS between two players. */
export function VsBolt() {
  return (
    <span
      aria-hidden
      className="flex size-14 -rotate-6 items-center justify-center rounded-2xl bg-hot font-display text-2xl font-extrabold text-white shadow-pop sm:size-16 sm:text-3xl"
    >
      VS
    </span>
  );
}
