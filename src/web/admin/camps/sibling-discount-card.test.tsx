import type { AdminSiblingDiscountRules } from '@domain/pricing/family-prices-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { SiblingDiscountCard } from './sibling-discount-card';

// The camps page's "Geschwisterrabatt" card (decision 053): the rules, a wrong percent refused before any request,
// and a saved rule of the chosen kind (camps or trainings) listed as the server answers it.

const api = fakeApi();
beforeAll(() => api.start('/admin/camps'));
afterAll(() => api.stop());

const current: AdminSiblingDiscountRules = {
  rules: [
    {
      id: 'r1',
      offerKind: 'camp',
      validFrom: '2026-05-01',
      secondChildPercent: 10,
      thirdChildPercent: 20,
      current: true,
    },
  ],
};

describe('the sibling discount card', () => {
  it('lists the rule in force, refuses 60 %, and saves a new training rule', async () => {
    api.reset();
    api.on('GET /api/admin/sibling-discounts', () => ({ status: 200, body: current }));
    api.on('PUT /api/admin/sibling-discounts', (body) => ({
      status: 200,
      body: {
        rules: [{ ...(body as object), id: 'r2', current: false }, ...current.rules],
      },
    }));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SiblingDiscountCard />
      </QueryClientProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Geschwisterrabatt' });
    expect(list).toHaveTextContent('Camps, gültig ab 01.05.2026: 2. Kind –10 %, ab 3. Kind –20 %');
    expect(list).toHaveTextContent('gilt jetzt');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Gültig ab/), '2026-09-01');
    const second = screen.getByLabelText(/2\. Kind/);
    await user.clear(second);
    await user.type(second, '60');
    await user.click(screen.getByRole('button', { name: 'Regel speichern' }));
    expect(await screen.findByText('Bitte einen Rabatt von 0 bis 50 % angeben.')).toBeInTheDocument();
    expect(api.received.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await user.clear(second);
    await user.type(second, '15');
    await user.selectOptions(screen.getByLabelText(/Angebot/), 'Trainings');
    expect(screen.getByText(/Der Rabatt gilt bei Zahlung mit Geld/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Regel speichern' }));
    expect(await screen.findByText('Regel gespeichert.')).toBeInTheDocument();
    expect(api.sent('PUT', '/api/admin/sibling-discounts')?.body).toEqual({
      offerKind: 'training',
      validFrom: '2026-09-01',
      secondChildPercent: 15,
      thirdChildPercent: 20,
    });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      'Trainings, gültig ab 01.09.2026: 2. Kind –15 %',
    );
  });
});
