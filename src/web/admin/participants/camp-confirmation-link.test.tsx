import type { AdminParticipant } from '@domain/bookings/admin-participants';
import type { AdminCamp } from '@domain/camps/admin-camps-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { campParticipants } from '../camps/camp-participants';
import { ParticipantsDialog } from './participants-dialog';

configure({ asyncUtilTimeout: 5_000 });

const camp = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Sommercamp 2026',
  location: 'Rotkreuz',
  startDate: '2026-07-06',
  endDate: '2026-07-10',
  startTime: '09:00',
  endTime: '16:00',
} as AdminCamp;
const lena = {
  childId: '33333333-3333-4333-8333-333333333333',
  firstName: 'Lena',
  lastName: 'Muster',
  dateOfBirth: '2015-03-14',
  parentName: 'Anna Muster',
  payment: { id: 'p1', status: 'REQUIRES_PAYMENT', method: null, amountCents: 50000 },
} as unknown as AdminParticipant;

const api = fakeApi();
beforeAll(() => {
  api.start('/admin/camps');
  api.on(`GET /api/admin/camps/${camp.id}/participants`, () => ({
    status: 200,
    body: { participants: [lena] },
  }));
});
afterAll(() => api.stop());

describe("a camp's participants panel", () => {
  it("links each participant's confirmation PDF", async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ParticipantsDialog offer={campParticipants(camp)} onClose={() => {}} />
      </QueryClientProvider>,
    );
    const row = await screen.findByRole('listitem', { name: 'Lena Muster' });
    const link = within(row).getByRole('link', { name: 'Anmeldebestätigung für Lena Muster (PDF)' });
    expect(link).toHaveAttribute(
      'href',
      `/api/admin/camps/${camp.id}/participants/${lena.childId}/confirmation.pdf`,
    );
  });
});
