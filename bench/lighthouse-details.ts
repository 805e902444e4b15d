import type { Result } from 'lighthouse';

// Where a Lighthouse run's main-thread time went, from its own audits: the work by kind (script evaluation, parsing,
// style and layout...), the scripts that cost most, and the long tasks (over 50 ms, what total blocking time counts;
// the times are Lighthouse's simulation of a 4x slower phone CPU).

interface DetailItems {
  items?: Record<string, unknown>[];
}

function itemsOf(lhr: Result, audit: string): Record<string, unknown>[] {
  const details = lhr.audits[audit]?.details as DetailItems | undefined;
  return details?.items ?? [];
}

const ms = (value: unknown) => `${Math.round(Number(value) || 0)} ms`;
const shortUrl = (value: unknown) => {
  const text = String(value ?? '');
  try {
    return new URL(text).pathname;
  } catch {
    return text;
  }
};

export function printMainThreadDetails(lhr: Result, indent: string): void {
  const work = itemsOf(lhr, 'mainthread-work-breakdown')
    .map((item) => `${item.groupLabel ?? item.group} ${ms(item.duration)}`)
    .join(', ');
  console.log(`${indent}Hauptthread: ${work}`);
  for (const item of itemsOf(lhr, 'bootup-time').slice(0, 4)) {
    console.log(
      `${indent}  Skript ${shortUrl(item.url)}: ${ms(item.total)} (Ausführung ${ms(item.scripting)}, ` +
        `Parsen ${ms(item.scriptParseCompile)})`,
    );
  }
  for (const item of itemsOf(lhr, 'long-tasks').slice(0, 5)) {
    console.log(
      `${indent}  lange Aufgabe ${ms(item.duration)} ab ${ms(item.startTime)}: ${shortUrl(item.url)}`,
    );
  }
}
