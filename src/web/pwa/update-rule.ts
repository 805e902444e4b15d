// Parent portal, section 4: an update counts as available when the served version differs from the running one
// AND a new service worker is installed and waiting. Either alone is not enough: a changed meta.json without a
// waiting worker would reload into the same old files, and a waiting worker of the same version brings nothing new.

interface UpdateFacts {
  runningVersion: string;
  /** null until /meta.json was read. */
  servedVersion: string | null;
  hasWaitingWorker: boolean;
}

export function isUpdateAvailable(facts: UpdateFacts): boolean {
  return (
    facts.servedVersion !== null && facts.servedVersion !== facts.runningVersion && facts.hasWaitingWorker
  );
}
