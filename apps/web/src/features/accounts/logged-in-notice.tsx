import { href } from '@dd/contracts';
import { Button } from '../../components/button';
import { CallToActionLinks, type CallToAction } from '../../components/call-to-action-links';
import { useSession } from '../../lib/use-session';
import { userLabel } from '../../lib/session-user';
import { EmojiBlock } from '../../components/emoji-block';

/** Where a member who is already logged in may want to go. */
const MEMBER_LINKS: readonly CallToAction[] = [
  { to: href('home'), label: 'Go home' },
  { to: href('rewards'), label: 'My rewards' },
  { to: href('profile'), label: 'My profile' },
];

/** Shown instead of a login or register form to someone who is already logged in. */
export function LoggedInNotice() {
  const { user, logout } = useSession();
  return (
    <EmojiBlock emoji="👋" className="gap-4 py-2">
      <p className="text-xl font-extrabold text-ink">
        You are logged in as <span className="text-zap">{userLabel(user)}</span>.
      </p>
      <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        <CallToActionLinks linkClassName="sm:flex-1" links={MEMBER_LINKS} />
      </div>
      <Button variant="ghost" size="sm" onClick={() => void logout()}>
        Not you? Log out
      </Button>
    </EmojiBlock>
  );
}
