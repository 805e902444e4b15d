import type { Me } from '@domain/auth/me';
import type { TrainerOfferResponse } from '@domain/trainers/trainer-api';
import { configure, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { renderRoute } from '../../testing/render-route';

// A child its parents reported absent (issue 29) as the trainer sees it: "abgemeldet" with the reason beside the
// name, on the day of the session and before it.

configure({ asyncUtilTimeout: 5_000 });

const SESSION = '11111111-1111-4111-8111-111111111111';
const DAY = '2026-05-09';
const trainer: Me = {
  id: 't1',
  email: 'coach@example.ch',
  role: 'parent',
  firstName: 'Rahel',
  lastName: 'Frei',
  mobile: null,
  termsAcceptedAt: '2026-01-10T09:00:00.000Z',
  secondParentEmail: null,
  secondFactor: null,
  trainer: true,
};

function offer(open: boolean): TrainerOfferResponse {
  const child = { age: 9, level: null, photoConsent: true, paid: true, hasHealthInfo: false, note: null };
  return {
    session: {
      kind: 'training',
      id: SESSION,
      title: 'TIZ Training',
      location: 'Kunstrasen Rotkreuz',
      startsAt: '2026-05-09T08:00:00.000Z',
      endsAt: '2026-05-09T09:30:00.000Z',
      lead: true,
      participants: 2,
      waitlist: 0,
    },
    days: [{ day: DAY, open }],
    participants: [
      {
        ...child,
        childId: '33333333-3333-4333-8333-333333333333',
        firstName: 'Lena',
        lastName: 'Muster',
        marks: {},
      },
      {
        ...child,
        childId: '44444444-4444-4444-8444-444444444444',
        firstName: 'Noah',
        lastName: 'Keller',
        marks: { [DAY]: 'absent' },
        absence: { reportedAt: '2026-05-08T16:00:00.000Z', reason: 'krank' },
      },
    ],
  };
}

const api = fakeApi();
beforeAll(() => api.start('/trainer'));
afterAll(() => api.stop());
beforeEach(() => api.reset());

describe('a reported absence on the trainer page', () => {
  it('shows "abgemeldet" and the reason beside the child, not beside the others', async () => {
    api.on(`GET /api/trainer/trainings/${SESSION}`, () => ({ status: 200, body: offer(true) }));
    renderRoute(`/trainer/trainings/${SESSION}`, { me: trainer });

    const list = await screen.findByRole('list', { name: 'Angemeldete Kinder' });
    const [lena, noah] = within(list).getAllByRole('listitem');
    expect(noah).toHaveTextContent('Noah Keller');
    expect(within(noah!).getByText('abgemeldet')).toBeVisible();
    expect(noah).toHaveTextContent('Grund: krank');
    expect(lena).not.toHaveTextContent('abgemeldet');
    expect(within(noah!).getByRole('button', { name: 'Fehlt: Noah Keller' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('lists the children reported absent before the day takes marks', async () => {
    api.on(`GET /api/trainer/trainings/${SESSION}`, () => ({ status: 200, body: offer(false) }));
    renderRoute(`/trainer/trainings/${SESSION}`, { me: trainer });

    const list = await screen.findByRole('list', { name: 'Abgemeldete Kinder' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('Noah Keller');
    expect(list).toHaveTextContent('abgemeldet');
    expect(list).toHaveTextContent('Grund: krank');
  });
});
