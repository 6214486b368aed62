import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeConnection } from '../lib/realtime/use-realtime-connection';
import { handleRealtimeEvent, resyncLiveData } from './realtime-events';

/**
 * The member's push connection, loaded after the first paint (see providers.tsx): each event invalidates the
 * queries it concerns through the app's event map, and every (re)connect catches up on what was missed.
 */
export default function RealtimeConnection({ token }: { token: string }) {
  const queryClient = useQueryClient();
  useRealtimeConnection(token, {
    onEvent: (event) => void handleRealtimeEvent(queryClient, event),
    onOpen: () => void resyncLiveData(queryClient),
  });
  return null;
}
