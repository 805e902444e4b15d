import type { AdminParent, AdminParentsSummary } from '@domain/parents/admin-parents-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { fakeClipboard } from '../../testing/fake-clipboard';
import { chooseRowAction } from '../row-actions-testing';
import { AdminParentsPage } from './parents-page';

configure({ asyncUtilTimeout: 5_000 });

const REQUIRED = 'Bitte Vorname und Nachname ausfüllen.';
const anna: AdminParent = {
  id: 'annaProfileId0123456789',
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@example.ch',
  mobile: '079 123 45 67',
  createdAt: '2026-01-05T10:00:00.000Z',
  children: [{ id: '11111111-1111-4111-8111-111111111111', firstName: 'Lena', lastName: 'Muster' }],
  partner: { status: 'linked', email: 'beat@example.ch', name: 'Beat Muster' },
};
const carla: AdminParent = {
  id: 'carlaProfileId0123456789',
  firstName: 'Carla',
  lastName: 'Oswald',
  email: 'carla@example.ch',
  mobile: null,
  createdAt: '2026-02-01T10:00:00.000Z',
  children: [],
  partner: { status: 'offered', email: 'partner@example.ch' },
};
const summary: AdminParentsSummary = {
  stats: { total: 8, withChildren: 6, withoutChildren: 2, withPartner: 2 },
};

const api = fakeApi();
beforeAll(() => api.start('/admin/eltern'));
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  api.on('GET /api/admin/parents', () => ({
    status: 200,
    body: { items: [anna, carla], page: 1, pageSize: 20, hasMore: false },
  }));
  api.on('GET /api/admin/parents/summary', () => ({ status: 200, body: summary }));
});

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AdminParentsPage />
    </QueryClientProvider>,
  );
}

async function openEdit(user: ReturnType<typeof userEvent.setup>, name: string) {
  await chooseRowAction(user, name, 'Bearbeiten');
  return screen.findByRole('dialog', { name: 'Elternteil bearbeiten' });
}

describe('the parents list', () => {
  it('shows the stats, the children and the second parent, and asks the server for the filter', async () => {
    const user = userEvent.setup();
    renderPage();
    const stats = await screen.findByRole('region', { name: 'Statistik' });
    expect(within(stats).getByText('Mit Partner').nextSibling).toHaveTextContent('2');
    expect(screen.getByRole('row', { name: /Anna Muster/ })).toHaveTextContent(
      'Verknüpft: Beat Muster (beat@example.ch)',
    );
    expect(screen.getByRole('row', { name: /Carla Oswald/ })).toHaveTextContent(
      'Angefragt: partner@example.ch (noch nicht bestätigt)',
    );
    await user.selectOptions(screen.getByLabelText('Kinder'), 'without');
    await user.type(screen.getByLabelText('Suche'), 'muster');
    await waitFor(() =>
      expect(api.received.map((r) => r.url)).toContain(
        '/api/admin/parents?q=muster&children=without&sort=name&page=1&pageSize=20',
      ),
    );
    expect(api.received.map((r) => r.url)).toContain('/api/admin/parents/summary?q=muster');
  });
});

