import { NEWSLETTER_TEXT, href } from '@dd/contracts';
import { Link } from 'react-router';
import { useSession } from '../../lib/use-session';
import { cn } from '../../lib/cn';

const [LINK_TEXT, REST] = splitHint(NEWSLETTER_TEXT.loggedOutHint);

// Links the opening words to sign-up while the sentence reads exactly as the spec has it.
function splitHint(hint: string): [string, string] {
  const head = 'Create an account';
  return hint.startsWith(head) ? [head, hint.slice(head.length)] : ['', hint];
}

/** 'Create an account first to earn 100 points for subscribing!' for logged-out visitors only. */
export function AccountHint({ className }: { className?: string }) {
  const { loggedIn } = useSession();
  if (loggedIn) return null;
  return (
    <p className={cn('text-sm text-ink-soft', className)}>
      <span aria-hidden>🎁 </span>
      {LINK_TEXT && (
        <Link to={href('register')} className="font-bold text-zap underline underline-offset-2 hover:text-zap-dark">
          {LINK_TEXT}
        </Link>
      )}
      {REST}
    </p>
  );
}
