/** The ids in `threads` that are new since `before`, or whose last activity moved. */
export function changedThreadIds(
  before: ReadonlyMap<number, string>,
  threads: ReadonlyArray<{ id: number; last_activity_at: string }>,
): number[] {
  return threads.filter((thread) => before.get(thread.id) !== thread.last_activity_at).map((thread) => thread.id);
}

/** Each thread's last activity, to compare the next read of the same page with. */
export function activityById(threads: ReadonlyArray<{ id: number; last_activity_at: string }>): Map<number, string> {
  return new Map(threads.map((thread) => [thread.id, thread.last_activity_at]));
}
