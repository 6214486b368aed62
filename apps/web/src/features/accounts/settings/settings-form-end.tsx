import type { UseMutationResult } from '@tanstack/react-query';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/api-client';

/**
 * The end of a settings form: the server's refusal (or `failed`), its confirmation once done, and the submit
 * button, which says `pending` while the change is on its way.
 */
export function SettingsFormEnd<Vars>({
  change,
  texts,
}: {
  change: UseMutationResult<{ message: string }, Error, Vars>;
  texts: { failed: string; pending: string; submit: string };
}) {
  return (
    <>
      {change.isError && <FormAlert>{errorMessage(change.error, texts.failed)}</FormAlert>}
      {change.isSuccess && (
        <p role="status" className="rounded-2xl bg-success/10 px-4 py-3 font-bold text-success">
          {change.data.message}
        </p>
      )}
      <Button type="submit" disabled={change.isPending} className="self-start">
        {change.isPending ? texts.pending : texts.submit}
      </Button>
    </>
  );
}
