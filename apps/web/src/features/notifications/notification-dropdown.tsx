import { href, NOTIFICATIONS_TEXT, type NotificationItem } from '@dd/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../components/query-state';
import { cn } from '../../lib/cn';
import { useLatestNotifications, useMarkRead } from './api';
import { NotificationRow } from './notification-row';

/**
 * The bell's panel: the latest notifications, 'Mark all as read' and 'See all'. It takes focus when it opens (so a
 * keyboard or screen-reader user is in it), and opening an item marks it read on the way to its link.
 */
export function NotificationDropdown({
  id,
  className,
  onClose,
}: {
  id: string;
  className: string;
  onClose: () => void;
}) {
  const latest = useLatestNotifications();
  const markRead = useMarkRead();
  const panel = useRef<HTMLDivElement>(null);
  const headingId = useId();
  // Read once per opening: '3 minutes ago' need not tick while the panel is open.
  const [now] = useState(() => new Date());

  useEffect(() => panel.current?.focus(), []);

  const open = (item: NotificationItem) => {
    if (!item.read) markRead.mutate({ ids: [item.id] });
    onClose();
  };
  const unread = latest.data?.unread ?? 0;

  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-labelledby={headingId}
      tabIndex={-1}
      className={cn('flex flex-col overflow-hidden outline-none', className)}
    >
      <div className="flex items-center justify-between gap-2 border-b border-line py-2 pl-4 pr-2">
        <h2 id={headingId} className="text-lg font-extrabold text-ink">
          {NOTIFICATIONS_TEXT.title}
        </h2>
        <button
          type="button"
          disabled={unread === 0}
          onClick={() => markRead.mutate({ all: true })}
          className="min-h-11 rounded-pill px-3 text-sm font-bold text-zap transition hover:bg-line disabled:cursor-default disabled:text-muted disabled:hover:bg-transparent"
        >
          {NOTIFICATIONS_TEXT.markAllRead}
        </button>
      </div>
      <div className="max-h-[min(26rem,65vh)] overflow-y-auto overscroll-contain p-1.5">
        <QueryState
          query={latest}
          loading={NOTIFICATIONS_TEXT.loading}
          error={NOTIFICATIONS_TEXT.loadFailed}
          retrySize="sm"
          keepDataOnError
          className="py-6 text-base"
          isEmpty={(data) => data.items.length === 0}
          empty={<p className="px-4 py-8 text-center font-bold text-ink-soft">{NOTIFICATIONS_TEXT.empty}</p>}
        >
          {(data) => (
            <ul aria-label={NOTIFICATIONS_TEXT.listLabel} className="flex flex-col gap-0.5">
              {data.items.map((item) => (
                <li key={item.id}>
                  <NotificationRow item={item} now={now} onOpen={open} compact />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
      <Link
        to={href('notifications')}
        onClick={onClose}
        className="flex min-h-12 items-center justify-center border-t border-line font-bold text-zap transition hover:bg-line"
      >
        {NOTIFICATIONS_TEXT.seeAll}
      </Link>
    </div>
  );
}
