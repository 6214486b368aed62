import { FORUM_TEXT } from '@dd/contracts';
import { Link, useLocation } from 'react-router';
import { loginPathFor } from '../../lib/safe-next-path';

/** What a visitor sees where the reply form would be. */
export function LoginToReply({ inline = false }: { inline?: boolean }) {
  const location = useLocation();
  return (
    <p className={inline ? 'rounded-2xl bg-paper px-4 py-3 text-ink-soft' : 'text-ink-soft'}>
      <Link
        to={loginPathFor(`${location.pathname}${location.search}`)}
        className="font-bold text-zap underline underline-offset-2 hover:text-zap-dark"
      >
        {FORUM_TEXT.loginToReply}
      </Link>
    </p>
  );
}
