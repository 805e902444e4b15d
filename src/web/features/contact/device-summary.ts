// The support form's "Smartphone" field, prefilled from what the browser tells about itself, so the parent need not
// know their OS version: "iPhone · iOS 17.4 · Safari 17.4 · 390×844 · als App installiert".

interface DeviceFacts {
  userAgent: string;
  /** navigator.userAgentData?.platform or navigator.platform; a fallback when the user agent says little. */
  platform?: string | undefined;
  screen?: { width: number; height: number } | undefined;
  /** Running as an installed app (display-mode standalone). */
  standalone?: boolean | undefined;
}

const version = (raw: string | undefined) => raw?.replace(/_/g, '.');

function system(ua: string, platform: string | undefined): string | null {
  const apple = /\b(iPhone|iPad|iPod)\b.*? OS (\d+(?:[._]\d+)?)/.exec(ua);
  if (apple) return `${apple[1]} · iOS ${version(apple[2])}`;
  const android = /Android (\d+(?:\.\d+)?)/.exec(ua);
  if (android) {
    const model = /; ([^;)]+?)(?: Build\/|\))/.exec(ua.slice(ua.indexOf('Android')))?.[1]?.trim();
    const named = model && model !== 'K' && !model.startsWith('wv') ? `${model} · ` : '';
    return `${named}Android ${android[1]}`;
  }
  if (/Windows NT/.test(ua)) return 'Windows';
  if (/Mac OS X|Macintosh/.test(ua)) return 'macOS';
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/Linux/.test(ua)) return 'Linux';
  return platform?.trim() || null;
}

function browser(ua: string): string | null {
  const rules: [RegExp, string][] = [
    [/EdgA?\/(\d+)/, 'Edge'],
    [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
    [/CriOS\/(\d+)/, 'Chrome'],
    [/FxiOS\/(\d+)/, 'Firefox'],
    [/Firefox\/(\d+)/, 'Firefox'],
    [/Chrome\/(\d+)/, 'Chrome'],
    [/Version\/(\d+(?:\.\d+)?).*Safari/, 'Safari'],
  ];
  for (const [pattern, name] of rules) {
    const match = pattern.exec(ua);
    if (match) return `${name} ${match[1]}`;
  }
  return null;
}

export function describeDevice(facts: DeviceFacts): string {
  const parts = [system(facts.userAgent, facts.platform), browser(facts.userAgent)];
  if (facts.screen && facts.screen.width > 0) parts.push(`${facts.screen.width}×${facts.screen.height}`);
  if (facts.standalone) parts.push('als App installiert');
  return parts.filter(Boolean).join(' · ');
}

/** The facts of the browser the page runs in. */
export function currentDeviceFacts(): DeviceFacts {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return {
    userAgent: nav.userAgent,
    platform: nav.userAgentData?.platform || nav.platform,
    screen: typeof screen === 'undefined' ? undefined : { width: screen.width, height: screen.height },
    standalone: typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches,
  };
}
