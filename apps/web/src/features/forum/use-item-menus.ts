import { FORUM_TEXT, type Reply, type Thread, href } from '@dd/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDeleteReply, useDeleteThread } from './api';
import { itemActions, type Viewer } from './item-actions';
import type { MenuItem } from './item-menu';
import type { ReplyTarget, Reporting } from './thread-types';

type Deleting = { kind: 'thread'; id: number; action: string } | { kind: 'reply'; id: number; action: string };

interface ItemMenusDeps {
  viewer: Viewer | null;
  /** Opens the inline reply form under the thread or a reply. */
  replyTo: (target: Exclude<ReplyTarget, null>) => void;
  /** A reply of this page was deleted. */
  onReplyDeleted: (replyId: number) => void;
}

/** The menus of the thread and its replies (reply, report, delete) and the delete and report dialogs they open. */
export function useItemMenus({ viewer, replyTo, onReplyDeleted }: ItemMenusDeps) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [reporting, setReporting] = useState<Reporting | null>(null);
  const deleteThread = useDeleteThread();
  const deleteReply = useDeleteReply();

  const menuFor = (item: Thread | Reply, kind: 'thread' | 'reply'): MenuItem[] => {
    const actions = itemActions(viewer, {
      user_id: item.user_id,
      deleted: kind === 'reply' && (item as Reply).deleted,
    });
    const items: MenuItem[] = [];
    if (actions.reply)
      items.push({ label: FORUM_TEXT.reply, onSelect: () => replyTo(kind === 'thread' ? 'thread' : item.id) });
    if (actions.report)
      items.push({ label: FORUM_TEXT.report, onSelect: () => setReporting({ contentType: kind, contentId: item.id }) });
    const action = actions.delete;
    if (action) {
      items.push({
        label: action,
        danger: true,
        onSelect: () => {
          deleteThread.reset();
          deleteReply.reset();
          setDeleting({ kind, id: item.id, action });
        },
      });
    }
    return items;
  };

  const confirmDelete = () => {
    if (!deleting) return;
    if (deleting.kind === 'thread') {
      deleteThread.mutate(deleting.id, { onSuccess: () => navigate(href('forum'), { replace: true }) });
    } else {
      const replyId = deleting.id;
      deleteReply.mutate(replyId, {
        onSuccess: () => {
          onReplyDeleted(replyId);
          setDeleting(null);
        },
      });
    }
  };

  return {
    menuFor,
    deleting,
    deleteMutation: deleting?.kind === 'thread' ? deleteThread : deleteReply,
    confirmDelete,
    closeDelete: () => setDeleting(null),
    reporting,
    closeReport: () => setReporting(null),
  };
}
