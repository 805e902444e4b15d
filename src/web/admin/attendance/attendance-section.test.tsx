import type { AttendanceSheet } from '@domain/attendance/attendance-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { AttendanceSection } from './attendance-section';

configure({ asyncUtilTimeout: 5_000 });

const CAMP = '11111111-1111-4111-8111-111111111111';
const LENA = '33333333-3333-4333-8333-333333333333';
const NOAH = '44444444-4444-4444-8444-444444444444';
const SHEET = `/api/admin/camps/${CAMP}/attendance`;

function sheet(overrides: Partial<AttendanceSheet> = {}): AttendanceSheet {
  return {
    days: [
      { day: '2026-07-13', open: true },
      { day: '2026-07-14', open: true },
      { day: '2026-07-15', open: false },
    ],
    participants: [
      {
        childId: LENA,
        firstName: 'Lena',
        lastName: 'Muster',
        dateOfBirth: '2015-03-14',
        hasAhv: true,
        marks: {},
        markedBy: {},
      },
      {
        childId: NOAH,
        firstName: 'Noah',
        lastName: 'Keller',
        dateOfBirth: '2014-02-01',
        hasAhv: false,
        marks: { '2026-07-14': 'absent' },
        markedBy: {
          '2026-07-14': { role: 'trainer', name: 'Luca Bühler', at: '2026-07-14T07:02:00.000Z' },
        },
      },
    ],
    ...overrides,
  };
}

/** The sheet once Lena's day is marked. */
function withLena(status: 'present' | 'absent'): AttendanceSheet {
  const after = sheet();
  after.participants[0]!.marks = { '2026-07-14': status };
  return after;
}

const api = fakeApi();
beforeAll(() => api.start('/admin/camps'));
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  api.on(`GET ${SHEET}`, () => ({ status: 200, body: sheet() }));
});

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AttendanceSection target={{ kind: 'camp', offerId: CAMP }} jsExport />
    </QueryClientProvider>,
  );
}

/** An answer the test releases when it wants, to look at the page while the request is under way. */
function held() {
  let release: (answer: { status: number; body?: unknown }) => void = () => {};
  const answer = new Promise<{ status: number; body?: unknown }>((resolve) => {
    release = resolve;
  });
  return { answer, release: (a: { status: number; body?: unknown }) => release(a) };
}

const toggle = (label: string) => screen.findByRole('button', { name: label });

