import type { AdminChild, AdminChildrenSummary } from '@domain/children/admin-children-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { fakeClipboard } from '../../testing/fake-clipboard';
import { chooseRowAction } from '../row-actions-testing';
import { AdminChildrenPage } from './children-page';

configure({ asyncUtilTimeout: 5_000 });

const REQUIRED = 'Bitte alle Pflichtfelder ausfüllen.';
const lena: AdminChild = {
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Lena',
  lastName: 'Muster',
  dateOfBirth: '2015-03-14',
  clubName: 'FC Rotkreuz',
  level: 'Mittel',
  jerseySize: 140,
  ahvLast4: '6985',
  photoConsentFamily: true,
  photoConsentNews: false,
  hasHealthInfo: false,
  createdAt: '2026-01-01T10:00:00.000Z',
  parent: { id: 'anna', name: 'Anna Muster', email: 'anna@example.ch' },
  secondParent: { id: 'beat', name: 'Beat Muster', email: 'beat@example.ch' },
};
const summary: AdminChildrenSummary = {
  stats: { children: 41, parents: 30, clubs: 6, withAhv: 35 },
  clubs: ['FC Baar', 'FC Rotkreuz'],
  levels: ['Anfänger', 'Mittel'],
};

const api = fakeApi();
beforeAll(() => api.start('/admin/kinder'));
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  api.on('GET /api/admin/children', () => ({
    status: 200,
    body: { items: [lena], page: 1, pageSize: 20, hasMore: false },
  }));
  api.on('GET /api/admin/children/summary', () => ({ status: 200, body: summary }));
});

function renderPage(address = '/admin/kinder') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[address]}>
        <AdminChildrenPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function openEdit(user: ReturnType<typeof userEvent.setup>) {
  await chooseRowAction(user, 'Lena Muster', 'Bearbeiten');
  return screen.findByRole('dialog', { name: 'Kind bearbeiten' });
}

const requests = (path: string) => api.received.filter((r) => r.method === 'GET' && r.url.startsWith(path));

describe('the children list', () => {
  it('shows the stats, the parents and the second parent, and asks the server for each filter', async () => {
    const user = userEvent.setup();
    renderPage();
    const stats = await screen.findByRole('region', { name: 'Statistik' });
    expect(within(stats).getByText('41')).toBeInTheDocument();
    expect(within(stats).getByText('Über alle Kinder.')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Lena Muster/ });
    expect(row).toHaveTextContent('Anna Muster');
    expect(row).toHaveTextContent('Elternteil 2: Beat Muster');
    expect(row).toHaveTextContent('756.****.**69.85');

    await user.selectOptions(screen.getByLabelText('Verein'), 'FC Rotkreuz');
    await user.selectOptions(screen.getByLabelText('Niveau'), 'Mittel');
    await user.type(screen.getByLabelText('Suche'), 'len');
    await waitFor(() =>
      expect(requests('/api/admin/children?').map((r) => r.url)).toContain(
        '/api/admin/children?q=len&club=FC%20Rotkreuz&level=Mittel&sort=name&page=1&pageSize=20',
      ),
    );
    expect(requests('/api/admin/children/summary').map((r) => r.url)).toContain(
      '/api/admin/children/summary?q=len&club=FC%20Rotkreuz&level=Mittel',
    );
    expect(await screen.findByText('Über die gefilterten Kinder.')).toBeInTheDocument();
  });

  it("opens in the order the address names (the dashboard's birthdays: ?sort=birthday), else by name", async () => {
    renderPage('/admin/kinder?sort=birthday');
    expect(await screen.findByLabelText('Sortierung')).toHaveDisplayValue('Nächster Geburtstag');
    await waitFor(() =>
      expect(requests('/api/admin/children?').map((r) => r.url)).toContain(
        '/api/admin/children?sort=birthday&page=1&pageSize=20',
      ),
    );
    expect(requests('/api/admin/children?').some((r) => r.url.includes('sort=name'))).toBe(false);
  });

  it('marks what the parents allowed and entered: no photo consent, not in news, emergency information', async () => {
    const mia = {
      ...lena,
      id: '22222222-2222-4222-8222-222222222222',
      firstName: 'Mia',
      photoConsentFamily: false,
      photoConsentNews: false,
      hasHealthInfo: true,
    };
    api.on('GET /api/admin/children', () => ({
      status: 200,
      body: { items: [lena, mia], page: 1, pageSize: 20, hasMore: false },
    }));
    renderPage();
    const lenaRow = await screen.findByRole('row', { name: /Lena Muster/ });
    expect(lenaRow).toHaveTextContent('Nicht in News');
    expect(lenaRow).not.toHaveTextContent('Keine Foto-Einwilligung');
    expect(lenaRow).not.toHaveTextContent('Notfallangaben erfasst');
    const miaRow = screen.getByRole('row', { name: /Mia Muster/ });
    expect(miaRow).toHaveTextContent('Keine Foto-Einwilligung');
    expect(miaRow).toHaveTextContent('Notfallangaben erfasst');
  });
});

