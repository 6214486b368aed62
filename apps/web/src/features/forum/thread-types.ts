import type { ReactNode } from 'react';

/** Set by the new-thread page: the points the new thread earned. */
export interface ThreadPostedState {
  postedPoints?: number;
}

export type Reporting = { contentType: 'thread' | 'reply'; contentId: number };

/** The report dialog for a thread or reply: the app passes moderation's, as features do not import each other. */
export type ContentReportDialog = (props: Reporting & { onClose: () => void }) => ReactNode;

/** Where the inline reply form is open: under the thread, or under one reply. */
export type ReplyTarget = 'thread' | number | null;
