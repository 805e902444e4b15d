import type { AuditLogEntry } from '@domain/audit/audit-log-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { lenaParent } from '../../testing/people';
import { currentLocation, renderRoute } from '../../testing/render-route';
import { auditActionLabel, auditDetailLines } from './audit-entry-text';
import { AdminAuditLogPage } from './audit-log-page';

configure({ asyncUtilTimeout: 5_000 });

const entries: AuditLogEntry[] = [
  {
    id: 'e1',
    at: '2026-03-28T13:05:00.000Z',
    actor: { id: 'admin', name: 'Andrea Arnold' },
    action: 'child.update',
    subject: { type: 'child', id: 'c1', label: 'Lena Muster' },
    details: { changed: ['firstName', 'clubName'] },
  },
  {
    id: 'e2',
    at: '2026-03-28T12:00:00.000Z',
    actor: { id: 'gone', name: null },
    action: 'child.ahv_reveal',
    subject: { type: 'child', id: 'c2', label: null },
    details: { whose: 'Noah Keller' },
  },
];

const api = fakeApi();
beforeAll(() => api.start('/admin/protokoll'));
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  api.on('GET /api/admin/audit-log', () => ({
    status: 200,
    body: { items: entries, page: 1, pageSize: 20, hasMore: true },
  }));
});

describe('audit entries in words', () => {
  it.each([
    ['child.update', 'Kind: geändert'],
    ['trainer.ahv_reveal', 'Ausbildner: AHV-Nummer angezeigt'],
    ['training.participant_add', 'Training: Kind angemeldet'],
    ['camp.flyer_upload', 'Camp: Flyer hochgeladen'],
    // An action this catalogue does not know yet shows as stored.
    ['news.publish', 'news.publish'],
  ])('%s -> %s', (action, label) => {
    expect(auditActionLabel(action)).toBe(label);
  });

  it('names changed fields in German, leaves ids out and says yes or no', () => {
    expect(
      auditDetailLines({ changed: ['firstName', 'ahv'], childId: 'x', trainerIds: ['y'], creditUsed: true }),
    ).toEqual(['Geändert: Vorname, AHV-Nummer', 'Mit Guthaben bezahlt: Ja']);
    expect(auditDetailLines({ changed: [] })).toEqual([]);
  });
});

describe('the audit log page', () => {
  it('lists who did what to which object and when, and asks the server for a filter and the next page', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AdminAuditLogPage />
      </QueryClientProvider>,
    );
    const row = await screen.findByRole('row', { name: /Kind: geändert/ });
    expect(row).toHaveTextContent('28.03.2026, 14:05');
    expect(row).toHaveTextContent('Andrea Arnold');
    expect(row).toHaveTextContent('Kind: Lena Muster');
    expect(row).toHaveTextContent('Geändert: Vorname, Verein');
    const reveal = screen.getByRole('row', { name: /AHV-Nummer angezeigt/ });
    expect(reveal).toHaveTextContent('Gelöschtes Konto');
    expect(reveal).toHaveTextContent('Kind: Nicht mehr vorhanden');
    expect(reveal).toHaveTextContent('AHV von: Noah Keller');

    await user.selectOptions(screen.getByLabelText('Objekt'), 'parent');
    await user.selectOptions(screen.getByLabelText('Aktion'), 'parent.delete');
    await waitFor(() =>
      expect(api.received.map((r) => r.url)).toContain(
        '/api/admin/audit-log?action=parent.delete&subjectType=parent&page=1&pageSize=20',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() =>
      expect(api.received.map((r) => r.url)).toContain(
        '/api/admin/audit-log?action=parent.delete&subjectType=parent&page=2&pageSize=20',
      ),
    );
  });
});

describe('/admin/protokoll', () => {
  const parent = lenaParent;

  it('is an admin page of the route table', async () => {
    renderRoute('/admin/protokoll', { me: { ...parent, role: 'admin' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Protokoll' })).toBeInTheDocument();
  });

  it('sends a parent to / like every admin route', async () => {
    const router = renderRoute('/admin/protokoll', { me: parent });
    await waitFor(() => expect(currentLocation(router)).toBe('/'));
  });
});
