import { FORUM_TEXT } from '@dd/contracts';

/** Who is looking: the signed-in member (the admin flag as stored at login), or null for a visitor. */
export interface Viewer {
  id: number | string;
  is_admin: boolean;
}

export interface ItemActions {
  /** Reply: members get the inline form, visitors the 'Log in to post a reply.' link. */
  reply: boolean;
  /** Report: not on one's own item (the server refuses it). Visitors may open it; submitting asks them to log in. */
  report: boolean;
  /** 'Delete' on one's own item, 'Admin Delete' for an admin on another's item, else none. */
  delete: typeof FORUM_TEXT.delete | typeof FORUM_TEXT.adminDelete | null;
}

const NONE: ItemActions = { reply: false, report: false, delete: null };

/** The ellipsis menu of a thread or reply (community spec sections 2 and 6); the server checks again. */
export function itemActions(viewer: Viewer | null, item: { user_id: number; deleted?: boolean }): ItemActions {
  // A deleted reply only holds its answers' place: nothing to answer, report or delete.
  if (item.deleted) return NONE;
  const own = viewer !== null && String(viewer.id) === String(item.user_id);
  return {
    reply: true,
    report: !own,
    delete: own ? FORUM_TEXT.delete : viewer?.is_admin ? FORUM_TEXT.adminDelete : null,
  };
}