describe('the attendance toggles', () => {
  it('opens on the latest day that has come, with its marks', async () => {
    renderSection();
    expect(await screen.findByLabelText('Tag')).toHaveValue('2026-07-14');
    expect(await toggle('Abwesend: Noah Keller')).toHaveAttribute('aria-pressed', 'true');
    expect(await toggle('Anwesend: Lena Muster')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Keine AHV-Nummer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'J+S-Export' })).toHaveAttribute(
      'href',
      `/api/admin/camps/${CAMP}/js-export.csv`,
    );
  });

  it('one tap shows at once and saves; a second tap on the same one clears it', async () => {
    const user = userEvent.setup();
    const put = held();
    // The sheet is read again after each save (who marked what): it answers as the server then would.
    api.on(`PUT ${SHEET}/${LENA}/2026-07-14`, () => {
      api.on(`GET ${SHEET}`, () => ({ status: 200, body: withLena('present') }));
      return put.answer;
    });
    api.on(`DELETE ${SHEET}/${LENA}/2026-07-14`, () => {
      api.on(`GET ${SHEET}`, () => ({ status: 200, body: sheet() }));
      return { status: 204 };
    });
    renderSection();
    await user.click(await toggle('Anwesend: Lena Muster'));
    // Pressed before the server answered.
    expect(await toggle('Anwesend: Lena Muster')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(api.sent('PUT', `${SHEET}/${LENA}/2026-07-14`)?.body).toEqual({ status: 'present' }),
    );
    put.release({ status: 200, body: { childId: LENA, day: '2026-07-14', status: 'present' } });

    await user.click(await toggle('Anwesend: Lena Muster'));
    await waitFor(() => expect(api.sent('DELETE', `${SHEET}/${LENA}/2026-07-14`)).toBeDefined());
    expect(await toggle('Anwesend: Lena Muster')).toHaveAttribute('aria-pressed', 'false');
  });

  it('rolls the cell back and says so when the server refuses', async () => {
    const user = userEvent.setup();
    api.on(`PUT ${SHEET}/${NOAH}/2026-07-14`, () => ({
      status: 409,
      body: { error: { code: 'ATTENDANCE_NOT_CONFIRMED', message: 'x' } },
    }));
    renderSection();
    await user.click(await toggle('Anwesend: Noah Keller'));
    expect(
      await screen.findByText(
        'Die Anwesenheit von Noah Keller konnte nicht gespeichert werden. Nur angemeldete Kinder haben eine Anwesenheit.',
      ),
    ).toBeInTheDocument();
    expect(await toggle('Abwesend: Noah Keller')).toHaveAttribute('aria-pressed', 'true');
    expect(await toggle('Anwesend: Noah Keller')).toHaveAttribute('aria-pressed', 'false');
  });

  it('"Alle anwesend" marks the unmarked present and leaves an absence alone', async () => {
    const user = userEvent.setup();
    api.on(`POST ${SHEET}/2026-07-14/all-present`, () => {
      api.on(`GET ${SHEET}`, () => ({ status: 200, body: withLena('present') }));
      return { status: 200, body: { marked: 1 } };
    });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Alle anwesend' }));
    expect(await screen.findByText('1 Kind als anwesend markiert.')).toBeInTheDocument();
    expect(api.sent('POST', `${SHEET}/2026-07-14/all-present`)).toBeDefined();
    expect(await toggle('Anwesend: Lena Muster')).toHaveAttribute('aria-pressed', 'true');
    expect(await toggle('Abwesend: Noah Keller')).toHaveAttribute('aria-pressed', 'true');
    // Everyone is marked now: nothing left for the button.
    expect(screen.getByRole('button', { name: 'Alle anwesend' })).toBeDisabled();
  });

  it('takes no marks before the first day: says from when, shows no toggle', async () => {
    api.on(`GET ${SHEET}`, () => ({
      status: 200,
      body: sheet({
        days: [
          { day: '2026-07-13', open: false },
          { day: '2026-07-14', open: false },
        ],
      }),
    }));
    renderSection();
    expect(
      await screen.findByText('Die Anwesenheit kann ab dem 13.07.2026 erfasst werden.'),
    ).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Anwesenheit' });
    expect(within(section).queryByRole('button', { name: /Anwesend:/ })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Alle anwesend' })).toBeNull();
  });
});

describe('who marked what (issue 29)', () => {
  it('names who set the day’s mark and when, and asks the server again once a tap is saved', async () => {
    const user = userEvent.setup();
    api.on(`PUT ${SHEET}/${NOAH}/2026-07-14`, () => {
      api.on(`GET ${SHEET}`, () => {
        const after = sheet();
        const noah = after.participants[1]!;
        noah.marks = { '2026-07-14': 'present' };
        noah.markedBy = {
          '2026-07-14': { role: 'admin', name: 'Anna Admin', at: '2026-07-14T08:15:00.000Z' },
        };
        return { status: 200, body: after };
      });
      return { status: 200, body: { childId: NOAH, day: '2026-07-14', status: 'present' } };
    });
    renderSection();
    const noah = await screen.findByRole('listitem', { name: 'Noah Keller' });
    expect(within(noah).getByText('Erfasst von Ausbildner Luca Bühler, 14.07.2026, 09:02')).toBeVisible();
    expect(
      within(screen.getByRole('listitem', { name: 'Lena Muster' })).queryByText(/Erfasst von/),
    ).toBeNull();

    await user.click(await toggle('Anwesend: Noah Keller'));
    expect(await within(noah).findByText('Erfasst von Admin Anna Admin, 14.07.2026, 10:15')).toBeVisible();
  });
});

describe('an absence the parents reported (issue 29)', () => {
  it('shows "abgemeldet" and the reason beside the child, its day already absent', async () => {
    const noah = {
      ...sheet().participants[1]!,
      absence: { reportedAt: '2026-07-13T16:00:00.000Z', reason: 'krank' },
    };
    api.on(`GET ${SHEET}`, () => ({
      status: 200,
      body: sheet({ participants: [sheet().participants[0]!, noah] }),
    }));
    renderSection();
    const row = await screen.findByRole('listitem', { name: 'Noah Keller' });
    expect(within(row).getByText('abgemeldet')).toBeVisible();
    expect(row).toHaveTextContent('Grund: krank');
    expect(screen.getByRole('listitem', { name: 'Lena Muster' })).not.toHaveTextContent('abgemeldet');
  });
});
