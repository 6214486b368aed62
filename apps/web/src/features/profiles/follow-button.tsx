import { useLocation } from 'react-router';
import { Button, ButtonLink } from '../../components/button';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { loginPathFor } from '../../lib/safe-next-path';
import { useFollow } from './api';
import { InlineAlert } from '../../components/inline-alert';

export const FOLLOW_FAILED_TEXT = 'Failed to update follow.';

interface FollowButtonProps {
  userId: number;
  following: boolean;
  name: string;
  className?: string;
}

/** Follow/Unfollow another member; the follower count comes back from the server (community spec section 4). */
export function FollowButton({ userId, following, name, className }: FollowButtonProps) {
  const follow = useFollow(userId);
  return (
    <div className={cn('flex flex-col items-stretch gap-2', className)}>
      <Button
        variant={following ? 'secondary' : 'primary'}
        onClick={() => {
          if (!follow.isPending) follow.mutate(!following);
        }}
        disabled={follow.isPending}
        aria-label={`${following ? 'Unfollow' : 'Follow'} ${name}`}
        className="min-w-32"
      >
        {following ? 'Unfollow' : 'Follow'}
      </Button>
      <InlineAlert>{follow.isError && errorMessage(follow.error, FOLLOW_FAILED_TEXT)}</InlineAlert>
    </div>
  );
}

/** A logged-out visitor's Follow leads to the login page and back here. */
export function FollowLoginLink({ className }: { className?: string }) {
  const location = useLocation();
  return (
    <ButtonLink to={loginPathFor(location.pathname)} className={cn('min-w-32', className)}>
      Log in to follow
    </ButtonLink>
  );
}
