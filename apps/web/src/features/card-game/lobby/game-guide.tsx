import { CARD_POINTS } from '@dd/contracts';
import {
  BASE_ENERGY,
  BLITZ_TIMEOUT_STRIKES,
  getCard,
  MAX_COPIES,
  MAX_DECK_SIZE,
  MAX_ENERGY,
  MIN_DECK_SIZE,
  TURN_LIMIT,
  WIN_BUY_POWER,
} from '@dd/game';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { CardArt } from '../cards/card-art';

/** The six cards the guide names, with the effect as the spec's guide puts it (section 9). */
const GUIDE_CARDS = [
  { id: 'impulse_buy', name: 'Impulse Buy', effect: '+2 Buy Power' },
  { id: 'greedy_grab', name: 'Greedy Grab', effect: '+1 Buy Power and draw 1 card' },
  { id: 'the_butler', name: 'The Butler', effect: 'Your next card costs 0 energy' },
  { id: 'return_policy', name: 'Return Policy', effect: 'Your opponent loses 1 Buy Power' },
  { id: 'swipe_war', name: 'Swipe War', effect: 'Both players discard all and draw 1 card' },
  { id: 'flash_sale', name: 'Flash Sale', effect: '+3 Buy Power, but your opponent gets +1' },
] as const;

/** The lobby's long game guide: a turn, energy, the named cards, buffs, how to win, blitz and async. */
export function GameGuide() {
  return (
    <section aria-labelledby="guide-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <p className="text-xs font-extrabold uppercase tracking-widest text-zap">Game guide</p>
        <h2 id="guide-title" className="text-3xl font-extrabold sm:text-4xl">
          How to play Card Battle
        </h2>
        <p className="max-w-2xl text-ink-soft">
          Two shoppers, one race: be the first to reach {WIN_BUY_POWER} Buy Power by playing cards from your hand.
        </p>
      </div>

      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        <GuideTopic emoji="🔄" title="How a turn works">
          <ol className="list-decimal space-y-1 pl-5">
            <li>A coin flip decides who goes first.</li>
            <li>On your turn, play cards from your hand by spending energy. Each card takes effect at once.</li>
            <li>Press End Turn when you are done. You draw 1 card at the end of your turn.</li>
            <li>When your deck runs out, your discard pile is shuffled back in.</li>
          </ol>
        </GuideTopic>
        <GuideTopic emoji="🔋" title="Energy">
          <p>You get {BASE_ENERGY} energy every turn. Most cards cost 1; the cost is in the card&apos;s corner.</p>
          <p>
            Save it up: leave all {BASE_ENERGY} unused and your next turn starts with {MAX_ENERGY} (a +1 bonus).
          </p>
        </GuideTopic>
        <GuideTopic emoji="🏆" title="How to win">
          <ul className="list-disc space-y-1 pl-5">
            <li>Reach {WIN_BUY_POWER} Buy Power first and you win.</li>
            <li>Both reach {WIN_BUY_POWER} on the same card: a tie.</li>
            <li>A player who runs out of cards loses.</li>
            <li>After {TURN_LIMIT} turns, more Buy Power wins; equal Buy Power is a tie.</li>
            <li>Forfeit, or let your time run out, and your opponent wins.</li>
          </ul>
        </GuideTopic>
      </div>

      <div className="flex flex-col gap-3">
        <h3 className="text-xl font-extrabold">Cards to know</h3>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {GUIDE_CARDS.map((card) => {
            const def = getCard(card.id);
            return (
              <li
                key={card.id}
                className="relative flex flex-col overflow-hidden rounded-2xl bg-surface shadow-card ring-1 ring-line"
              >
                <CardArt cardId={card.id} className="aspect-[4/3] w-full" />
                <span
                  className="absolute left-2 top-2 flex size-8 items-center justify-center rounded-full bg-ink text-sm font-extrabold text-white"
                  title="Energy cost"
                >
                  <span className="sr-only">Cost </span>
                  {def?.cost ?? 1}
                </span>
                <div className="flex flex-1 flex-col gap-1 p-3">
                  <p className="text-xs font-bold uppercase tracking-wide text-muted">{def?.type}</p>
                  <p className="font-extrabold leading-tight">{card.name}</p>
                  <p className="text-sm text-ink-soft">{card.effect}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>

      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        <GuideTopic emoji="✨" title="Buffs">
          <p>
            <strong>🛡️ Shield</strong> negates the next attack on you.
          </p>
          <p>
            <strong>✖️2 Double</strong> doubles the effect of your next card.
          </p>
          <p>Active buffs show as icons beside each player.</p>
        </GuideTopic>
        <GuideTopic emoji="⚡" title="Blitz rules" tone="hot">
          <ul className="list-disc space-y-1 pl-5">
            <li>45 seconds per turn: the timer ends your turn when it runs out.</li>
            <li>{BLITZ_TIMEOUT_STRIKES} timeouts and you lose.</li>
            <li>One blitz game at a time.</li>
            <li>Double rewards: {CARD_POINTS.win * CARD_POINTS.blitzFactor} points for a win.</li>
          </ul>
        </GuideTopic>
        <GuideTopic emoji="🕰️" title="Async rules" tone="zap">
          <ul className="list-disc space-y-1 pl-5">
            <li>24 hours per turn: come back whenever it suits you.</li>
            <li>Let a turn run out once and you lose.</li>
            <li>Up to 3 async games at once.</li>
            <li>
              Standard rewards: {CARD_POINTS.win} points for a win, {CARD_POINTS.loss} for a loss. Ties give partial
              rewards ({CARD_POINTS.tie} each).
            </li>
          </ul>
        </GuideTopic>
      </div>

      <GuideTopic emoji="🗃️" title="Your deck">
        <p>
          A deck holds {MIN_DECK_SIZE} to {MAX_DECK_SIZE} cards, at most {MAX_COPIES} copies of any one card. Everyone
          starts with the starter deck; build your own in Manage Decks and activate it to play with it.
        </p>
      </GuideTopic>
    </section>
  );
}

const TONES = {
  plain: 'bg-surface',
  hot: 'bg-surface border-t-4 border-hot-dark',
  zap: 'bg-surface border-t-4 border-zap',
} as const;

function GuideTopic({
  emoji,
  title,
  tone = 'plain',
  children,
}: {
  emoji: string;
  title: string;
  tone?: keyof typeof TONES;
  children: ReactNode;
}) {
  return (
    <article className={cn('flex flex-col gap-3 rounded-card p-5 shadow-card sm:p-6', TONES[tone])}>
      <h3 className="flex items-center gap-3 text-xl font-extrabold">
        <span aria-hidden className="flex size-10 items-center justify-center rounded-2xl bg-sun/40 text-xl">
          {emoji}
        </span>
        {title}
      </h3>
      <div className="flex flex-col gap-2 text-ink-soft">{children}</div>
    </article>
  );
}
