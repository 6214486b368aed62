import { relativeTime } from '../../lib/relative-time';
import { useHydrated } from '../../lib/use-hydrated';
import { useNow } from '../../lib/render-time';
import { localDateTime, utcDateTime } from './forum-text';

/**
 * A post's date texts: the full date in the reader's locale and time zone (in UTC while the server's HTML is
 * hydrated, as the server, which knows neither, rendered it) and '3 hours ago' against the render's clock.
 */
export function useDateText(): { full: (iso: string) => string; ago: (iso: string) => string | null } {
  const hydrated = useHydrated();
  const now = useNow();
  return {
    full: (iso) => (hydrated ? localDateTime(iso) : utcDateTime(iso)),
    ago: (iso) => relativeTime(iso, now),
  };
}
