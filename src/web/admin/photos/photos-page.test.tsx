import type { AdminPhoto, PhotoSyncStatus } from '@domain/photos/admin-photos-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { AdminPhotosPage } from './photos-page';

configure({ asyncUtilTimeout: 5_000 });

const photo = (n: number, overrides: Partial<AdminPhoto> = {}): AdminPhoto => ({
  id: `0000000${n}-0000-4000-8000-000000000000`,
  filename: `IMG_${n}.jpg`,
  folderId: 'Camp Sommer',
  folderName: 'Camp Sommer',
  createdAt: '2026-07-01T10:00:00.000Z',
  version: 'abc',
  width: 640,
  height: 480,
  children: [],
  ...overrides,
});
const mia = {
  id: '99999999-9999-4999-8999-999999999999',
  firstName: 'Mia',
  lastName: 'Muster',
  dateOfBirth: '2015-04-01',
  parentName: 'Anna Muster',
  photoConsentFamily: true,
};
const lio = {
  ...mia,
  id: '88888888-8888-4888-8888-888888888888',
  firstName: 'Lio',
  photoConsentFamily: false,
};
const syncStatus = (overrides: Partial<PhotoSyncStatus>): PhotoSyncStatus => ({
  id: '55555555-5555-4555-8555-555555555555',
  folderId: null,
  state: 'running',
  progress: { foldersDone: 0, foldersTotal: 1, seen: 120, added: 40, updated: 0, removed: 0 },
  failed: false,
  createdAt: '2026-07-01T10:00:00.000Z',
  finishedAt: null,
  ...overrides,
});

const api = fakeApi();
beforeAll(() => api.start('/admin/fotos'));
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  api.on('GET /api/admin/photos', () => ({
    status: 200,
    body: { items: [photo(1), photo(2), photo(3)], page: 1, pageSize: 50, hasMore: false },
  }));
  api.on('GET /api/admin/photos/folders', () => ({
    status: 200,
    body: { folders: [{ id: 'Camp Sommer', name: 'Camp Sommer', photos: 3, untagged: 3 }] },
  }));
  api.on('GET /api/admin/children/search', () => ({ status: 200, body: { children: [] } }));
  api.on('GET /api/admin/children/search?q=mia', () => ({ status: 200, body: { children: [mia] } }));
  api.on('GET /api/admin/children/search?q=muster', () => ({ status: 200, body: { children: [lio, mia] } }));
});

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AdminPhotosPage />
    </QueryClientProvider>,
  );
}

describe('bulk tagging', () => {
  it('tags the chosen child on every selected photo in one request, asking the search once typing pauses', async () => {
    api.on('POST /api/admin/photos/tags', () => ({ status: 200, body: { tagged: 1, alreadyTagged: 1 } }));
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'IMG_1.jpg auswählen' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'IMG_3.jpg auswählen' }));
    expect(screen.getByText('2 Fotos ausgewählt')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Kind markieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kind auf 2 Fotos markieren' });
    await userEvent.type(within(dialog).getByLabelText('Kind suchen'), 'mia');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Mia Muster markieren' }));

    expect(await screen.findByText('Mia Muster: 1 Foto markiert (1 waren es schon).')).toBeTruthy();
    expect(api.sent('POST', '/api/admin/photos/tags')?.body).toEqual({
      photoIds: [photo(1).id, photo(3).id],
      childId: mia.id,
    });
    const searches = api.received
      .filter((r) => r.url.startsWith('/api/admin/children/search'))
      .map((r) => r.url);
    expect(searches).not.toContain('/api/admin/children/search?q=m');
    expect(searches).not.toContain('/api/admin/children/search?q=mi');
    expect(searches).toContain('/api/admin/children/search?q=mia');
    expect(screen.queryByText(/ausgewählt$/)).toBeNull();
  });
});