describe('Kind bearbeiten', () => {
  it("shows the spec's required text once and sends nothing while a name or the birth date is missing", async () => {
    const user = userEvent.setup();
    renderPage();
    const dialog = await openEdit(user);
    await user.clear(within(dialog).getByLabelText(/^Vorname/));
    await user.clear(within(dialog).getByLabelText(/^Geburtsdatum/));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findAllByText(REQUIRED)).toHaveLength(1);
    expect(api.sent('PUT', `/api/admin/children/${lena.id}`)).toBeUndefined();
  });

  it('refuses an AHV number typed into a name, under the field', async () => {
    const user = userEvent.setup();
    renderPage();
    const dialog = await openEdit(user);
    await user.clear(within(dialog).getByLabelText(/^Nachname/));
    await user.type(within(dialog).getByLabelText(/^Nachname/), 'Muster 756.9217.0769.85');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Namen dürfen keine AHV-Nummer enthalten.')).toBeInTheDocument();
    expect(api.sent('PUT', `/api/admin/children/${lena.id}`)).toBeUndefined();
  });

  it('sends blank club and level as null and keeps the stored AHV (the mask is not sent)', async () => {
    const user = userEvent.setup();
    api.on(`PUT /api/admin/children/${lena.id}`, () => ({ status: 200, body: { child: lena } }));
    renderPage();
    const dialog = await openEdit(user);
    expect(within(dialog).getByLabelText(/^Trikotgrösse/)).toHaveValue('140');
    expect(within(dialog).getByLabelText(/^AHV-Nummer/)).toHaveValue('756.****.**69.85');
    await user.clear(within(dialog).getByLabelText(/^Verein/));
    await user.clear(within(dialog).getByLabelText(/^Niveau/));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Kind gespeichert.')).toBeInTheDocument();
    expect(api.sent('PUT', `/api/admin/children/${lena.id}`)?.body).toEqual({
      firstName: 'Lena',
      lastName: 'Muster',
      dateOfBirth: '2015-03-14',
      jerseySize: 140,
      clubName: null,
      level: null,
    });
  });

  it("says 'Fehler beim Aktualisieren des Kindes' when the server refuses", async () => {
    const user = userEvent.setup();
    api.on(`PUT /api/admin/children/${lena.id}`, () => ({
      status: 500,
      body: { error: { code: 'INTERNAL' } },
    }));
    renderPage();
    const dialog = await openEdit(user);
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Fehler beim Aktualisieren des Kindes')).toBeInTheDocument();
  });

  it("shows the server's own reason when it explains its refusal", async () => {
    const user = userEvent.setup();
    api.on(`PUT /api/admin/children/${lena.id}`, () => ({
      status: 409,
      body: { error: { code: 'CONFLICT' } },
    }));
    renderPage();
    const dialog = await openEdit(user);
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText('Die Daten wurden inzwischen geändert. Bitte erneut versuchen.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Fehler beim Aktualisieren des Kindes')).toBeNull();
  });
});

