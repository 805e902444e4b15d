import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { ApiError } from '../lib/api';

type Connectivity = 'online' | 'offline' | 'unreachable';

const unreachable = (error: unknown) => error instanceof ApiError && error.status === 0;

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const browserOnline = () => navigator.onLine;
/** A page is drawn on the server only for a browser that reached it; hydrated as online, then the browser's word. */
const onlineOnServer = () => true;

/**
 * Offline when the browser says so, unreachable when a request found no server (the api wrapper's status-0
 * ApiError); both clear with the next answer that arrives.
 */
export function useConnectivity(): Connectivity {
  const client = useQueryClient();
  const online = useSyncExternalStore(subscribeOnline, browserOnline, onlineOnServer);
  const [serverGone, setServerGone] = useState(false);

  useEffect(() => {
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
      stopQueries();
      stopMutations();
    };
  }, [client]);

  if (!online) return 'offline';
  return serverGone ? 'unreachable' : 'online';
}
