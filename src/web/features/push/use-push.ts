import { pushMessages } from '@domain/messages/push';
import {
  PUSH_SUBSCRIPTIONS_PATH,
  PUSH_SUBSCRIPTIONS_STALE_MS,
  type PushSubscriptionsResponse,
} from '@domain/push/push-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../lib/api';
import { type DisableResult, disablePush, type EnableResult, enablePush } from './push-client';
import { browserPushDevice, type PushDevice } from './push-device';
import { type PushState, pushState } from './push-state';

export const pushQueryKeys = {
  device: ['push', 'device'] as const,
  subscriptions: ['push', 'subscriptions'] as const,
};

const r = pushMessages.results;

export const enableResultMessage: Record<
  EnableResult,
  { tone: 'success' | 'error' | 'warning'; text: string }
> = {
  enabled: { tone: 'success', text: r.enabled },
  unsupported: { tone: 'warning', text: r.unsupported },
  blocked: { tone: 'warning', text: r.blocked },
  'not-allowed': { tone: 'warning', text: r.notAllowed },
  'no-service-worker': { tone: 'error', text: r.noServiceWorker },
  'key-failed': { tone: 'error', text: r.keyFailed },
  'not-authenticated': { tone: 'error', text: r.notAuthenticated },
  failed: { tone: 'error', text: r.enableFailed },
};

export const disableResultMessage: Record<DisableResult, { tone: 'success' | 'error'; text: string }> = {
  disabled: { tone: 'success', text: r.disabled },
  'not-authenticated': { tone: 'error', text: r.notAuthenticated },
  failed: { tone: 'error', text: r.disableFailed },
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
    queryFn: ({ signal }) => api.get<PushSubscriptionsResponse>(PUSH_SUBSCRIPTIONS_PATH, signal),
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
    mutationFn: () => enablePush(device).catch((): EnableResult => 'failed'),
    onSettled: refresh,
  });
  const disable = useMutation({
    mutationFn: () =>
      disablePush(device, subscriptions.data?.subscriptions ?? []).catch((): DisableResult => 'failed'),
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

let cached: PushDevice | undefined;
function defaultDevice(): PushDevice {
  cached ??= browserPushDevice();
  return cached;
}
