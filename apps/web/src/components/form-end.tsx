import type { UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from '../lib/api-client';
import { Button } from './button';
import { FormAlert } from './form-alert';

interface FormEndProps<Data, Vars> {
  /** The call the form sends. */
  action: UseMutationResult<Data, Error, Vars>;
  texts: { failed: string; pending: string; submit: string };
  /** The form cannot be sent for another reason (e.g. a dead link). */
  disabled?: boolean;
  className?: string;
}

/**
 * The end of a form that sends one call: the server's refusal (or `failed`), and the large submit button,
 * which says `pending` and stays disabled while the call is on its way (so a double click sends once).
 */
export function FormEnd<Data, Vars>({
  action,
  texts,
  disabled = false,
  className = 'w-full',
}: FormEndProps<Data, Vars>) {
  return (
    <>
      {action.isError && <FormAlert>{errorMessage(action.error, texts.failed)}</FormAlert>}
      <Button type="submit" size="lg" disabled={action.isPending || disabled} className={className}>
        {action.isPending ? texts.pending : texts.submit}
      </Button>
    </>
  );
}
