import { NOTIFICATIONS_TEXT } from '@dd/contracts';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { useDismiss } from '../../lib/use-dismiss';
import { useRealtimeStatus } from '../../lib/realtime/use-realtime';
import { useUnreadCount } from './api';
import { badgeText } from './badge';
import type { NotificationDropdown as NotificationDropdownType } from './notification-dropdown';

// The dropdown is fetched when the member reaches for the bell (pointer or focus), not with the header.
let dropdownChunk: Promise<{ NotificationDropdown: typeof NotificationDropdownType }> | null = null;
function loadDropdown() {
  dropdownChunk ??= import('./notification-dropdown');
  return dropdownChunk;
}
const NotificationDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.NotificationDropdown })));

/**
 * The header's bell for a signed-in member (issue 25 §2): the unread count as a badge over the icon (inside the
 * button's box, so a count appearing moves nothing), and a dropdown of the latest. Escape or a tap elsewhere
 * closes it, and so does a navigation; focus goes into it on opening and back to the bell on Escape.
 */
export function NotificationBell() {
  const pushUp = useRealtimeStatus() === 'open';
  const unread = useUnreadCount(pushUp).data?.unread ?? 0;
  const badge = badgeText(unread);
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const location = useLocation();

  useEffect(() => setOpen(false), [location.key]);

  const close = useCallback(() => setOpen(false), []);
  const onKeyDown = useDismiss(open, close, wrapper, button);

  return (
    <div
      ref={wrapper}
      // Below 768px the panel hangs from the (sticky) header across the screen; from 768px under the bell.
      className="md:relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tabbing past its end closes it.
        if (open && event.relatedTarget && !wrapper.current?.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-label={unread > 0 ? NOTIFICATIONS_TEXT.bellLabelUnread(unread) : NOTIFICATIONS_TEXT.bellLabel}
        aria-expanded={open}
        aria-controls={panelId}
        title={NOTIFICATIONS_TEXT.bellLabel}
        onPointerEnter={() => void loadDropdown()}
        onFocus={() => void loadDropdown()}
        onClick={() => setOpen((was) => !was)}
        className={cn(
          'relative flex size-11 shrink-0 items-center justify-center rounded-full text-ink transition hover:bg-line',
          open && 'bg-line',
        )}
      >
        <Bell aria-hidden className="size-6" />
        {badge && (
          <span
            aria-hidden
            data-testid="notification-badge"
            className="absolute right-0.5 top-0.5 flex h-5 min-w-5 items-center justify-center rounded-pill border-2 border-surface bg-hot-dark px-1 text-[0.7rem] font-extrabold leading-none text-white"
          >
            {badge}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={<div aria-hidden className={PANEL_FRAME} />}>
          <NotificationDropdown id={panelId} className={PANEL_FRAME} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

/** The panel's place: across the screen under the header on a phone, under the bell from 768px. */
const PANEL_FRAME =
  'absolute inset-x-2 top-full z-40 mt-1 min-h-40 rounded-card border border-line bg-surface shadow-pop md:inset-x-auto md:right-0 md:mt-2 md:w-[24rem]';
