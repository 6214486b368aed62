import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '../lib/use-session';

const RealtimeConnection = lazy(() => import('./realtime-connection'));

/**
 * Push for signed-in members, loaded only after the first paint so the home page's first load stays within
 * its budget; visitors never load it (the endpoint needs a token). Logging out unmounts it, which closes the
 * socket; a new login mounts it with the new token.
 */
export function MemberRealtime() {
  const { token } = useSession();
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  if (!token || !painted) return null;
  return (
    <Suspense>
      <RealtimeConnection token={token} />
    </Suspense>
  );
}
