import { pushResultMessages as r } from '@domain/messages/push-results';
import type { DisableResult, EnableResult } from './push-client';

// What the parent reads after enabling or disabling push on this device.

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
