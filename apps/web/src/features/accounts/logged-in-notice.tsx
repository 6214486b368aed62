import { href } from '@dd/contracts';
import { Button, ButtonLink } from '../../components/button';
import { useSession } from '../../lib/use-session';
import { userLabel } from '../../lib/session-user';
import { EmojiBlock } from '../../components/emoji-block';

/** Shown instead of a login or register form to someone who is already logged in. */
export function LoggedInNotice() {
  const { user, logout } = useSession();
  return (
    <EmojiBlock emoji="👋" className="gap-4 py-2">
      <p className="text-xl font-extrabold text-ink">
        You are logged in as <span className="text-zap">{userLabel(user)}</span>.
      </p>
      <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        <ButtonLink to={href('home')} className="sm:flex-1">
          Go home
        </ButtonLink>
        <ButtonLink to={href('rewards')} variant="secondary" className="sm:flex-1">
          My rewards
        </ButtonLink>
        <ButtonLink to={href('profile')} variant="secondary" className="sm:flex-1">
          My profile
        </ButtonLink>
      </div>
      <Button variant="ghost" size="sm" onClick={() => void logout()}>
        Not you? Log out
      </Button>
    </EmojiBlock>
  );
}
