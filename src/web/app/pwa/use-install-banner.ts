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

const NOT_YET: InstallBannerDecision = { visible: false, reason: 'not-read' };

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
 * The install banner's state and actions. The environment is read after the page has drawn (an effect), not while
 * it renders: asking for the display modes and the viewport's width in the first render made the browser lay out
 * the whole page before it had any content (about 50 ms of a phone's first task on /schedule). Until then the banner
 * is not shown; it is never needed in the first frame. Installed detection re-runs whenever the page becomes visible
 * again (the parent may have added it to the home screen meanwhile) and when the window is resized.
 */
export function useInstallBanner(now: () => number = Date.now) {
  const nativePromptAvailable = useSyncExternalStore(installPrompt.subscribe, installPrompt.available);
  const [environment, setEnvironment] = useState<InstallEnvironment | null>(null);
  const [, setRevision] = useState(0);
  const recheck = useCallback(() => setRevision((n) => n + 1), []);

  useEffect(() => {
    setEnvironment(readInstallEnvironment(nativePromptAvailable));
    const reread = () => setEnvironment(readInstallEnvironment(installPrompt.available()));
    const onVisible = () => {
      if (document.visibilityState === 'visible') reread();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('resize', reread);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('resize', reread);
    };
  }, [nativePromptAvailable]);

  const decision: InstallBannerDecision = environment
    ? installBannerDecision(environment, loadInstallMemory(), now())
    : NOT_YET;

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
