import { href } from '@dd/contracts';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { loginPathFor } from '../../lib/safe-next-path';

/** Log In, and back to the game afterwards: a visitor's score can only be submitted by a member. */
export function LogInLink({ className }: { className: string }) {
  return (
    <Link to={loginPathFor(href('memoryGame'))} className={cn('font-bold underline underline-offset-2', className)}>
      Log In
    </Link>
  );
}
