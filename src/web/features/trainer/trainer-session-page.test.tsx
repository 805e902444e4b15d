import type { TrainerOfferResponse } from '@domain/trainers/trainer-api';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { trainerTizSession } from '../../testing/offers';
import { currentLocation, renderRoute } from '../../testing/render-route';
import { trainerMe as trainer } from '../../testing/trainer-me';
import { readQueue } from './mark-queue';

configure({ asyncUtilTimeout: 5_000 });

const SESSION = trainerTizSession.id;
const LENA = '33333333-3333-4333-8333-333333333333';
const NOAH = '44444444-4444-4444-8444-444444444444';
const DAY = '2026-05-09';
const OFFER = `/api/trainer/trainings/${SESSION}`;
const MARKS = `${OFFER}/marks`;

/** The server's cells: what the fake API's marks route stored, read back by its offer route. */
let stored: Record<string, Record<string, 'present' | 'absent' | 'late'>> = {};

function offer(): TrainerOfferResponse {
  const child = { age: 9, level: null, photoConsent: true, paid: true, hasHealthInfo: false, note: null };
  return {
    session: {
      ...trainerTizSession,
      lead: true,
      participants: 2,
      waitlist: 1,
    },
    days: [{ day: DAY, open: true }],
    participants: [
      { ...child, childId: LENA, firstName: 'Lena', lastName: 'Muster', marks: { ...stored[LENA] } },
      {
        ...child,
        childId: NOAH,
        firstName: 'Noah',
        lastName: 'Keller',
        paid: false,
        marks: { [DAY]: 'absent', ...stored[NOAH] },
      },
    ],
  };
}

const api = fakeApi();
beforeAll(() => api.start('/trainer'));
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  localStorage.clear();
  stored = {};
  api.on(`GET ${OFFER}`, () => ({ status: 200, body: offer() }));
  api.on(`POST ${MARKS}`, (body) => {
    const marks = (body as { marks: { markId: string; childId: string; day: string; status: 'present' }[] })
      .marks;
    for (const m of marks) stored[m.childId] = { ...stored[m.childId], [m.day]: m.status };
    return {
      status: 200,
      body: { results: marks.map((m) => ({ markId: m.markId, outcome: 'applied' })), marks: [] },
    };
  });
});
afterEach(() => vi.restoreAllMocks());

const button = (name: string) => screen.findByRole('button', { name });
const sentMarks = () =>
  api.received
    .filter((r) => r.method === 'POST' && r.url === MARKS)
    .flatMap((r) => (r.body as { marks: unknown[] }).marks);

describe('a session at the pitch', () => {
  it('shows each child with age, paid or not, and one-tap marks; a tap is sent with its id and moment', async () => {
    renderRoute(`/trainer/trainings/${SESSION}`, { me: trainer });
    expect(await screen.findByRole('heading', { name: 'TIZ Training' })).toBeInTheDocument();
    expect(screen.getByText('1 auf der Warteliste', { exact: false })).toBeInTheDocument();
    expect(screen.getAllByText('9 Jahre')).toHaveLength(2);
    expect(screen.getByText('Nicht bezahlt')).toBeInTheDocument();
    expect(await button('Fehlt: Noah Keller')).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(await button('Zu spät: Lena Muster'));
    expect(await button('Zu spät: Lena Muster')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(sentMarks()).toHaveLength(1));
    expect(sentMarks()[0]).toEqual({
      markId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      childId: LENA,
      day: DAY,
      status: 'late',
      markedAt: expect.any(String),
    });
    await waitFor(() => expect(readQueue()).toEqual([]));
  });

  it('"Alle da" marks everyone not marked yet, and leaves a marked child alone', async () => {
    renderRoute(`/trainer/trainings/${SESSION}`, { me: trainer });
    await userEvent.click(await button('Alle da'));
    await waitFor(() => expect(sentMarks()).toHaveLength(1));
    expect(sentMarks()).toEqual([expect.objectContaining({ childId: LENA, status: 'present' })]);
  });

  it('keeps a mark made offline, says so, and sends it when the network is back', async () => {
    renderRoute(`/trainer/trainings/${SESSION}`, { me: trainer });
    await button('Da: Lena Muster');
    const realFetch = globalThis.fetch;
    const cut = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));

    await userEvent.click(await button('Da: Lena Muster'));
    expect(await screen.findByText(/Offline: Markierungen werden gespeichert/)).toBeInTheDocument();
    expect(await button('Da: Lena Muster')).toHaveAttribute('aria-pressed', 'true');
    expect(readQueue()).toEqual([
      expect.objectContaining({
        offerId: SESSION,
        mark: expect.objectContaining({ childId: LENA, status: 'present' }),
      }),
    ]);
    expect(sentMarks()).toEqual([]);

    cut.mockImplementation(realFetch);
    window.dispatchEvent(new Event('online'));
    await waitFor(() =>
      expect(sentMarks()).toEqual([expect.objectContaining({ childId: LENA, status: 'present' })]),
    );
    await waitFor(() => expect(readQueue()).toEqual([]));
    await waitFor(() => expect(screen.queryByText(/Offline:/)).not.toBeInTheDocument());
  });

  it('sends a parent who is no trainer away from the trainer area', async () => {
    const router = renderRoute(`/trainer/trainings/${SESSION}`, { me: { ...trainer, trainer: false } });
    await waitFor(() => expect(currentLocation(router)).toBe('/'));
  });

  it('sends a trainer whose session has not passed the second factor to the factor page', async () => {
    const router = renderRoute(`/trainer/trainings/${SESSION}`, {
      me: { ...trainer, secondFactor: 'verify' },
    });
    await waitFor(() => expect(currentLocation(router)).toMatch(/^\/zweiter-faktor\?redirectTo=/));
  });
});

describe('a child its parents reported absent (issue 29)', () => {
  const NOAH_ABSENT = { reportedAt: '2026-05-08T16:00:00.000Z', reason: 'krank' };

  function withReport(open: boolean): TrainerOfferResponse {
    const body = offer();
    return {
      ...body,
      days: body.days.map((d) => ({ ...d, open })),
      participants: body.participants.map((p) => (p.childId === NOAH ? { ...p, absence: NOAH_ABSENT } : p)),
    };
  }

  it('shows "abgemeldet" and the reason beside the child, not beside the others', async () => {
    api.on(`GET ${OFFER}`, () => ({ status: 200, body: withReport(true) }));
    renderRoute(`/trainer/trainings/${SESSION}`, { me: trainer });

    const list = await screen.findByRole('list', { name: 'Angemeldete Kinder' });
    const [lena, noah] = within(list).getAllByRole('listitem');
    expect(noah).toHaveTextContent('Noah Keller');
    expect(within(noah!).getByText('abgemeldet')).toBeVisible();
    expect(noah).toHaveTextContent('Grund: krank');
    expect(lena).not.toHaveTextContent('abgemeldet');
  });

  it('lists the children reported absent before the day takes marks', async () => {
    api.on(`GET ${OFFER}`, () => ({ status: 200, body: withReport(false) }));
    renderRoute(`/trainer/trainings/${SESSION}`, { me: trainer });

    const list = await screen.findByRole('list', { name: 'Abgemeldete Kinder' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('Noah Keller');
    expect(list).toHaveTextContent('abgemeldet');
    expect(list).toHaveTextContent('Grund: krank');
  });
});
