import type { Me } from '@domain/auth/me';
import { defaultShopCatalogue } from '@domain/shop-catalogue';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '../../../../tests/helpers/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { ShopPage } from './shop-page';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi('/shop');
});
afterAll(() => api.close());

const me: Me = {
  id: 'u1',
  email: 'anna.muster@example.ch',
  role: 'parent',
  firstName: 'Anna',
  lastName: 'Muster',
  mobile: '079 123 45 67',
  termsAcceptedAt: '2026-01-01T00:00:00.000Z',
  secondParentEmail: null,
};

beforeEach(() => {
  api.reset();
  api.on('GET /api/me', () => ({ status: 200, body: { user: me } }));
  api.on('GET /api/shop/catalogue', () => ({ status: 200, body: { products: defaultShopCatalogue } }));
});

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ShopPage />
    </QueryClientProvider>,
  );
}

const total = () => screen.getByTestId('shop-total').textContent;

describe('shop order form', () => {
  it('prefills the contact, picks the socks’ colour by itself and totals live in CHF', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Socken: eins mehr' }));
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Anna Muster');
    expect(screen.getByRole('textbox', { name: 'Telefon' })).toHaveValue('079 123 45 67');
    expect(screen.getByRole('combobox', { name: 'Variante Socken' })).toHaveValue('weiss');
    expect(total()).toBe('CHF\u00a010.00');

    await userEvent.click(screen.getByRole('button', { name: 'Trikot Set: eins mehr' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Grösse Trikot Set' }), 'M');
    expect(total()).toBe('CHF\u00a0110.00');
    expect(screen.getByText('Bezahlung vor Ort in bar oder mit TWINT.', { selector: 'p' })).toBeVisible();
  });

  it('does not send a line without its size, nor an empty order', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Bestellung senden' }));
    expect(screen.getByText('Bitte mindestens einen Artikel auswählen.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Regenjacke: eins mehr' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bestellung senden' }));
    expect(screen.getByText('Regenjacke: Bitte eine Grösse wählen.')).toBeVisible();
    expect(api.received.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('sends the lines with the prices shown and confirms', async () => {
    api.on('POST /api/shop/orders', () => ({
      status: 201,
      body: { order: { id: 'o1', items: [], total: 9000 } },
    }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Trikot Set: eins mehr' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Grösse Trikot Set' }), '152');
    await userEvent.click(screen.getByRole('button', { name: 'Bestellung senden' }));

    expect(
      await screen.findByText('Bestellung gesendet. Du erhältst eine E-Mail-Bestätigung.'),
    ).toBeVisible();
    const sent = api.received.find((r) => r.method === 'POST')?.body;
    expect(sent).toEqual({
      parent: { name: 'Anna Muster', phone: '079 123 45 67' },
      items: [{ productId: 'trikot-set', size: '152', optionId: null, quantity: 1, unitPrice: 9000 }],
      total: 9000,
    });
    expect(total()).toBe('CHF\u00a00.00');
  });

  it('shows "Senden fehlgeschlagen" with what the server found wrong', async () => {
    api.on('POST /api/shop/orders', () => ({
      status: 422,
      body: {
        error: {
          code: 'ORDER_INVALID',
          details: {
            problems: [
              {
                code: 'TAMPERED_PRICE',
                lineIndex: 0,
                message:
                  'Trikot Set: Der Preis hat sich geändert. Bitte die Bestellung neu laden und prüfen.',
              },
            ],
          },
        },
      },
    }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Trikot Set: eins mehr' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Grösse Trikot Set' }), '152');
    await userEvent.click(screen.getByRole('button', { name: 'Bestellung senden' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Senden fehlgeschlagen');
    expect(alert).toHaveTextContent('Trikot Set: Der Preis hat sich geändert.');
  });
});
