import type { Me } from '@domain/auth/me';
import { errorMessages } from '@domain/errors';
import {
  cleanup,
  configure,
  screen,
  waitFor,
  waitForElementToBeRemoved,
  within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { meQueryKey } from '../../lib/session';
import { profilePageApi, profileParent, renderProfilePage } from '../../testing/render-profile-page';

// Pages are lazy route chunks: on a busy machine finding them takes longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

const api = profilePageApi();
beforeEach(() => {
  api.on('GET /api/reminders/settings', () => ({ status: 200, body: { mailReminders: true } }));
  api.on('GET /api/calendar/link', () => ({ status: 200, body: { link: null } }));
});

/** What the page sent besides reads (the offers card reads the second-parent state on its own). */
const written = () => api.received.filter((r) => r.method !== 'GET');

const personalData = () => screen.getByRole('heading', { name: 'Persönliche Daten' }).closest('section')!;
const account = () => screen.getByRole('heading', { name: 'Konto' }).closest('section')!;

describe('/profile', () => {
  it('shows the personal data and the account info (role, terms date in Zurich, e-mail)', () => {
    renderProfilePage();
    expect(within(personalData()).getByText('Lena')).toBeInTheDocument();
    expect(within(personalData()).getByText('079 123 45 67')).toBeInTheDocument();
    expect(within(account()).getByText('Elternteil')).toBeInTheDocument();
    expect(within(account()).getByText('01.03.2026')).toBeInTheDocument();
    expect(within(account()).getByText('lena.muster@example.ch')).toBeInTheDocument();
  });

  it('calls an admin Administrator', () => {
    renderProfilePage({ ...profileParent, role: 'admin' });
    expect(within(account()).getByText('Administrator')).toBeInTheDocument();
  });

  it('lets an admin replace their recovery codes, after confirming, and shows the new ones once', async () => {
    const user = userEvent.setup();
    let left = 2;
    api.on('GET /api/auth/second-factor', () => ({
      status: 200,
      body: { state: 'verified', totp: true, passkeys: 0, recoveryCodesLeft: left },
    }));
    const codes = Array.from({ length: 10 }, (_, i) => `neuer${i + 2}-codex${i + 2}`);
    api.on('POST /api/auth/second-factor/recovery-codes', () => {
      left = 10;
      return { status: 200, body: { recoveryCodes: codes } };
    });
    renderProfilePage({ ...profileParent, role: 'admin' });
    const section = async () =>
      (await screen.findByRole('heading', { name: 'Wiederherstellungscodes' })).closest('section')!;
    expect(within(await section()).getByText('2 Wiederherstellungscodes übrig')).toBeInTheDocument();

    await user.click(within(await section()).getByRole('button', { name: 'Neue Codes erstellen' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Neue Wiederherstellungscodes erstellen?',
    });
    expect(written()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Neue Codes erstellen' }));
    const list = await screen.findByRole('list', { name: 'Ihre Wiederherstellungscodes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(written().map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/auth/second-factor/recovery-codes',
    ]);

    await user.click(screen.getByRole('button', { name: 'Ich habe die Codes gespeichert' }));
    expect(await within(await section()).findByText('10 Wiederherstellungscodes übrig')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Ihre Wiederherstellungscodes' })).not.toBeInTheDocument();
  });

  it('offers an admin without a factor no recovery codes', async () => {
    api.on('GET /api/auth/second-factor', () => ({
      status: 200,
      body: { state: 'verified', totp: false, passkeys: 0, recoveryCodesLeft: 0 },
    }));
    renderProfilePage({ ...profileParent, role: 'admin' });
    await waitFor(() => expect(api.sent('GET', '/api/auth/second-factor')).toBeDefined());
    await screen.findByRole('heading', { name: 'Passkeys' });
    expect(screen.queryByRole('heading', { name: 'Wiederherstellungscodes' })).not.toBeInTheDocument();
  });

  it('does not ask about recovery codes for a parent', async () => {
    renderProfilePage();
    await waitFor(() => expect(api.sent('GET', '/api/reminders/settings')).toBeDefined());
    expect(api.sent('GET', '/api/auth/second-factor')).toBeUndefined();
    expect(screen.queryByRole('heading', { name: 'Wiederherstellungscodes' })).not.toBeInTheDocument();
  });

  it('restores the stored values on Cancel', async () => {
    const user = userEvent.setup();
    renderProfilePage();
    await user.click(screen.getByRole('button', { name: 'Bearbeiten' }));
    const first = screen.getByRole('textbox', { name: /Vorname/ });
    await user.clear(first);
    await user.type(first, 'Anders');
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(within(personalData()).getByText('Lena')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bearbeiten' }));
    expect(screen.getByRole('textbox', { name: /Vorname/ })).toHaveValue('Lena');
    expect(written()).toEqual([]);
  });

  it('keeps the e-mail read-only', async () => {
    const user = userEvent.setup();
    renderProfilePage();
    await user.click(screen.getByRole('button', { name: 'Bearbeiten' }));
    const email = screen.getByRole('textbox', { name: /E-Mail/ });
    expect(email).toHaveValue('lena.muster@example.ch');
    expect(email).toBeDisabled();
    expect(screen.getByText('Die E-Mail-Adresse kann nicht geändert werden.')).toBeInTheDocument();
  });

  it('requires first and last name', async () => {
    const user = userEvent.setup();
    renderProfilePage();
    await user.click(screen.getByRole('button', { name: 'Bearbeiten' }));
    await user.clear(screen.getByRole('textbox', { name: /Nachname/ }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('❌ Vor- und Nachname sind erforderlich.')).toBeInTheDocument();
    expect(written()).toEqual([]);
  });

  it('saves (an empty mobile as null), shows the success note for 3 s and the new values', async () => {
    api.on('PATCH /api/profile', (body) => ({
      status: 200,
      body: { user: { ...profileParent, ...(body as object) } },
    }));
    const user = userEvent.setup();
    const client = renderProfilePage();
    await user.click(screen.getByRole('button', { name: 'Bearbeiten' }));
    const first = screen.getByRole('textbox', { name: /Vorname/ });
    await user.clear(first);
    await user.type(first, ' Lea ');
    await user.clear(screen.getByRole('textbox', { name: /Mobile/ }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const note = await screen.findByText('✅ Profil gespeichert.');
    expect(api.sent('PATCH', '/api/profile')?.body).toEqual({
      firstName: 'Lea',
      lastName: 'Muster',
      mobile: null,
    });
    expect(within(personalData()).getByText('Lea')).toBeInTheDocument();
    expect(client.getQueryData<Me>(meQueryKey)?.mobile).toBeNull();
    const shownAt = Date.now();
    await waitForElementToBeRemoved(note, { timeout: 4_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2_500);
  });

  it('shows "❌ Fehler: " and the message when saving fails', async () => {
    api.on('PATCH /api/profile', () => ({ status: 503, body: { error: { code: 'UNAVAILABLE' } } }));
    const user = userEvent.setup();
    renderProfilePage();
    await user.click(screen.getByRole('button', { name: 'Bearbeiten' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(
        screen.getByText(
          '❌ Fehler: Der Dienst ist vorübergehend nicht erreichbar. Bitte später erneut versuchen.',
        ),
      ).toBeInTheDocument(),
    );
    expect(screen.getByRole('textbox', { name: /Vorname/ })).toBeInTheDocument();
  });
});

describe('an offer to link as second parent', () => {
  const offer = {
    id: '22222222-2222-4222-8222-222222222222',
    from: { name: 'Marco Keller', email: 'marco.keller@example.ch' },
    createdAt: '2026-03-01T09:00:00.000Z',
  };
  const serveOffers = (offers: unknown[], secondParent: unknown = { role: 'none' }) => {
    api.on('GET /api/family/second-parent', () => ({ status: 200, body: { secondParent, offers } }));
    // An answer reloads everything else, the signed-in user too.
    api.on('GET /api/me', () => ({ status: 200, body: { user: profileParent } }));
  };
  const offerCard = () =>
    screen.findByRole('listitem', { name: 'Marco Keller möchte Sie als zweiten Elternteil verknüpfen' });

  it('shows no notice while nobody asked', async () => {
    serveOffers([]);
    renderProfilePage();
    await waitFor(() => expect(api.sent('GET', '/api/family/second-parent')).toBeDefined());
    expect(screen.queryByRole('heading', { name: 'Anfrage als zweiter Elternteil' })).not.toBeInTheDocument();
  });

  it('names who asks, verbatim, with the address and what accepting shares', async () => {
    serveOffers([offer]);
    renderProfilePage();
    const card = await offerCard();
    expect(
      within(card).getByText('Marco Keller möchte Sie als zweiten Elternteil verknüpfen'),
    ).toBeInTheDocument();
    expect(within(card).getByText('marco.keller@example.ch')).toBeInTheDocument();
    expect(within(card).getByText(/sehen und verwalten Sie beide dieselben Kinder/)).toBeInTheDocument();
  });

  it('names an inviter without a name by their e-mail', async () => {
    serveOffers([{ ...offer, from: { name: 'papa@example.ch', email: 'papa@example.ch' } }]);
    renderProfilePage();
    expect(
      await screen.findByText('papa@example.ch möchte Sie als zweiten Elternteil verknüpfen'),
    ).toBeInTheDocument();
  });

  it('Annehmen sends the acceptance of this offer and says who the parent is linked with', async () => {
    serveOffers([offer]);
    api.on(`POST /api/family/second-parent/offers/${offer.id}/accept`, () => ({
      status: 200,
      body: { secondParent: { role: 'secondary', primary: offer.from }, offers: [] },
    }));
    const user = userEvent.setup();
    renderProfilePage();
    await user.click(within(await offerCard()).getByRole('button', { name: 'Annehmen' }));
    expect(await screen.findByText('Sie sind jetzt mit Marco Keller verknüpft.')).toBeInTheDocument();
    expect(api.sent('POST', `/api/family/second-parent/offers/${offer.id}/accept`)).toBeDefined();
    expect(api.sent('POST', `/api/family/second-parent/offers/${offer.id}/decline`)).toBeUndefined();
    expect(screen.queryByRole('button', { name: 'Annehmen' })).not.toBeInTheDocument();
  });

  it('Ablehnen sends the refusal and removes the notice', async () => {
    serveOffers([offer]);
    api.on(`POST /api/family/second-parent/offers/${offer.id}/decline`, () => ({
      status: 200,
      body: { secondParent: { role: 'none' }, offers: [] },
    }));
    const user = userEvent.setup();
    renderProfilePage();
    await user.click(within(await offerCard()).getByRole('button', { name: 'Ablehnen' }));
    expect(await screen.findByText('Die Anfrage wurde abgelehnt.')).toBeInTheDocument();
    expect(api.sent('POST', `/api/family/second-parent/offers/${offer.id}/accept`)).toBeUndefined();
    expect(
      screen.queryByRole('listitem', { name: 'Marco Keller möchte Sie als zweiten Elternteil verknüpfen' }),
    ).not.toBeInTheDocument();
  });

  it('shows the catalogue text when the offer cannot be accepted, and keeps it', async () => {
    serveOffers([offer], { role: 'primary', email: 'anna@example.ch', status: 'linked' });
    api.on(`POST /api/family/second-parent/offers/${offer.id}/accept`, () => ({
      status: 409,
      body: { error: { code: 'FAMILY_ALREADY_LINKED', message: 'raw' } },
    }));
    const user = userEvent.setup();
    renderProfilePage();
    await user.click(within(await offerCard()).getByRole('button', { name: 'Annehmen' }));
    expect(await screen.findByText(`Fehler: ${errorMessages.FAMILY_ALREADY_LINKED}`)).toBeInTheDocument();
    expect(screen.queryByText('raw')).not.toBeInTheDocument();
    expect(within(await offerCard()).getByRole('button', { name: 'Annehmen' })).toBeEnabled();
  });

  describe('passkeys card (issue 25: the admin factor cannot be borrowed)', () => {
    const oldPasskey = {
      id: 'pk-1',
      name: 'Telefon',
      createdAt: '2026-03-01T10:00:00.000Z',
      lastUsedAt: null,
      adminFactor: false,
    };
    const passkeysCard = async () =>
      (await screen.findByRole('heading', { name: 'Passkeys' })).closest('section')!;

    it('marks an admin’s passkey from before the promotion and offers to confirm it; a parent’s is just listed', async () => {
      api.on('GET /api/passkeys', () => ({ status: 200, body: { passkeys: [oldPasskey] } }));
      api.on('GET /api/auth/second-factor', () => ({
        status: 200,
        body: { state: 'verified', totp: true, passkeys: 0, unconfirmedPasskeys: 1, recoveryCodesLeft: 10 },
      }));
      renderProfilePage({ ...profileParent, role: 'admin' });
      expect(
        await within(await passkeysCard()).findByText(/noch nicht als zweiter Faktor bestätigt/),
      ).toBeVisible();
      expect(
        within(await passkeysCard()).getByRole('button', { name: 'Als zweiten Faktor bestätigen' }),
      ).toBeVisible();
      cleanup();

      renderProfilePage();
      expect(await within(await passkeysCard()).findByText('Telefon')).toBeVisible();
      expect(within(await passkeysCard()).queryByText(/zweiter Faktor/)).toBeNull();
      expect(within(await passkeysCard()).queryByRole('button', { name: /bestätigen/ })).toBeNull();
    });

    it('marks a trainer’s passkey from before the trainer role as no factor yet, as an admin’s (issue 29)', async () => {
      api.on('GET /api/passkeys', () => ({ status: 200, body: { passkeys: [oldPasskey] } }));
      api.on('GET /api/auth/second-factor', () => ({
        status: 200,
        body: { state: 'verified', totp: true, passkeys: 0, unconfirmedPasskeys: 1, recoveryCodesLeft: 10 },
      }));
      renderProfilePage({ ...profileParent, trainer: true });
      expect(
        await within(await passkeysCard()).findByText(/noch nicht als zweiter Faktor bestätigt/),
      ).toBeVisible();
      expect(
        within(await passkeysCard()).getByRole('button', { name: 'Als zweiten Faktor bestätigen' }),
      ).toBeVisible();
    });

    it('asks an admin for the factor again before a passkey is added, in place', async () => {
      const user = userEvent.setup();
      api.on('GET /api/passkeys', () => ({ status: 200, body: { passkeys: [] } }));
      api.on('GET /api/auth/second-factor', () => ({
        status: 200,
        body: { state: 'verified', totp: true, passkeys: 0, unconfirmedPasskeys: 0, recoveryCodesLeft: 10 },
      }));
      api.on('POST /api/passkeys/options', () => ({
        status: 403,
        body: { error: { code: 'SECOND_FACTOR_AGAIN', message: 'x' } },
      }));
      // Passing the factor reads /api/me again (the admin guard's source).
      api.on('GET /api/me', () => ({ status: 200, body: { user: { ...profileParent, role: 'admin' } } }));
      api.on('POST /api/auth/second-factor/verify', () => ({
        status: 200,
        body: { state: 'verified', totp: true, passkeys: 0, unconfirmedPasskeys: 0, recoveryCodesLeft: 10 },
      }));
      renderProfilePage({ ...profileParent, role: 'admin' });
      await user.click(within(await passkeysCard()).getByRole('button', { name: 'Passkey hinzufügen' }));
      const field = await within(await passkeysCard()).findByLabelText(/Code aus der Authenticator-App/);
      await user.type(field, '123456');
      await user.click(within(await passkeysCard()).getByRole('button', { name: 'Bestätigen' }));
      expect(
        await within(await passkeysCard()).findByText(
          'Zweiter Faktor bestätigt. Bitte wiederholen Sie jetzt den Schritt.',
        ),
      ).toBeVisible();
      expect(api.sent('POST', '/api/auth/second-factor/verify')?.body).toEqual({ code: '123456' });
      expect(within(await passkeysCard()).queryByLabelText(/Code aus der Authenticator-App/)).toBeNull();
    });
  });
});
