import { PUSH_SUBSCRIPTIONS_STALE_MS } from '@domain/push/push-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '../../lib/api';
import type { DisableResult, EnableResult } from './push-client';
import { browserPushDevice, type PushDevice } from './push-device';
import { type PushState, pushState } from './push-state';

const pushQueryKeys = {
  device: ['push', 'device'] as const,
  subscriptions: ['push', 'subscriptions'] as const,
};

/**
 * Push on this device: its state (null while still finding out), the account's devices, and enable / disable.
 * The device list is fresh for 5 minutes (parent portal, section 9).
 */
export function usePush(device: PushDevice = defaultDevice()) {
  const client = useQueryClient();
  const supported = device.supported();
  const facts = useQuery({
    queryKey: pushQueryKeys.device,
    queryFn: async () => ({ permission: device.permission(), endpoint: await device.subscriptionEndpoint() }),
    staleTime: 0,
  });
  const subscriptions = useQuery({
    queryKey: pushQueryKeys.subscriptions,
    queryFn: ({ signal }) => call('GET /push/subscriptions', { signal }),
    staleTime: PUSH_SUBSCRIPTIONS_STALE_MS,
    enabled: supported,
  });

  const state: PushState | null = useMemo(() => {
    if (!supported) return 'unsupported';
    if (!facts.data) return null;
    if (facts.data.permission === 'denied') return 'denied';
    if (!subscriptions.data) return null;
    return pushState({
      supported,
      permission: facts.data.permission,
      browserEndpoint: facts.data.endpoint,
      serverEndpoints: subscriptions.data.subscriptions.map((s) => s.endpoint),
    });
  }, [supported, facts.data, subscriptions.data]);

  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: pushQueryKeys.device }),
      client.invalidateQueries({ queryKey: pushQueryKeys.subscriptions }),
    ]);

  const enable = useMutation({
    mutationFn: () =>
      loadPushClient()
        .then((client) => client.enablePush(device))
        .catch((): EnableResult => 'failed'),
    onSettled: refresh,
  });
  const disable = useMutation({
    mutationFn: () =>
      loadPushClient()
        .then((client) => client.disablePush(device, subscriptions.data?.subscriptions ?? []))
        .catch((): DisableResult => 'failed'),
    onSettled: refresh,
  });

  return {
    state,
    /** Still finding out the state: false once it is known, or once asking failed (the state then stays null). */
    checking: state === null && !facts.isError && !subscriptions.isError,
    devices: subscriptions.data?.subscriptions ?? [],
    enable,
    disable,
  };
}

// Subscribing and unsubscribing (with the device's description) load on the first press of a button: the dashboard
// needs only the state to decide whether its banner shows (decision 028).
const loadPushClient = () => import('./push-client');

let cached: PushDevice | undefined;
function defaultDevice(): PushDevice {
  cached ??= browserPushDevice();
  return cached;
}
