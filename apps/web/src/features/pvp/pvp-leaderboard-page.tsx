import { FAIR_PLAY_TEXT, href, PVP_TEXT, ratingText, type PvpLeaderboardEntry } from '@dd/contracts';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/button';
import { LeaderboardFrame } from '../../components/leaderboard-frame';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useSession } from '../../lib/use-session';
import { usePvpLeaderboard } from './api';
import { rankingPlaces } from './ranking-places';
import { PlaceBadge } from '../../components/place-badge';
import { RatingFigure } from '../../components/rating-figure';

/** /pvp-leaderboard: 'PvP Rankings', username and rating, best first (community spec section 2). */
export default function LeaderboardPage() {
  const query = usePvpLeaderboard();
  const { user } = useSession();
  const meId = user ? Number(user.id) : null;
  return (
    <LeaderboardFrame
      title={PVP_TEXT.rankingsTitle}
      emoji="📊"
      subtitle="Reach 10 duels move both players' ratings (aborted and casual ones do not). Everyone starts at 1500: beat stronger players to climb faster."
      query={query}
      loading="Loading rankings..."
      error={(error) => errorMessage(error, PVP_TEXT.leaderboardFailed)}
      empty={{
        title: 'No ranked duels yet.',
        line: 'Win the first one and take the top spot.',
        to: href('pvpLobby'),
        action: 'Start a duel',
      }}
      listLabel={PVP_TEXT.rankingsTitle}
      rows={(entries) => {
        const places = rankingPlaces(entries.map((entry) => entry.rating));
        return entries.map((entry, i) => (
          <RankingRow key={entry.user_id} entry={entry} place={places[i] ?? i + 1} mine={entry.user_id === meId} />
        ));
      }}
      footer={(entries) => (
        <>
          {entries.some((entry) => entry.provisional) && (
            <p className="mt-4 text-center text-sm text-muted" aria-hidden>
              ? {FAIR_PLAY_TEXT.provisional}
            </p>
          )}
          <div className="mt-8 flex justify-center">
            <ButtonLink to={href('pvpLobby')} size="lg">
              ⚔️ Play a duel
            </ButtonLink>
          </div>
        </>
      )}
    />
  );
}

function RankingRow({ entry, place, mine }: { entry: PvpLeaderboardEntry; place: number; mine: boolean }) {
  return (
    <li
      data-testid="ranking-row"
      className={cn(
        'flex min-h-16 items-center gap-3 rounded-2xl px-4 py-3 shadow-card sm:gap-4 sm:px-5',
        mine ? 'bg-sun/30 ring-2 ring-sun' : 'bg-surface',
      )}
    >
      <PlaceBadge place={place} />
      <span className="flex min-w-0 flex-1 items-center gap-2">
        <Link
          to={href('userProfile', { id: entry.user_id })}
          className="truncate text-lg font-bold text-ink underline-offset-2 hover:text-zap hover:underline"
        >
          {entry.username}
        </Link>
        {mine && (
          <span className="shrink-0 rounded-pill bg-ink px-2 py-0.5 text-xs font-extrabold uppercase text-sun">
            You
          </span>
        )}
      </span>
      <span className="shrink-0 text-right">
        <span className="block font-display text-2xl font-extrabold tabular-nums text-ink" data-testid="ranking-rating">
          <RatingFigure text={ratingText(entry.rating, entry.provisional)} provisional={entry.provisional} />
        </span>
        <span className="block text-xs font-bold uppercase tracking-wide text-muted">Rating</span>
      </span>
    </li>
  );
}
