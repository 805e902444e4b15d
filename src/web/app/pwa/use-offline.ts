import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api';

export type Connectivity = 'online' | 'offline' | 'unreachable';

const unreachable = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * Offline when the browser says so, unreachable when a request found no server (the api wrapper's status-0
 * ApiError); both clear with the next answer that arrives.
 */
export function useConnectivity(): Connectivity {
  const client = useQueryClient();
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  const [serverGone, setServerGone] = useState(false);

  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    const stopQueries = client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      if (event.action.type === 'error' && unreachable(event.action.error)) setServerGone(true);
      if (event.action.type === 'success') setServerGone(false);
    });
    const stopMutations = client.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      if (event.action.type === 'error' && unreachable(event.action.error)) setServerGone(true);
      if (event.action.type === 'success') setServerGone(false);
    });
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      stopQueries();
      stopMutations();
    };
  }, [client]);

  if (!online) return 'offline';
  return serverGone ? 'unreachable' : 'online';
}
