import { EARN_POINTS_WAYS, FAIR_PLAY_TEXT, formatCount, REWARDS_TEXT, href } from '@dd/contracts';
import { Link } from 'react-router';
import { FAIR_PLAY_ID } from './fair-play-panel';
import type { NewsletterStatus } from './subscribe-offer';
import { EmojiTile } from '../../components/emoji-tile';

interface EarnPointsListProps {
  /** Whether the member's history shows the once-only newsletter points. */
  newsletter: NewsletterStatus;
}

const actionClass =
  'inline-flex min-h-11 items-center rounded-pill px-3 text-sm font-bold text-zap hover:bg-line hover:text-zap-dark';

type WayKey = (typeof EARN_POINTS_WAYS)[number]['key'];

/** Where to go to earn a way's points, for the ways a page of the site offers. */
const ACTIONS: Partial<Record<WayKey, { to: string; label: string }>> = {
  wishlist_add: { to: href('collections'), label: 'Find something to love' },
  thread: { to: href('forumNew'), label: 'Start a conversation' },
  game: { to: href('memoryGame'), label: 'Play now' },
  duel_win: { to: href('pvpLobby'), label: 'Find an opponent' },
  card_win: { to: href('cardGameLobby'), label: 'Find a card battle' },
  reply: { to: href('forum'), label: 'Browse the forum' },
};

function WayAction({ way }: { way: WayKey }) {
  const action = ACTIONS[way];
  if (!action) return null;
  return (
    <Link to={action.to} className={`${actionClass} -ml-3`}>
      <span>
        {action.label}
        <span aria-hidden>&nbsp;→</span>
      </span>
    </Link>
  );
}

/** 'How to Earn Points': every way the site pays, with its amount (EARN_POINTS_WAYS of the contracts). */
export function EarnPointsList({ newsletter }: EarnPointsListProps) {
  return (
    <section aria-labelledby="earn-heading" className="rounded-card bg-surface p-5 shadow-card sm:p-7">
      <h2 id="earn-heading" className="flex items-center gap-2 text-2xl font-extrabold text-ink sm:text-3xl">
        <span aria-hidden>🪙</span>
        {REWARDS_TEXT.howToEarn}
      </h2>
      <ul className="mt-5 flex flex-col gap-3">
        {EARN_POINTS_WAYS.map((way) => (
          <li key={way.key} className="flex items-center gap-3 rounded-2xl border-2 border-line p-3 sm:gap-4 sm:p-4">
            <EmojiTile emoji={way.emoji} className="size-12 rounded-2xl bg-sun/40 text-2xl" />
            <div className="min-w-0 flex-1">
              <p className="font-bold leading-snug text-ink">{way.title}</p>
              <p className="text-sm text-muted">
                {way.note}
                {'dailyCap' in way && (
                  <>
                    {' · '}
                    <a
                      href={`#${FAIR_PLAY_ID}`}
                      className="underline decoration-dotted underline-offset-2 hover:text-zap-dark"
                    >
                      {FAIR_PLAY_TEXT.dailyCap}
                    </a>
                  </>
                )}
              </p>
              {way.key === 'newsletter' && newsletter === 'earned' && (
                <p className="mt-1 text-sm font-bold text-success">
                  <span aria-hidden>✓ </span>Earned
                </p>
              )}
              <WayAction way={way.key} />
            </div>
            <span className="shrink-0 rounded-pill bg-hot-dark px-3 py-1.5 text-base font-extrabold text-white">
              +{formatCount(way.points)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
