import type { FamilyCamp } from '@domain/bookings/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CampCard } from './camp-card';

const mia = { id: '6f0c5f8e-1f7a-4f51-9d55-0a3c1c4b9e11', firstName: 'Mia', lastName: 'Muster' };
const leo = { id: '0d5e2c43-8a6b-4c0e-a7d1-3a9f5b7e2c22', firstName: 'Leo', lastName: 'Muster' };

const camp: FamilyCamp = {
  id: 'b1c2d3e4-0000-4000-8000-000000000001',
  name: 'Sommercamp 2026',
  description: null,
  poweredBy: null,
  location: 'Rotkreuz',
  startDate: '2026-07-06',
  endDate: '2026-07-10',
  startTime: '09:00:00',
  endTime: '16:00:00',
  priceCents: 50000,
  capacity: 30,
  seatsLeft: 12,
  flyerUrl: null,
  open: true,
  registrations: [
    {
      childId: mia.id,
      registeredAt: '2026-05-04T07:00:00.000Z',
      payment: { id: 'p1', status: 'REQUIRES_PAYMENT', method: null, amountCents: 50000 },
    },
  ],
  waitlist: [],
} as FamilyCamp;

describe('CampCard', () => {
  it("links each registered child's confirmation PDF, and no one else's", () => {
    render(
      <MemoryRouter>
        <CampCard camp={camp} familyChildren={[mia, leo]} onSignUp={() => {}} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Anmeldebestätigung für Mia Muster (PDF)' });
    expect(link).toHaveAttribute('href', `/api/camps/${camp.id}/registrations/${mia.id}/confirmation.pdf`);
    expect(link).toHaveAttribute('download');
    expect(screen.queryByRole('link', { name: /Leo Muster/ })).toBeNull();
  });
});
