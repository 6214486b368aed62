import type { Reply } from '@dd/contracts';

/** Whether an inline reply's target can no longer be answered: deleted, or gone from the thread. */
export function replyTargetGone(replies: ReadonlyArray<Pick<Reply, 'id' | 'deleted'>>, target: number): boolean {
  return !replies.some((reply) => reply.id === target && !reply.deleted);
}

/** The thread form's text once an orphaned inline answer joins it: both kept, the form's own first. */
export function joinDrafts(main: string, carried: string): string {
  return [main, carried].filter((text) => text.trim() !== '').join('\n\n');
}
