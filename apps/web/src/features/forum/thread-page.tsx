import { FORUM_TEXT, TOPICS, href } from '@dd/contracts';
import { NotFound } from '../../components/not-found';
import { Page } from '../../components/page';
import { BackLink } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRealtimeTopic } from '../../lib/realtime/use-realtime';
import { useParams } from 'react-router';
import { useThread } from './api';
import { parseThreadId } from './forum-text';
import type { ContentReportDialog } from './thread-types';
import { ThreadView } from './thread-view';

export type { ContentReportDialog, ThreadPostedState } from './thread-types';

/** /forum/thread/{threadId}: a thread with its nested replies (community spec section 2 "Forum thread page"). */
export default function ThreadPage({ reportDialog }: { reportDialog: ContentReportDialog }) {
  const { threadId } = useParams();
  const id = parseThreadId(threadId);
  const { query, deletedHere } = useThread(id);
  // Push reads the thread again when someone replies or deletes; a thread deleted meanwhile turns not found.
  useRealtimeTopic(id === null ? null : TOPICS.thread(id));
  const notFound =
    id === null ||
    (deletedHere && !query.data) ||
    (query.error instanceof ApiError && query.error.code === 'not_found');
  useDocumentTitle(notFound ? FORUM_TEXT.threadNotFound : query.data ? query.data.thread.title : 'Forum');

  if (notFound) {
    return (
      <NotFound title={FORUM_TEXT.threadNotFound} art="🧵" back={{ to: href('forum'), label: 'Back to Forum' }}>
        <p>It may have been deleted, or the link has a typo.</p>
      </NotFound>
    );
  }
  return (
    <Page className="flex max-w-4xl flex-col gap-6">
      <BackLink to={href('forum')}>Back to Forum</BackLink>
      <QueryState
        query={query}
        loading={FORUM_TEXT.loading}
        error="Could not load this thread."
        // A failed read in the background (the network blinked) keeps the thread on screen.
        keepDataOnError
      >
        {(data) => <ThreadView key={data.thread.id} data={data} reportDialog={reportDialog} />}
      </QueryState>
    </Page>
  );
}
