import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useRealtimeConnection } from '../lib/realtime/use-realtime-connection';
import { handleRealtimeEvent, resyncLiveData } from './realtime-events';

/**
 * The member's push connection, loaded after the first paint (see providers.tsx): events invalidate the
 * queries they concern, through the app's event map.
 */
export default function RealtimeConnection({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const handlers = useMemo(
    () => ({
      onEvent: (event: Parameters<typeof handleRealtimeEvent>[1]) => void handleRealtimeEvent(queryClient, event),
      onOpen: () => void resyncLiveData(queryClient),
    }),
    [queryClient],
  );
  useRealtimeConnection(token, handlers);
  return null;
}
