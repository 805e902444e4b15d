import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// An accessibility scan of what the page shows now (WCAG 2.x A and AA rules of axe-core): no violation allowed.
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found, `axe violations on ${what}`).toEqual([]);
}
