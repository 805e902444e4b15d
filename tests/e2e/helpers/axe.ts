import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** The WCAG 2.x A and AA rules of axe-core that every page must pass. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The attribute that names the part of the page a scan is limited to (axe takes CSS selectors, not locators). */
const SCOPE_ATTRIBUTE = 'data-axe-scope';

/**
 * What a scan looks at: the whole page, or only the part a step changed (a dialog that opened, a panel, the page's
 * main region after the shell around it was scanned). A page scan judges every element again, colour contrast the
 * dearest of the rules; scanning what changed keeps a journey's scans to what is new.
 */
export type AxeScope = Page | Locator;

/** The violations of what the page (or the given part of it) shows now. */
export async function axeViolations(scope: AxeScope) {
  // A locator knows its page; a page is the whole of what is scanned.
  const part = 'page' in scope ? scope : undefined;
  const page = part ? part.page() : (scope as Page);
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
  // Legacy mode runs axe in the page itself. The default runs each frame's part there, then opens a new blank tab
  // and injects axe again to join the parts (which only cross-origin frames need; our pages have none): that tab
  // was most of a scan's cost, 0.5-0.9 s a scan on a busy 2-core machine, a page with 80 elements as dear as one
  // with 300.
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true);
  if (part) {
    // One element: a locator that matches several (or none) is a mistake in the test, and fails here.
    await part.evaluate((element, name) => element.setAttribute(name, ''), SCOPE_ATTRIBUTE);
    builder = builder.include(`[${SCOPE_ATTRIBUTE}]`);
  }
  try {
    return (await builder.analyze()).violations;
  } finally {
    if (part)
      await part.evaluate((element, name) => element.removeAttribute(name), SCOPE_ATTRIBUTE).catch(() => {});
  }
}

/** An accessibility scan of what the page (or the part of it a step changed) shows now: no violation allowed. */
export async function expectNoAxeViolations(scope: AxeScope, what: string): Promise<void> {
  const found = (await axeViolations(scope)).map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe violations on ${what}`).toEqual([]);
}
