import { REPLAY_TEXT, href } from '@dd/contracts';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/button';
import { StateMessage } from '../../../components/state-message';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { cardApi } from '../api';
import { BoardErrorBoundary } from '../board/board-error-boundary';
import { matchIdFrom } from '../board/match-id';
import { cardKeys } from '../query-keys';
import { ReplayViewer } from './replay-viewer';
import { EmojiBlock } from '../../../components/emoji-block';

/**
 * `/card-game/{id}/replay` (public): a finished card match move by move, both hands face up, with the shuffle
 * checked by this browser against the commitment the players saw.
 */
export default function ReplayPage() {
  const params = useParams();
  const matchId = matchIdFrom(params.matchId, '', '');
  const query = useQuery({
    queryKey: cardKeys.replay(matchId ?? 0),
    queryFn: ({ signal }) => cardApi.replay(matchId ?? 0, signal),
    enabled: matchId !== null,
    // A finished match never changes (and a 4xx is not retried: 404 and 409 are answers).
    staleTime: Infinity,
  });
  const replay = query.data;
  useDocumentTitle(replay ? `${replay.playerA.username} vs ${replay.playerB.username} · Replay` : REPLAY_TEXT.title);

  const status = query.error instanceof ApiError ? query.error.status : null;
  return (
    <div className="bg-[radial-gradient(ellipse_at_top,#5b21b6_0%,#2a1358_45%,#1b1035_100%)]">
      <div className="mx-auto w-full max-w-6xl px-3 py-5 sm:px-6 sm:py-8">
        {matchId === null || status === 404 || status === 400 ? (
          <Notice icon="🔎" title={REPLAY_TEXT.notFound} detail={REPLAY_TEXT.notFoundDetail} />
        ) : status === 409 ? (
          <Notice icon="⏳" title={REPLAY_TEXT.stillRunning} detail={REPLAY_TEXT.stillRunningDetail} />
        ) : replay ? (
          <BoardErrorBoundary>
            <ReplayViewer replay={replay} />
          </BoardErrorBoundary>
        ) : query.isError ? (
          <StateMessage kind="error" title={errorMessage(query.error, REPLAY_TEXT.loadFailed)} className="bg-surface">
            <Button onClick={() => void query.refetch()}>Try again</Button>
          </StateMessage>
        ) : (
          <StateMessage kind="loading" title={REPLAY_TEXT.loading} className="text-white" />
        )}
      </div>
    </div>
  );
}

function Notice({ icon, title, detail }: { icon: string; title: string; detail: string }) {
  return (
    <EmojiBlock
      emoji={icon}
      role="status"
      data-testid="replay-notice"
      className="mx-auto my-10 max-w-xl gap-3 rounded-card bg-surface px-6 py-10 shadow-card"
    >
      <h1 className="font-display text-2xl font-extrabold text-ink">{title}</h1>
      <p className="text-ink-soft">{detail}</p>
      <ButtonLink to={href('cardGameLobby')} variant="secondary">
        {REPLAY_TEXT.backToLobby}
      </ButtonLink>
    </EmojiBlock>
  );
}