describe('Elternteil bearbeiten', () => {
  it("shows the spec's required text once and sends nothing without both names", async () => {
    const user = userEvent.setup();
    renderPage();
    const dialog = await openEdit(user, 'Anna Muster');
    await user.clear(within(dialog).getByLabelText(/^Nachname/));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findAllByText(REQUIRED)).toHaveLength(1);
    expect(api.sent('PUT', `/api/admin/parents/${anna.id}`)).toBeUndefined();
  });

  it('shows e-mail and partner read only with the reason, and sends names and a blank mobile as null', async () => {
    const user = userEvent.setup();
    api.on(`PUT /api/admin/parents/${anna.id}`, () => ({ status: 200, body: { parent: anna } }));
    renderPage();
    const dialog = await openEdit(user, 'Anna Muster');
    expect(within(dialog).getByText('anna@example.ch')).toBeInTheDocument();
    expect(within(dialog).getByText(/kann nicht geändert werden/)).toBeInTheDocument();
    expect(within(dialog).getByText('Verknüpft: Beat Muster (beat@example.ch)')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Die genannte Person muss die Verknüpfung bestätigen/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /E-Mail/ })).toBeNull();
    await user.clear(within(dialog).getByLabelText(/^Mobile/));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Elternteil gespeichert.')).toBeInTheDocument();
    expect(api.sent('PUT', `/api/admin/parents/${anna.id}`)?.body).toEqual({
      firstName: 'Anna',
      lastName: 'Muster',
      mobile: null,
    });
  });

  it('refuses a mobile that is not a number and an AHV number in a name', async () => {
    const user = userEvent.setup();
    renderPage();
    const dialog = await openEdit(user, 'Carla Oswald');
    await user.type(within(dialog).getByLabelText(/^Mobile/), 'keine');
    await user.type(within(dialog).getByLabelText(/^Vorname/), ' 7569217076985');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Bitte eine gültige Mobilnummer eingeben.')).toBeInTheDocument();
    expect(within(dialog).getByText('Namen dürfen keine AHV-Nummer enthalten.')).toBeInTheDocument();
    expect(api.sent('PUT', `/api/admin/parents/${carla.id}`)).toBeUndefined();
  });

  it("shows the server's reason for a refusal, and the spec's text for a failure it could not explain", async () => {
    const user = userEvent.setup();
    let status = 409;
    api.on(`PUT /api/admin/parents/${anna.id}`, () => ({
      status,
      body: { error: { code: status === 409 ? 'CONFLICT' : 'INTERNAL' } },
    }));
    renderPage();
    const dialog = await openEdit(user, 'Anna Muster');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText('Die Daten wurden inzwischen geändert. Bitte erneut versuchen.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Fehler beim Aktualisieren des Elternteils')).toBeNull();
    status = 500;
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Fehler beim Aktualisieren des Elternteils')).toBeInTheDocument();
  });
});

describe('deleting a parent', () => {
  it('asks first, says the link ends, and names the children that keep a parent', async () => {
    const user = userEvent.setup();
    api.on(`DELETE /api/admin/parents/${anna.id}`, () => ({
      status: 409,
      body: { error: { code: 'PARENT_HAS_CHILDREN', details: { children: 1 } } },
    }));
    renderPage();
    await chooseRowAction(user, 'Anna Muster', 'Löschen');
    const confirm = await screen.findByRole('alertdialog', { name: 'Elternteil löschen' });
    expect(confirm).toHaveTextContent('Die Verknüpfung mit Beat Muster wird aufgehoben');
    await user.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    expect(
      await within(confirm).findByText(
        'Fehler beim Löschen des Elternteils: Es ist noch 1 Kind erfasst. Bitte zuerst die Kinder löschen.',
      ),
    ).toBeInTheDocument();
  });

  it('deletes a parent without children', async () => {
    const user = userEvent.setup();
    api.on(`DELETE /api/admin/parents/${carla.id}`, () => ({ status: 204 }));
    renderPage();
    await chooseRowAction(user, 'Carla Oswald', 'Löschen');
    const confirm = await screen.findByRole('alertdialog', { name: 'Elternteil löschen' });
    await user.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Elternteil gelöscht.')).toBeInTheDocument();
  });
});

describe('E-Mail kopieren', () => {
  it.each([
    ['copies the parent’s e-mail and confirms it', false, 'E-Mail kopiert!', ['anna@example.ch']],
    ['says so when the clipboard refuses', true, 'Fehler beim Kopieren der E-Mail', []],
  ])('%s', async (_what, refuse, text, expected) => {
    const user = userEvent.setup();
    const copied = fakeClipboard(refuse);
    renderPage();
    const [button] = await screen.findAllByRole('button', { name: 'E-Mail von Anna Muster kopieren' });
    await user.click(button!);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(copied).toEqual(expected);
  });
});
