import { MODERATION_TEXT } from '@dd/contracts';
import { Button } from '../../components/button';
import { useBlockStatus, useSetBlocked } from './api';
import { blockErrorMessage } from './block-text';

interface BlockButtonProps {
  userId: number;
  name: string;
}

/**
 * Block/Unblock another member (community spec section 2 "Block control"): the button turns at
 * once and turns back with the spec's error text when the call fails. Blocking is private.
 */
export function BlockButton({ userId, name }: BlockButtonProps) {
  const status = useBlockStatus(userId, true);
  const setBlocked = useSetBlocked(userId);
  const blocked = status.data?.blocked ?? false;
  const known = status.data !== undefined;
  const lastAttempt = setBlocked.variables;
  return (
    <>
      <Button
        variant={blocked ? 'danger' : 'ghost'}
        size="sm"
        onClick={() => {
          if (!setBlocked.isPending && known) setBlocked.mutate(!blocked);
        }}
        disabled={!known || setBlocked.isPending}
        aria-pressed={blocked}
        aria-label={`${blocked ? MODERATION_TEXT.unblock : MODERATION_TEXT.block} ${name}`}
        className={blocked ? undefined : 'border-2 border-line'}
      >
        <span aria-hidden>🚫</span>
        {blocked ? MODERATION_TEXT.unblock : MODERATION_TEXT.block}
      </Button>
      {setBlocked.isError && (
        <p role="alert" className="col-span-2 basis-full text-sm font-bold text-danger">
          {blockErrorMessage(setBlocked.error, lastAttempt ?? true)}
        </p>
      )}
    </>
  );
}
