import { NOTIFICATIONS_TEXT, type NotificationItem, type NotificationKind } from '@dd/contracts';
import { AtSign, Flag, Hourglass, MessageSquareReply, Swords, Trophy, UserPlus, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { relativeTime } from '../../lib/relative-time';
import { safeNextPath } from '../../lib/safe-next-path';

const KIND_ICON: Record<NotificationKind, LucideIcon> = {
  'card.your_turn': Swords,
  'card.turn_ending': Hourglass,
  'card.match_found': Swords,
  'card.match_over': Trophy,
  'forum.reply': MessageSquareReply,
  'forum.mention': AtSign,
  'follow.new': UserPlus,
  'report.resolved': Flag,
};

/**
 * One notification, in the dropdown and on the page: its sentence, how long ago, and a dot while unread (said in
 * words to screen readers). The whole row is the link; opening it is the caller's `onOpen` (marking it read).
 */
export function NotificationRow({
  item,
  now,
  onOpen,
  compact = false,
}: {
  item: NotificationItem;
  now: Date;
  onOpen: (item: NotificationItem) => void;
  compact?: boolean;
}) {
  const Icon = KIND_ICON[item.kind];
  const when = relativeTime(item.created_at, now);
  return (
    <Link
      // The server writes the link; a path of this site is still the only place it may lead.
      to={safeNextPath(item.link)}
      onClick={() => onOpen(item)}
      data-unread={item.read ? undefined : ''}
      className={cn(
        'flex min-h-11 items-start gap-3 rounded-xl text-left transition hover:bg-line focus-visible:bg-line',
        compact ? 'px-3 py-2.5' : 'px-4 py-3',
        !item.read && 'bg-hot/5',
      )}
    >
      <span
        aria-hidden
        className={cn(
          'mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full',
          item.read ? 'bg-line text-ink-soft' : 'bg-zap/10 text-zap',
        )}
      >
        <Icon className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span
          className={cn(
            'break-words text-ink',
            compact && 'text-[0.95rem] leading-snug',
            item.read ? 'font-normal' : compact ? 'font-semibold' : 'font-bold',
          )}
        >
          {item.text}
        </span>
        {when && (
          <time dateTime={item.created_at} className="text-sm text-muted">
            {when}
          </time>
        )}
      </span>
      {/* The dot's box is always there, so reading an item moves nothing. */}
      <span className="mt-2 flex size-2.5 shrink-0">
        {!item.read && (
          <>
            <span aria-hidden className="size-2.5 rounded-full bg-hot-dark" />
            <span className="sr-only">{NOTIFICATIONS_TEXT.unreadBadge}</span>
          </>
        )}
      </span>
    </Link>
  );
}
