import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import {
  type InstallBannerDecision,
  type InstallEnvironment,
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

export function readInstallEnvironment(nativePromptAvailable: boolean): InstallEnvironment {
  return {
    userAgent: navigator.userAgent,
    viewportWidth: window.innerWidth,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone: runsInstalled(),
    nativePromptAvailable,
  };
}

/**
 * The install banner's state and actions. Installed detection re-runs whenever the page becomes visible again
 * (the parent may have added it to the home screen meanwhile) and when the window is resized.
 */
export function useInstallBanner(now: () => number = Date.now) {
  const nativePromptAvailable = useSyncExternalStore(installPrompt.subscribe, installPrompt.available);
  const [, setRevision] = useState(0);
  const recheck = useCallback(() => setRevision((n) => n + 1), []);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') recheck();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('resize', recheck);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('resize', recheck);
    };
  }, [recheck]);

  const decision: InstallBannerDecision = installBannerDecision(
    readInstallEnvironment(nativePromptAvailable),
    loadInstallMemory(),
    now(),
  );

  const choose = useCallback(
    (outcome: InstallOutcome) => {
      saveInstallMemory(memoryAfter(outcome, loadInstallMemory(), now()));
      recheck();
    },
    [now, recheck],
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
