import type { Me } from '@domain/auth/me';
import type { Branding } from '@domain/branding';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { renderRoute } from '../../testing/render-route';

const newcomer: Me = {
  id: 'u1',
  email: 'neu@example.ch',
  role: 'parent',
  firstName: null,
  lastName: null,
  mobile: null,
  termsAcceptedAt: null,
  secondParentEmail: null,
};
const branding: Branding = {
  providerName: 'Fussballschule Rotkreuz',
  logoUrl: null,
  termsUrl: 'https://fussballschule.example/agb',
  infoUrl: 'https://fussballschule.example/angebot',
  poweredByUrl: 'https://example.ch/anpfiff',
  contact: { email: 'info@fussballschule.example', phone: '+41 41 000 00 00', address: 'Rotkreuz' },
  qrBill: false,
};

// Pages are lazy route chunks: on a busy machine finding them takes longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

const api = fakeApi();
beforeAll(() => api.start('/onboarding'));
afterAll(() => api.stop());
beforeEach(() => api.reset());

const renderOnboarding = () =>
  renderRoute('/onboarding?redirectTo=%2Fmeine-kinder', { me: newcomer, branding });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Vorname/ }), '  Nora ');
  await user.type(screen.getByRole('textbox', { name: /Nachname/ }), 'Beispiel ');
  await user.type(screen.getByRole('textbox', { name: /Mobile/ }), ' 079 555 66 77 ');
}

describe('/onboarding', () => {
  it("welcomes the signed-in e-mail and links the provider's terms", async () => {
    renderOnboarding();
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen!' })).toBeInTheDocument();
    expect(screen.getByText('Angemeldet als neu@example.ch')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Allgemeinen Geschäftsbedingungen (AGB)' });
    expect(link).toHaveAttribute('href', 'https://fussballschule.example/agb');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('keeps "Profil vervollständigen" disabled until the terms are ticked', async () => {
    const user = userEvent.setup();
    renderOnboarding();
    const button = await screen.findByRole('button', { name: 'Profil vervollständigen' });
    expect(button).toBeDisabled();
    expect(screen.getByText('Bitte rechtliches akzeptieren.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    expect(button).toBeEnabled();
    expect(screen.queryByText('Bitte rechtliches akzeptieren.')).not.toBeInTheDocument();
  });

  it('requires first name, last name and mobile', async () => {
    const user = userEvent.setup();
    renderOnboarding();
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Profil vervollständigen' }));
    expect(await screen.findAllByText('Bitte Vorname, Nachname und Mobilnummer ausfüllen.')).toHaveLength(3);
    expect(api.received).toEqual([]);
  });

  it('saves trimmed values with the terms accepted, then goes to redirectTo', async () => {
    api.on('POST /api/profile/onboarding', (body) => ({
      status: 200,
      body: {
        user: {
          ...newcomer,
          ...(body as object),
          termsAcceptedAt: '2026-03-01T10:00:00.000Z',
        },
      },
    }));
    const user = userEvent.setup();
    const router = renderOnboarding();
    await screen.findByRole('heading', { level: 1, name: 'Willkommen!' });
    await fillIn(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Profil vervollständigen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/meine-kinder'));
    expect(api.sent('POST', '/api/profile/onboarding')?.body).toEqual({
      firstName: 'Nora',
      lastName: 'Beispiel',
      mobile: '079 555 66 77',
      termsAccepted: true,
    });
  });

  it('says so when saving fails, and stays', async () => {
    api.on('POST /api/profile/onboarding', () => ({ status: 500, body: { error: { code: 'INTERNAL' } } }));
    const user = userEvent.setup();
    const router = renderOnboarding();
    await screen.findByRole('heading', { level: 1, name: 'Willkommen!' });
    await fillIn(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Profil vervollständigen' }));
    expect(
      await screen.findByText('Fehler beim Speichern. Bitte versuchen Sie es erneut.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
  });
});
