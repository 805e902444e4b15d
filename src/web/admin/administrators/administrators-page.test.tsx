import type { AdministratorRow } from '@domain/second-factor/second-factor-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { AdminAdministratorsPage } from './administrators-page';

configure({ asyncUtilTimeout: 5_000 });

const self: AdministratorRow = {
  id: 'admin-self',
  email: 'andrea@example.ch',
  firstName: 'Andrea',
  lastName: 'Arnold',
  enrolled: true,
  totp: true,
  passkeys: 0,
  recoveryCodesLeft: 10,
  isSelf: true,
};
const other: AdministratorRow = {
  ...self,
  id: 'admin/other',
  email: 'beat@example.ch',
  firstName: 'Beat',
  lastName: 'Bühler',
  totp: false,
  passkeys: 2,
  recoveryCodesLeft: 7,
  isSelf: false,
};

const api = fakeApi();
beforeAll(() => api.start('/admin/administratoren'));
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  api.on('GET /api/admin/administrators', () => ({ status: 200, body: { administrators: [self, other] } }));
});

describe('the administrators page', () => {
  it("lists every admin's second factor and resets another admin's at its own address", async () => {
    const user = userEvent.setup();
    api.on('POST /api/admin/administrators/admin%2Fother/reset-second-factor', () => ({
      status: 200,
      body: { ok: true },
    }));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AdminAdministratorsPage />
      </QueryClientProvider>,
    );
    expect(
      await screen.findByText('2 Passkeys, 7 Wiederherstellungscodes übrig', { exact: false }),
    ).toBeVisible();
    // One's own factor is not offered for a reset: one button, Beat's.
    await user.click(screen.getByRole('button', { name: 'Zweiten Faktor zurücksetzen' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Zweiten Faktor zurücksetzen' });
    expect(confirm).toHaveTextContent('Zweiten Faktor von Beat Bühler zurücksetzen?');
    await user.click(within(confirm).getByRole('button', { name: 'Zweiten Faktor zurücksetzen' }));
    expect(await screen.findByText('Zweiter Faktor zurückgesetzt.')).toBeVisible();
    expect(api.sent('POST', '/api/admin/administrators/admin%2Fother/reset-second-factor')).toBeDefined();
  });
});
