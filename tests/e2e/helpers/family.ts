import { expect, type Page } from '@playwright/test';
import { SAME_ORIGIN } from './e2e-env';

// A child of the signed-in parent, made through the API as the "Meine Kinder" form sends it (the journeys that are
// not about the form start from there); answers its id.
//   const childId = await addChild(page, { firstName: 'Lena', lastName: 'Muster' });

export async function addChild(
  page: Page,
  child: { firstName: string; lastName: string; dateOfBirth?: string },
): Promise<string> {
  const created = await page.request.post('/api/children', {
    data: {
      dateOfBirth: '2016-03-14',
      jerseySize: 140,
      clubName: null,
      level: null,
      ahv: '7561234567897',
      ...child,
    },
    headers: SAME_ORIGIN,
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { child: { id: string } }).child.id;
}
