import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import {
  type InstallBannerDecision,
  type InstallEnvironment,
  type InstallMemory,
  type InstallOutcome,
  installBannerDecision,
  memoryAfter,
} from './install-banner-rules';
import { loadInstallMemory, saveInstallMemory } from './install-memory';
import { installPrompt } from './install-prompt';

const STANDALONE_QUERIES = [
  '(display-mode: standalone)',
  '(display-mode: fullscreen)',
  '(display-mode: minimal-ui)',
];

function runsInstalled(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || STANDALONE_QUERIES.some((q) => window.matchMedia?.(q).matches === true);
}

const NOT_YET: InstallBannerDecision = { visible: false, reason: 'not-read' };

function readInstallEnvironment(nativePromptAvailable: boolean): InstallEnvironment {
  return {
    userAgent: navigator.userAgent,
    viewportWidth: window.innerWidth,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone: runsInstalled(),
    nativePromptAvailable,
  };
}

/** What the decision is made on: this device, and what the parent chose before (stored on the device). */
interface InstallFacts {
  environment: InstallEnvironment;
  memory: InstallMemory;
}

/**
 * The install banner's state and actions. What it decides on is read after the page has drawn, in a task of its
 * own: asking for the viewport's width in the first render made the browser lay out the whole page before it had
 * any content (about 50 ms of a phone's first task on /schedule), and the first read of the device's storage costs
 * a phone 10-15 ms. Until then the banner is not shown; it is never needed in the first frame. Installed detection
 * re-runs whenever the page becomes visible again (the parent may have added it to the home screen meanwhile) and
 * when the window is resized.
 */
export function useInstallBanner(now: () => number = Date.now) {
  // A page drawn on the server knows of no prompt yet (decision 045); the banner is never in the first frame anyway.
  const nativePromptAvailable = useSyncExternalStore(
    installPrompt.subscribe,
    installPrompt.available,
    () => false,
  );
  const [facts, setFacts] = useState<InstallFacts | null>(null);

  useEffect(() => {
    const read = () =>
      setFacts({
        environment: readInstallEnvironment(installPrompt.available()),
        memory: loadInstallMemory(),
      });
    const timer = setTimeout(read, 0);
    const onVisible = () => {
      if (document.visibilityState === 'visible') read();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('resize', read);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('resize', read);
    };
  }, []);
  // Decided again when the browser offers (or withdraws) its own install prompt.
  const decision: InstallBannerDecision = facts
    ? installBannerDecision({ ...facts.environment, nativePromptAvailable }, facts.memory, now())
    : NOT_YET;

  const choose = useCallback(
    (outcome: InstallOutcome) => {
      const memory = memoryAfter(outcome, loadInstallMemory(), now());
      saveInstallMemory(memory);
      setFacts((current) => current && { ...current, memory });
    },
    [now],
  );

  const installNative = useCallback(async () => {
    const outcome = await installPrompt.prompt();
    if (outcome) choose(outcome === 'accepted' ? 'accepted' : 'declined');
  }, [choose]);

  return {
    decision,
    installNative,
    later: () => choose('later'),
    close: () => choose('closed'),
  };
}
