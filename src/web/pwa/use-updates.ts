import { useSyncExternalStore } from 'react';
import { updates } from './pwa-runtime';
import type { UpdateController } from './update-controller';

/**
 * The shared update state (banner and profile section), re-rendered when it changes. A page the server drew is
 * hydrated with the state as it starts (no update known), as the server drew it.
 */
export function useUpdateState(controller: UpdateController = updates) {
  return useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getInitialSnapshot);
}

export { updates };
