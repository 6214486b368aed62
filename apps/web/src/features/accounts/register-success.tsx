import { AUTH_TEXT, formatCount, href } from '@dd/contracts';
import type { Registered } from './api';
import { EmojiBlock } from '../../components/emoji-block';

const DESTINATION: Record<string, string> = {
  [href('rewards')]: 'your rewards',
  '/': 'the home page',
};

/** What the register screen shows while it waits to redirect (storefront spec section 4). */
export function RegisterSuccess({ result, to }: { result: Registered; to: string }) {
  const { response, autoLoggedIn } = result;
  const name = response.user.display_name ?? response.user.username;

  if (!autoLoggedIn) {
    return (
      <EmojiBlock emoji="🔐" className="gap-3 py-4">
        <p role="alert" className="text-xl font-extrabold text-danger">
          {AUTH_TEXT.autoLoginFailed}
        </p>
        <p className="text-ink-soft">Your account is ready. Taking you to the login page...</p>
      </EmojiBlock>
    );
  }

  return (
    <div role="status" className="flex flex-col items-center gap-3 py-4 text-center">
      <span aria-hidden className="text-6xl motion-safe:animate-[dd-pop_0.6s_ease-out]">
        🎉
      </span>
      <p className="text-2xl font-extrabold text-ink">Welcome aboard, {name}!</p>
      {response.newsletter_subscribed && (
        <p className="rounded-pill bg-sun/40 px-4 py-2 font-bold text-ink">
          {response.points_awarded > 0
            ? `+${formatCount(response.points_awarded)} points added for joining the newsletter`
            : 'You are on the newsletter list'}
        </p>
      )}
      <p className="text-ink-soft">Taking you to {DESTINATION[to] ?? 'the next page'}...</p>
    </div>
  );
}