describe('photo consent in the tag search', () => {
  it('marks a child without photo consent and offers no button to tag it', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'IMG_1.jpg auswählen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kind markieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kind auf 1 Foto markieren' });
    await userEvent.type(within(dialog).getByLabelText('Kind suchen'), 'muster');

    const lioRow = (await within(dialog).findByText('Lio Muster')).closest('li')!;
    expect(within(lioRow).getByText('Keine Foto-Einwilligung')).toBeTruthy();
    expect(within(lioRow).queryByRole('button')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Mia Muster markieren' })).toBeTruthy();
  });
});

describe('the photo modal', () => {
  it('marks a tagged child without photo consent and says no family sees the photo', async () => {
    const tagged = photo(1, {
      children: [
        { id: mia.id, fullName: 'Mia Muster', photoConsentFamily: true },
        { id: lio.id, fullName: 'Lio Muster', photoConsentFamily: false },
      ],
    });
    api.on('GET /api/admin/photos', () => ({
      status: 200,
      body: { items: [tagged], page: 1, pageSize: 50, hasMore: false },
    }));
    api.on(`GET /api/admin/photos/${tagged.id}`, () => ({ status: 200, body: { photo: tagged } }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Foto IMG_1.jpg öffnen' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        'Ein markiertes Kind hat keine Foto-Einwilligung: Dieses Foto sieht keine Familie.',
      ),
    ).toBeTruthy();
    const lioChip = within(dialog).getByText('Lio Muster', { exact: false }).closest('li')!;
    expect(lioChip.textContent).toContain('Keine Foto-Einwilligung');
    const miaChip = within(dialog).getByText('Mia Muster', { exact: false }).closest('li')!;
    expect(miaChip.textContent).not.toContain('Keine Foto-Einwilligung');
  });
});

describe('sync', () => {
  it('follows the started sync: files seen, new and removed while it runs, then its result', async () => {
    let polls = 0;
    api.on('POST /api/admin/photos/sync', () => ({
      status: 202,
      body: {
        started: true,
        sync: syncStatus({ state: 'queued', progress: { ...syncStatus({}).progress, seen: 0, added: 0 } }),
      },
    }));
    api.on(`GET /api/admin/photos/sync/${syncStatus({}).id}`, () => {
      polls++;
      return {
        status: 200,
        body:
          polls < 2
            ? syncStatus({})
            : syncStatus({
                state: 'done',
                progress: { foldersDone: 1, foldersTotal: 1, seen: 130, added: 50, updated: 80, removed: 2 },
              }),
      };
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Sync: Alle Ordner' }));

    expect(await screen.findByText('120 Dateien gesehen, 40 neu, 0 entfernt')).toBeTruthy();
    expect(screen.getByText('Sync läuft …')).toBeTruthy();
    expect(await screen.findByText('Sync abgeschlossen.')).toBeTruthy();
    expect(screen.getByText('130 Dateien gesehen, 50 neu, 2 entfernt')).toBeTruthy();
    expect(api.sent('POST', '/api/admin/photos/sync')?.body).toEqual({});
  });

  it('syncs the chosen folder, and says so when a sync of it was already running', async () => {
    api.on('POST /api/admin/photos/sync', () => ({
      status: 200,
      body: { started: false, sync: syncStatus({ folderId: 'Camp Sommer' }) },
    }));
    api.on(`GET /api/admin/photos/sync/${syncStatus({}).id}`, () => ({
      status: 200,
      body: syncStatus({ folderId: 'Camp Sommer' }),
    }));
    renderPage();
    await screen.findByRole('option', { name: 'Camp Sommer (3, 3 ohne Markierung)' });
    await userEvent.selectOptions(screen.getByLabelText('Ordner'), 'Camp Sommer');
    await userEvent.click(screen.getByRole('button', { name: 'Sync' }));

    expect(
      await screen.findByText('Für diesen Ordner läuft bereits ein Sync; hier sein Fortschritt.'),
    ).toBeTruthy();
    expect(api.sent('POST', '/api/admin/photos/sync')?.body).toEqual({ folderId: 'Camp Sommer' });
  });
});
