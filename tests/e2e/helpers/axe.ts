import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.x A and AA rules of axe-core that every page must pass. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The violations of what the page shows now. */
export async function axeViolations(page: Page) {
  // Colours judged mid-transition (a pressed toggle fading from white to red) are neither state: wait for the
  // page's running CSS transitions and animations to end first (endless ones, such as a spinner, are skipped).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  return (await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations;
}

// An accessibility scan of what the page shows now: no violation allowed.
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const found = (await axeViolations(page)).map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe violations on ${what}`).toEqual([]);
}
