// When the install banner shows (admin-back-office.md, sections 4 and 9): only on phones and tablets, never when
// the app already runs installed, never inside a social app's in-app browser (it cannot install anything), and not
// after the parent installed, closed (30 days) or postponed it (7 days). Pure, with the time passed in, so the rules
// are tested with a controlled clock.

const HOUR = 3_600_000;
const MOBILE_MAX_WIDTH = 992;
export const INSTALL_CLOSE_HIDE_MS = 720 * HOUR;
export const INSTALL_SNOOZE_MS = 7 * 24 * HOUR;

/** The banner's browser storage (admin-back-office.md, section 3: dismissed-at, snooze-until, install-completed). */
export const INSTALL_STORAGE_KEYS = {
  dismissedAt: 'anpfiff.install.dismissed-at',
  snoozeUntil: 'anpfiff.install.snooze-until',
  completed: 'anpfiff.install.completed',
} as const;

export interface InstallEnvironment {
  userAgent: string;
  viewportWidth: number;
  /** navigator.maxTouchPoints: iPads report a Mac user agent and only this tells them apart. */
  maxTouchPoints: number;
  /** display-mode standalone/fullscreen/minimal-ui, or navigator.standalone on iOS. */
  standalone: boolean;
  /** A beforeinstallprompt event is waiting to be used. */
  nativePromptAvailable: boolean;
}

export interface InstallMemory {
  dismissedAt: number | null;
  snoozeUntil: number | null;
  completed: boolean;
}

type InstallPlatform = 'ios' | 'android' | 'other';
type InstallMode = 'native' | 'ios-sheet';

export type InstallBannerDecision =
  | { visible: true; mode: InstallMode }
  | {
      visible: false;
      reason:
        | 'installed'
        | 'not-mobile'
        | 'in-app-browser'
        | 'completed'
        | 'closed'
        | 'snoozed'
        | 'cannot-install'
        /** Not read yet: the environment is read once the page has drawn (use-install-banner.ts). */
        | 'not-read';
    };

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|webOS|BlackBerry|IEMobile|Opera Mini/i;
// Instagram, Facebook (FBAN/FBAV/FB_IAB), Messenger, TikTok (musical_ly, BytedanceWebview), Snapchat, LinkedIn,
// Pinterest, X/Twitter, LINE, WeChat: their built-in browsers offer no way to install a web app.
const IN_APP_BROWSER =
  /Instagram|FBAN|FBAV|FB_IAB|FBIOS|Messenger|TikTok|musical_ly|Bytedance|Snapchat|LinkedInApp|Pinterest|Twitter|\bLine\/|MicroMessenger/i;

export function installPlatform(
  env: Pick<InstallEnvironment, 'userAgent' | 'maxTouchPoints'>,
): InstallPlatform {
  const ua = env.userAgent;
  if (/iPhone|iPad|iPod/i.test(ua)) return 'ios';
  // iPadOS 13+ asks for the desktop site: a "Macintosh" with a touch screen is an iPad.
  if (/Macintosh/i.test(ua) && env.maxTouchPoints > 1) return 'ios';
  if (/Android/i.test(ua)) return 'android';
  return 'other';
}

export function isMobileDevice(
  env: Pick<InstallEnvironment, 'userAgent' | 'viewportWidth' | 'maxTouchPoints'>,
) {
  return (
    env.viewportWidth < MOBILE_MAX_WIDTH || MOBILE_UA.test(env.userAgent) || installPlatform(env) === 'ios'
  );
}

export function isInAppBrowser(userAgent: string): boolean {
  return IN_APP_BROWSER.test(userAgent);
}

export function installBannerDecision(
  env: InstallEnvironment,
  memory: InstallMemory,
  now: number,
): InstallBannerDecision {
  if (env.standalone) return { visible: false, reason: 'installed' };
  if (memory.completed) return { visible: false, reason: 'completed' };
  if (!isMobileDevice(env)) return { visible: false, reason: 'not-mobile' };
  if (isInAppBrowser(env.userAgent)) return { visible: false, reason: 'in-app-browser' };
  if (memory.dismissedAt !== null && now - memory.dismissedAt < INSTALL_CLOSE_HIDE_MS) {
    return { visible: false, reason: 'closed' };
  }
  if (memory.snoozeUntil !== null && now < memory.snoozeUntil) return { visible: false, reason: 'snoozed' };
  // Android (and any browser that offers it) installs through its own prompt; iOS only by hand, via the sheet.
  if (env.nativePromptAvailable) return { visible: true, mode: 'native' };
  if (installPlatform(env) === 'ios') return { visible: true, mode: 'ios-sheet' };
  return { visible: false, reason: 'cannot-install' };
}

/** What each way out of the banner writes to the browser storage. */
export type InstallOutcome = 'accepted' | 'declined' | 'later' | 'closed';

export function memoryAfter(outcome: InstallOutcome, memory: InstallMemory, now: number): InstallMemory {
  switch (outcome) {
    case 'accepted':
      return { ...memory, completed: true };
    case 'declined':
    case 'later':
      return { ...memory, snoozeUntil: now + INSTALL_SNOOZE_MS };
    case 'closed':
      return { ...memory, dismissedAt: now };
  }
}
