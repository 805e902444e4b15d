import type { AdminParticipant } from '@domain/bookings/admin-participants';
import type { ParticipantHealth } from '@domain/bookings/participants-health';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { paths } from '../../lib/paths';
import { createQueryClient } from '../../lib/query-client';
import { ParticipantsDialog, type ParticipantsOffer } from './participants-dialog';
import { AdminParticipantsPrintPage } from './print-list-page';

// The emergency and health information in a camp's participants panel and its printable list (decision 038):
// asked from the server only when the admin opens it, each child's information or "Keine Angaben".

configure({ asyncUtilTimeout: 5_000 });

const CAMP = '11111111-1111-4111-8111-111111111111';
const base = `/admin/camps/${CAMP}`;
const participant = (childId: string, firstName: string): AdminParticipant => ({
  childId,
  firstName,
  lastName: 'Muster',
  dateOfBirth: '2015-03-14',
  clubName: null,
  jerseySize: 140,
  parentName: 'Anna Muster',
  parentEmail: 'anna@example.ch',
  parentMobile: '079 123 45 67',
  registeredAt: '2026-05-01T10:00:00.000Z',
  payment: null,
});
const ben = participant('22222222-2222-4222-8222-222222222222', 'Ben');
const lena = participant('33333333-3333-4333-8333-333333333333', 'Lena');
const health: ParticipantHealth[] = [
  { childId: ben.childId, firstName: 'Ben', lastName: 'Muster', dateOfBirth: '2015-03-14', healthInfo: null },
  {
    childId: lena.childId,
    firstName: 'Lena',
    lastName: 'Muster',
    dateOfBirth: '2015-03-14',
    healthInfo: {
      allergies: 'Nüsse',
      medication: 'Epipen',
      emergencyContactName: 'Grosi Muster',
      emergencyContactPhone: '079 555 12 34',
    },
  },
];

const offer: ParticipantsOffer<unknown> = {
  id: CAMP,
  title: 'Sommercamp 2026',
  description: '06.07.2026 bis 10.07.2026',
  kind: 'camp',
  alreadyRegisteredCode: 'ALREADY_REGISTERED_CAMP',
  alreadyRegistered: 'x',
  notFound: 'x',
  confirmRemove: () => 'x',
  removed: () => 'x',
};

const api = fakeApi();
beforeAll(() => api.start('/admin/camps'));
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  api.on(`GET /api${base}/participants`, () => ({ status: 200, body: { participants: [ben, lena] } }));
  api.on(`GET /api${base}/participants/health`, () => ({ status: 200, body: { participants: health } }));
  api.on(`GET /api${base}/waitlist`, () => ({ status: 200, body: { waitlist: [] } }));
});

const healthReads = () => api.received.filter((r) => r.url === `/api${base}/participants/health`).length;

describe('the participants panel', () => {
  it('asks for the health information only when the admin opens it, and shows each child', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ParticipantsDialog offer={offer} onClose={() => {}} />
      </QueryClientProvider>,
    );
    const section = await screen.findByRole('region', { name: 'Notfall- und Gesundheitsangaben' });
    await screen.findByRole('listitem', { name: 'Lena Muster' });
    expect(healthReads()).toBe(0);
    expect(within(section).queryByText('Nüsse')).toBeNull();

    await userEvent.click(within(section).getByRole('button', { name: 'Angaben anzeigen' }));
    const list = await within(section).findByRole('list', {
      name: 'Notfall- und Gesundheitsangaben der Teilnehmenden',
    });
    const lenaItem = within(list).getByRole('listitem', { name: 'Lena Muster' });
    expect(within(lenaItem).getByText('Nüsse')).toBeTruthy();
    expect(within(lenaItem).getByText('Epipen')).toBeTruthy();
    expect(within(lenaItem).getByText('Grosi Muster, 079 555 12 34')).toBeTruthy();
    expect(
      within(within(list).getByRole('listitem', { name: 'Ben Muster' })).getByText('Keine Angaben'),
    ).toBeTruthy();
    expect(healthReads()).toBe(1);

    const print = within(section).getByRole('link', { name: 'Druckliste' });
    expect(print.getAttribute('href')).toBe(`/admin/teilnehmerliste/camp/${CAMP}?titel=Sommercamp+2026`);

    await userEvent.click(within(section).getByRole('button', { name: 'Angaben ausblenden' }));
    expect(within(section).queryByText('Nüsse')).toBeNull();
  });
});

describe('the printable list', () => {
  it('lists every participant with parent, mobile and health information, and prints', async () => {
    // happy-dom has no print dialog: the page's button must call the browser's.
    const printSpy = vi.fn();
    window.print = printSpy;
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[`/admin/teilnehmerliste/camp/${CAMP}?titel=Sommercamp%202026`]}>
          <Routes>
            <Route path={paths.admin.participantsPrint} element={<AdminParticipantsPrintPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Teilnehmerliste: Sommercamp 2026' })).toBeTruthy();
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[2]!).getByText('Lena Muster')).toBeTruthy();
    expect(within(rows[2]!).getByText('079 123 45 67')).toBeTruthy();
    expect(within(rows[2]!).getByText('Nüsse')).toBeTruthy();
    expect(within(rows[1]!).getByText('Keine Angaben')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Drucken' }));
    expect(printSpy).toHaveBeenCalledOnce();
  });
});

describe('an absence the parents reported (issue 29)', () => {
  it('shows "abgemeldet" and the reason beside the child in the panel', async () => {
    const absent = { ...ben, absence: { reportedAt: '2026-07-05T16:00:00.000Z', reason: 'krank' } };
    api.on(`GET /api${base}/participants`, () => ({ status: 200, body: { participants: [absent, lena] } }));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ParticipantsDialog offer={offer} onClose={() => {}} />
      </QueryClientProvider>,
    );
    const row = await screen.findByRole('listitem', { name: 'Ben Muster' });
    expect(within(row).getByText('abgemeldet')).toBeVisible();
    expect(row).toHaveTextContent('Grund: krank');
    expect(screen.getByRole('listitem', { name: 'Lena Muster' })).not.toHaveTextContent('abgemeldet');
  });
});
