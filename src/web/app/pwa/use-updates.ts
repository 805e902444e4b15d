import { useSyncExternalStore } from 'react';
import { updates } from './pwa-runtime';
import type { UpdateController } from './update-controller';

/** The shared update state (banner and profile section), re-rendered when it changes. */
export function useUpdateState(controller: UpdateController = updates) {
  return useSyncExternalStore(controller.subscribe, controller.getSnapshot);
}

export { updates };
