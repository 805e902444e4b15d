import { addDays, zurichDateTimeToInstant, zurichToday } from '../../src/domain/time';
import { createSession } from '../factories';
import { parseIcs } from '../helpers/ics';
import { serverData } from './helpers/e2e-db';
import { APP_URL, SAME_ORIGIN } from './helpers/e2e-env';
import { login } from './helpers/login';
import { expect, test } from './helpers/test';

// A parent makes the calendar link on the profile, copies it, and the feed at that address (fetched without any
// session, as a calendar app does) lists the child's booked training at its Zurich time.

test('a parent copies the calendar link from the profile and the feed lists the booking', async ({
  page,
  context,
  playwright,
}) => {
  const title = `E2E Kalender ${Date.now()}`;
  const day = addDays(zurichToday(new Date()), 9);
  const startsAt = zurichDateTimeToInstant(day, '10:00');
  const server = serverData();
  let sessionId: string;
  try {
    const session = await createSession(server.database.db, {
      title,
      startsAt,
      endsAt: zurichDateTimeToInstant(day, '11:45'),
    });
    sessionId = session.id;
  } finally {
    await server.database.close();
  }
  await login(page, 'parent', { firstName: 'Sara', lastName: 'Kalender' });
  const created = await page.request.post('/api/children', {
    headers: SAME_ORIGIN,
    data: {
      firstName: 'Lena',
      lastName: 'Kalender',
      dateOfBirth: '2015-03-14',
      jerseySize: 140,
      clubName: null,
      level: null,
      ahv: '7561234567897',
    },
  });
  expect(created.status()).toBe(201);
  const { child } = (await created.json()) as { child: { id: string } };
  const booked = await page.request.post(`/api/trainings/${sessionId}/registrations`, {
    headers: SAME_ORIGIN,
    data: { childIds: [child.id], acceptTerms: true },
  });
  expect(booked.status()).toBe(201);

  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: APP_URL });
  await page.goto('/profile');
  const section = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Kalender abonnieren' }) });
  await section.getByRole('button', { name: 'Kalender-Link erstellen' }).click();
  const field = section.getByLabel('Ihr Kalender-Link');
  await expect(field).toHaveValue(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(section.getByRole('link', { name: 'In Kalender-App öffnen' })).toHaveAttribute(
    'href',
    /^webcal:\/\//,
  );
  await section.getByRole('button', { name: 'Link kopieren' }).click();
  await expect(section.getByText('Link kopiert.')).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toBe(await field.inputValue());

  // A calendar app has no session: a fresh request context without the page's cookies.
  const calendarApp = await playwright.request.newContext();
  try {
    const feed = await calendarApp.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const events = parseIcs(await feed.text()).events;
    expect(events.map((e) => e.summary)).toEqual([`${title} (Lena)`]);
    expect(events[0]!.start.toISOString()).toBe(startsAt.toISOString());
    expect(events[0]!.zone).toBe('Europe/Zurich');
  } finally {
    await calendarApp.dispose();
  }
});
