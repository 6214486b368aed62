import { href } from '@dd/contracts';
import { Navigate, useLocation, useParams } from 'react-router';
import { SignInPrompt } from '../../../components/sign-in-prompt';
import { useSession } from '../../../lib/use-session';
import { Board } from './board';
import { BoardErrorBoundary } from './board-error-boundary';
import { BOARD_TEXT } from './board-text';
import { matchIdFrom } from './match-id';

/**
 * The card game board, `/card-game/{matchId}` or `/card-match?matchId=` (community spec section 2): without a
 * match id it goes to the lobby; a visitor is asked to log in.
 */
export default function BoardPage() {
  const params = useParams();
  const location = useLocation();
  const { loggedIn, user } = useSession();
  const matchId = matchIdFrom(params.matchId, location.pathname, location.search);
  if (matchId === null) return <Navigate to={href('cardGameLobby')} replace />;
  return (
    <div className="bg-[radial-gradient(ellipse_at_top,#5b21b6_0%,#2a1358_45%,#1b1035_100%)]">
      {/* No padding above or below: the board fills the screen under the game bar (board-layout.tsx). */}
      <div className="mx-auto w-full max-w-7xl px-3 sm:px-6">
        {loggedIn && user ? (
          <BoardErrorBoundary>
            <Board key={`${matchId}-${user.id}`} matchId={matchId} meId={Number(user.id)} />
          </BoardErrorBoundary>
        ) : (
          <SignInPrompt
            asPageTitle
            message={BOARD_TEXT.logInToPlay}
            returnTo={`${location.pathname}${location.search}`}
          />
        )}
      </div>
    </div>
  );
}
