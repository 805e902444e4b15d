import { weekDates, weekName } from '../../src/domain/dashboard/weekly-figures';
import { formatChf } from '../../src/domain/money';
import { addDays, startOfIsoWeek, zurichDateTimeToInstant, zurichToday } from '../../src/domain/time';
import { createChild, createParent, createPayment, createRsvp, createSession } from '../factories';
import { expectNoAxeViolations } from './helpers/axe';
import { serverData } from './helpers/e2e-db';
import { login } from './helpers/login';
import { expect, test } from './helpers/test';

// The dashboard's chart in a real browser under the app's Content-Security-Policy: uPlot draws on its canvas
// (the chunk loads, nothing is refused), the canvas has its summary, and the table shows a week's figures.

declare global {
  interface Window {
    cspViolations: string[];
  }
}

test('the admin sees bookings and revenue per week as a chart and as a table', async ({ page }) => {
  // A week three weeks back that no other journey touches: one training booked and paid CHF 42.
  const monday = startOfIsoWeek(addDays(zurichToday(new Date()), -21));
  const wednesday = zurichDateTimeToInstant(addDays(monday, 2), '19:30');
  const server = serverData();
  try {
    const db = server.database.db;
    const parent = await createParent(db);
    const child = await createChild(db, { parentId: parent.id });
    const session = await createSession(db, {
      startsAt: zurichDateTimeToInstant(addDays(monday, 5), '10:00'),
    });
    const rsvp = await createRsvp(db, { sessionId: session.id, childId: child.id, createdAt: wednesday });
    await createPayment(db, {
      sessionId: session.id,
      childId: child.id,
      rsvpId: rsvp.id,
      amountCents: 4200,
      status: 'SUCCEEDED',
      method: 'STRIPE_TWINT',
      paidAt: wednesday,
      createdAt: wednesday,
      updatedAt: wednesday,
    });
  } finally {
    await server.database.close();
  }

  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  await login(page, 'admin');
  await page.goto('/admin');
  const chart = page.getByRole('img', { name: /^Diagramm der letzten 12 Wochen: insgesamt/ });
  await expect(chart).toBeVisible();
  const canvas = chart.locator('canvas');
  await expect(canvas).toHaveCount(1);
  // uPlot has drawn: the canvas has painted pixels (axes, bars), not just its size.
  await expect
    .poll(() =>
      canvas.evaluate((element: HTMLCanvasElement) => {
        const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
        let painted = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++;
        return painted;
      }),
    )
    .toBeGreaterThan(1000);

  await page.getByRole('button', { name: 'Zahlen als Tabelle anzeigen' }).click();
  const table = page.getByRole('table', { name: 'Buchungen und Einnahmen pro Woche, die letzten 12 Wochen' });
  await expect(table).toBeVisible();
  const row = table.getByRole('row', {
    name: new RegExp(`^${weekName({ weekStart: monday })} ${weekDates({ weekStart: monday })}`),
  });
  await expect(row.getByRole('cell')).toHaveText([
    '1',
    '0',
    '0',
    formatChf(4200),
    formatChf(0),
    formatChf(4200),
  ]);
  await expectNoAxeViolations(page, 'the dashboard with its figures table');
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
});