describe('deleting a child', () => {
  it('asks first, then names what keeps a child with history', async () => {
    const user = userEvent.setup();
    api.on(`DELETE /api/admin/children/${lena.id}`, () => ({
      status: 409,
      body: { error: { code: 'CHILD_HAS_RECORDS', details: { records: ['registrations', 'payments'] } } },
    }));
    renderPage();
    await chooseRowAction(user, 'Lena Muster', 'Löschen');
    const confirm = await screen.findByRole('alertdialog', { name: 'Kind löschen' });
    expect(api.sent('DELETE', `/api/admin/children/${lena.id}`)).toBeUndefined();
    await user.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    expect(
      await within(confirm).findByText(
        'Fehler beim Löschen des Kindes: Lena Muster hat bereits Anmeldungen und Zahlungen. Diese bleiben für die Abrechnung erhalten, darum kann das Kind nicht gelöscht werden.',
      ),
    ).toBeInTheDocument();
  });

  it('deletes a child without history', async () => {
    const user = userEvent.setup();
    api.on(`DELETE /api/admin/children/${lena.id}`, () => ({ status: 204 }));
    renderPage();
    await chooseRowAction(user, 'Lena Muster', 'Löschen');
    const confirm = await screen.findByRole('alertdialog', { name: 'Kind löschen' });
    await user.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Kind gelöscht.')).toBeInTheDocument();
    expect(api.sent('DELETE', `/api/admin/children/${lena.id}`)).toBeDefined();
  });
});

describe('AHV anzeigen', () => {
  it('fetches the full number on demand and copies it', async () => {
    const user = userEvent.setup();
    const copied = fakeClipboard();
    api.on(`POST /api/admin/children/${lena.id}/ahv/reveal`, () => ({
      status: 200,
      body: { ahv: '756.9217.0769.85' },
    }));
    renderPage();
    const [button] = await screen.findAllByRole('button', {
      name: 'AHV von Lena Muster anzeigen und kopieren',
    });
    expect(api.sent('POST', `/api/admin/children/${lena.id}/ahv/reveal`)).toBeUndefined();
    await user.click(button!);
    expect(await screen.findByText('AHV-Nummer kopiert!')).toBeInTheDocument();
    expect(copied).toEqual(['756.9217.0769.85']);
  });

  it.each([
    ['the clipboard refuses', 200, { ahv: '756.9217.0769.85' }, true, 'Fehler beim Kopieren der AHV-Nummer'],
    ['the server fails', 500, { error: { code: 'INTERNAL' } }, false, 'Fehler beim Kopieren der AHV-Nummer'],
    ['no number is stored', 404, { error: { code: 'AHV_NOT_STORED' } }, false, 'Keine AHV-Nummer verfügbar.'],
  ])('says so when %s', async (_when, status, body, refuse, text) => {
    const user = userEvent.setup();
    fakeClipboard(refuse);
    api.on(`POST /api/admin/children/${lena.id}/ahv/reveal`, () => ({ status, body }));
    renderPage();
    const [button] = await screen.findAllByRole('button', {
      name: 'AHV von Lena Muster anzeigen und kopieren',
    });
    await user.click(button!);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});

describe('ID kopieren', () => {
  it.each([
    ['copies the child’s ID and confirms it', false, 'ID kopiert!', [lena.id]],
    ['says so when the clipboard refuses', true, 'Fehler beim Kopieren der ID', []],
  ])('%s', async (_what, refuse, text, expected) => {
    const user = userEvent.setup();
    const copied = fakeClipboard(refuse);
    renderPage();
    const [button] = await screen.findAllByRole('button', { name: 'ID von Lena Muster kopieren' });
    await user.click(button!);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(copied).toEqual(expected);
  });
});
