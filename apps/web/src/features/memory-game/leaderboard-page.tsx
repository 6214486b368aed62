import { href, LEADERBOARD_TEXT, type LeaderboardEntry } from '@dd/contracts';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/button';
import { Page } from '../../components/page';
import { EmojiArt, PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { StateMessage } from '../../components/state-message';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../../lib/use-session';
import { useLeaderboard } from './api';
import { PlaceBadge } from '../../components/place-badge';

/** /leaderboard: the memory game's best scores (community spec section 2). */
export default function LeaderboardPage() {
  useDocumentTitle(LEADERBOARD_TEXT.title);
  const leaderboard = useLeaderboard();
  const { user } = useSession();

  return (
    <Page className="max-w-3xl">
      <PageHeader
        title={LEADERBOARD_TEXT.title}
        art={<EmojiArt emoji="🏆" />}
        subtitle="The best memory-game scores. Equal scores go to whoever got there first."
      />
      <div className="mb-6">
        <ButtonLink to={href('memoryGame')} size="lg">
          <span aria-hidden>🧠</span> Play Memory Match
        </ButtonLink>
      </div>
      <QueryState
        query={leaderboard}
        loading={LEADERBOARD_TEXT.loading}
        error={(e) => LEADERBOARD_TEXT.error(errorMessage(e, LEADERBOARD_TEXT.fetchFailed))}
        isEmpty={(data) => data.leaderboard.length === 0}
        empty={
          <StateMessage kind="empty" title="No scores yet.">
            <p>Play a round of Memory Match and take the top spot.</p>
            <ButtonLink to={href('memoryGame')}>Play now</ButtonLink>
          </StateMessage>
        }
      >
        {(data) => (
          <ol className="flex flex-col gap-2" aria-label="Best scores">
            {data.leaderboard.map((entry, i) => (
              <LeaderboardRow key={entry.user_id} entry={entry} place={i + 1} isYou={entry.user_id === user?.id} />
            ))}
          </ol>
        )}
      </QueryState>
    </Page>
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
