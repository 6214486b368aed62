import { href, LEADERBOARD_TEXT, type LeaderboardEntry } from '@dd/contracts';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/button';
import { LeaderboardFrame } from '../../components/leaderboard-frame';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useSession } from '../../lib/use-session';
import { useLeaderboard } from './api';
import { PlaceBadge } from '../../components/place-badge';

/** /leaderboard: the memory game's best scores (community spec section 2). */
export default function LeaderboardPage() {
  const leaderboard = useLeaderboard();
  const { user } = useSession();

  return (
    <LeaderboardFrame
      title={LEADERBOARD_TEXT.title}
      emoji="🏆"
      subtitle="The best memory-game scores. Equal scores go to whoever got there first."
      query={leaderboard}
      loading={LEADERBOARD_TEXT.loading}
      error={(e) => LEADERBOARD_TEXT.error(errorMessage(e, LEADERBOARD_TEXT.fetchFailed))}
      empty={{
        title: 'No scores yet.',
        line: 'Play a round of Memory Match and take the top spot.',
        to: href('memoryGame'),
        action: 'Play now',
      }}
      intro={
        <div className="mb-6">
          <ButtonLink to={href('memoryGame')} size="lg">
            <span aria-hidden>🧠</span> Play Memory Match
          </ButtonLink>
        </div>
      }
      listLabel="Best scores"
      rows={(entries) =>
        entries.map((entry, i) => (
          <LeaderboardRow key={entry.user_id} entry={entry} place={i + 1} isYou={entry.user_id === user?.id} />
        ))
      }
    />
  );
}

function LeaderboardRow({ entry, place, isYou }: { entry: LeaderboardEntry; place: number; isYou: boolean }) {
  return (
    <li
      className={cn(
        'flex items-center gap-3 rounded-card bg-surface px-3 py-2 shadow-card sm:gap-4 sm:px-5',
        place <= 3 && 'border-2 border-sun',
        isYou && 'ring-3 ring-zap',
      )}
    >
      <PlaceBadge place={place} />
      <Link
        to={href('userProfile', { id: entry.user_id })}
        className="flex min-h-11 min-w-0 flex-1 items-center gap-2 text-lg font-bold text-ink hover:text-zap"
      >
        <span className="truncate">{entry.username ?? LEADERBOARD_TEXT.anonymous}</span>
        {isYou && <span className="shrink-0 text-sm text-zap">(you)</span>}
      </Link>
      <span className="font-display text-2xl font-extrabold tabular-nums text-hot-dark">
        {entry.score}
        <span className="sr-only"> points</span>
      </span>
    </li>
  );
}
