import { href, NOTIFICATIONS_TEXT } from '@dd/contracts';
import { Settings } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { Page } from '../../components/page';
import { QueryState } from '../../components/query-state';
import { MembersOnly } from '../../components/members-only';
import { useMarkRead, useNotificationPages } from './api';
import { IconLink } from './icon-link';
import { NotificationRow } from './notification-row';
import { EmojiBlock } from '../../components/emoji-block';

/** `/notifications`: every notification, newest first, unread ones marked; a page more at each 'Load more'. */
export default function NotificationsPage() {
  return (
    <MembersOnly texts={NOTIFICATIONS_TEXT} returnTo={href('notifications')}>
      <MemberNotifications />
    </MembersOnly>
  );
}

function MemberNotifications() {
  const pages = useNotificationPages();
  const markRead = useMarkRead();
  const [now] = useState(() => new Date());
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = pages.data?.pages[0]?.unread ?? 0;

  return (
    <Page className="flex max-w-3xl flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
        <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">{NOTIFICATIONS_TEXT.title}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={unread === 0 || markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
          >
            {NOTIFICATIONS_TEXT.markAllRead}
          </Button>
          <IconLink to={href('notificationSettings')} icon={Settings} pill>
            {NOTIFICATIONS_TEXT.preferencesLink}
          </IconLink>
        </div>
      </header>
      {markRead.isError && <FormAlert>{NOTIFICATIONS_TEXT.markReadFailed}</FormAlert>}
      <p role="status" className="sr-only">
        {markRead.isSuccess && 'all' in markRead.variables ? NOTIFICATIONS_TEXT.allRead : ''}
      </p>
      <QueryState
        query={pages}
        loading={NOTIFICATIONS_TEXT.loading}
        error={NOTIFICATIONS_TEXT.loadFailed}
        keepDataOnError
        isEmpty={() => items.length === 0}
        empty={<EmptyState />}
      >
        {() => (
          <div className="flex flex-col gap-4">
            <ul
              aria-label={NOTIFICATIONS_TEXT.listLabel}
              className="flex flex-col gap-1 rounded-card bg-surface p-2 shadow-card"
            >
              {items.map((item) => (
                <li key={item.id}>
                  <NotificationRow
                    item={item}
                    now={now}
                    onOpen={(opened) => {
                      if (!opened.read) markRead.mutate({ ids: [opened.id] });
                    }}
                  />
                </li>
              ))}
            </ul>
            {pages.hasNextPage && (
              <Button
                variant="secondary"
                className="self-center"
                disabled={pages.isFetchingNextPage}
                aria-busy={pages.isFetchingNextPage}
                onClick={() => void pages.fetchNextPage()}
              >
                {pages.isFetchingNextPage ? NOTIFICATIONS_TEXT.loading : NOTIFICATIONS_TEXT.loadMore}
              </Button>
            )}
            {pages.isFetchNextPageError && <FormAlert>{NOTIFICATIONS_TEXT.loadFailed}</FormAlert>}
          </div>
        )}
      </QueryState>
    </Page>
  );
}

function EmptyState() {
  return (
    <EmojiBlock emoji="🔔" className="gap-3 rounded-card bg-surface px-6 py-12 shadow-card">
      <p role="status" className="text-lg font-bold text-ink-soft">
        {NOTIFICATIONS_TEXT.empty}
      </p>
    </EmojiBlock>
  );
}
