import { readStored, readStoredTime, writeStored } from './browser-storage';
import { INSTALL_STORAGE_KEYS, type InstallMemory } from './install-banner-rules';

export function loadInstallMemory(storage?: Storage): InstallMemory {
  return {
    dismissedAt: readStoredTime(INSTALL_STORAGE_KEYS.dismissedAt, storage),
    snoozeUntil: readStoredTime(INSTALL_STORAGE_KEYS.snoozeUntil, storage),
    completed: readStored(INSTALL_STORAGE_KEYS.completed, storage) === 'true',
  };
}

export function saveInstallMemory(memory: InstallMemory, storage?: Storage): void {
  if (memory.dismissedAt !== null)
    writeStored(INSTALL_STORAGE_KEYS.dismissedAt, String(memory.dismissedAt), storage);
  if (memory.snoozeUntil !== null)
    writeStored(INSTALL_STORAGE_KEYS.snoozeUntil, String(memory.snoozeUntil), storage);
  if (memory.completed) writeStored(INSTALL_STORAGE_KEYS.completed, 'true', storage);
}
