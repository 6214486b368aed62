import ThreadPage, { type ContentReportDialog } from '../../features/forum/thread-page';
import { ReportDialog } from '../../features/moderation/report-dialog';

const reportDialog: ContentReportDialog = ({ contentType, contentId, onClose }) => (
  <ReportDialog open onClose={onClose} target={{ kind: 'content', contentType, contentId }} />
);

/** /forum/thread/{threadId}: the forum's thread page with moderation's report dialog. */
export default function ForumThreadRoute() {
  return <ThreadPage reportDialog={reportDialog} />;
}
