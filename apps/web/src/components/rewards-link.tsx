import { href, RESULT_TEXT } from '@dd/contracts';
import { Link } from 'react-router';
import { cn } from '../lib/cn';

/** A game's result links to the rewards page, where the points it paid show; `className` gives its colours. */
export function RewardsLink({ className }: { className: string }) {
  return (
    <Link
      to={href('rewards')}
      data-testid="result-rewards-link"
      className={cn('inline-flex min-h-11 items-center font-bold underline underline-offset-2', className)}
    >
      {RESULT_TEXT.rewardsLink}
    </Link>
  );
}
