import type { AdminParticipant } from '@domain/bookings/admin-participants';
import type { AdminCamp } from '@domain/camps/admin-camps-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { lenaParticipant, summerCampWeek } from '../../testing/offers';
import { campParticipants } from '../camps/camp-participants';
import { ParticipantsDialog } from './participants-dialog';

configure({ asyncUtilTimeout: 5_000 });

const camp = { ...summerCampWeek, id: '11111111-1111-4111-8111-111111111111' } as unknown as AdminCamp;
const open = { id: 'p1', status: 'REQUIRES_PAYMENT', method: null, amountCents: 50000 };
const lena = { ...lenaParticipant, payment: open } as AdminParticipant;
const noah = {
  ...lenaParticipant,
  childId: '44444444-4444-4444-8444-444444444444',
  firstName: 'Noah',
  payment: open,
} as AdminParticipant;
const target = {
  id: '22222222-2222-4222-8222-222222222222',
  title: 'Herbstcamp',
  when: '12.–16.10.2026',
  seatsLeft: 3,
};
const base = `/api/admin/camps/${camp.id}/participants`;

const api = fakeApi();
beforeAll(() => {
  api.start('/admin/camps');
  api.on(`GET ${base}`, () => ({ status: 200, body: { participants: [lena, noah] } }));
  api.on(`GET ${base}/move-targets`, () => ({ status: 200, body: { targets: [target] } }));
  api.on(`POST ${base}/bulk/move`, (body) => {
    const dryRun = (body as { dryRun: boolean }).dryRun;
    return {
      status: 200,
      body: {
        dryRun,
        count: 1,
        summary: `1 Kind ${dryRun ? 'wird' : 'wurde'} von «Sommercamp» nach «Herbstcamp» verschoben`,
        refusal: null,
      },
    };
  });
  api.on(`POST ${base}/bulk/remove`, () => ({
    status: 200,
    body: { dryRun: true, count: 2, summary: '', refusal: 'Im Ziel ist nur noch 1 Platz frei' },
  }));
});
afterAll(() => api.stop());

function renderPanel() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ParticipantsDialog offer={campParticipants(camp)} onClose={() => {}} />
    </QueryClientProvider>,
  );
}

describe('bulk work in the participants panel', () => {
  it('moves the ticked children to the chosen camp after the dry run is confirmed', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('checkbox', { name: 'Lena Muster auswählen' }));
    const bar = screen.getByRole('region', { name: 'Aktionen für die Auswahl' });
    expect(within(bar).getByText('1 ausgewählt')).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Verschieben' }));
    const picker = await screen.findByRole('dialog', { name: 'Kinder verschieben' });
    await user.selectOptions(
      await within(picker).findByRole('combobox', { name: /Ziel/ }),
      'Herbstcamp · 12.–16.10.2026 · 3 Plätze frei',
    );
    await user.click(within(picker).getByRole('button', { name: 'Weiter zur Vorschau' }));

    const confirm = await screen.findByRole('dialog', { name: 'Kinder verschieben' });
    expect(
      await within(confirm).findByText('1 Kind wird von «Sommercamp» nach «Herbstcamp» verschoben.'),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Ausführen' }));

    expect(
      await screen.findByText('1 Kind wurde von «Sommercamp» nach «Herbstcamp» verschoben.'),
    ).toBeInTheDocument();
    expect(api.sent('POST', `${base}/bulk/move`)?.body).toEqual({
      selection: { ids: [lena.childId] },
      targetOfferId: target.id,
      dryRun: false,
      expectedCount: 1,
    });
  });

  it("shows the server's refusal of a removal and offers no way to run it", async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('checkbox', { name: 'Alle Zeilen dieser Seite auswählen' }));
    const bar = screen.getByRole('region', { name: 'Aktionen für die Auswahl' });
    expect(within(bar).getByText('2 ausgewählt')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Abmelden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Abmelden' });
    expect(await within(dialog).findByText('Im Ziel ist nur noch 1 Platz frei')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Ausführen' })).toBeDisabled();
  });
});
