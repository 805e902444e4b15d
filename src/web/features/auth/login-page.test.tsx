import type { Me } from '@domain/auth/me';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { currentLocation, renderRoute } from '../../testing/render-route';

const signedIn: Me = {
  id: 'u1',
  email: 'anna@example.ch',
  role: 'parent',
  firstName: 'Anna',
  lastName: 'Muster',
  mobile: null,
  termsAcceptedAt: '2026-03-01T10:00:00.000Z',
  secondParentEmail: null,
};

// Pages are lazy route chunks: on a busy machine finding them takes longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

const api = fakeApi();
beforeAll(() => api.start('/login'));
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  api.on('POST /api/auth/code', () => ({ status: 200, body: { resendAfterSeconds: 60 } }));
});

const renderLogin = (path = '/login?redirectTo=%2Fcamps', me: Me | null = null) => renderRoute(path, { me });

const emailField = () => screen.getByRole('textbox', { name: /E-Mail-Adresse/ });

async function toCodeStep(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
  await user.type(emailField(), ' Anna@Example.ch ');
  await user.click(screen.getByRole('button', { name: 'Code schicken' }));
  return screen.findByRole('textbox', { name: 'Code aus der E-Mail (6 Ziffern)' });
}

describe('/login', () => {
  it('explains how it works and that one stays signed in about 14 days', async () => {
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'So funktioniert es' })).toBeInTheDocument();
    expect(screen.getByText('Sie bleiben auf diesem Gerät etwa 14 Tage angemeldet.')).toBeInTheDocument();
  });

  it('requires a valid e-mail before asking the server', async () => {
    const user = userEvent.setup();
    renderLogin();
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    await user.click(screen.getByRole('button', { name: 'Code schicken' }));
    expect(await screen.findByText('Ungültige E-Mail-Adresse.')).toBeInTheDocument();
    await user.type(emailField(), 'keine-adresse');
    await user.click(screen.getByRole('button', { name: 'Code schicken' }));
    expect(screen.getByText('Ungültige E-Mail-Adresse.')).toBeInTheDocument();
    expect(api.received).toEqual([]);
  });

  it('shows "Sende…" and disables the inputs while the code is on its way', async () => {
    let release: () => void = () => {};
    api.on(
      'POST /api/auth/code',
      () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 200, body: { resendAfterSeconds: 60 } });
        }),
    );
    const user = userEvent.setup();
    renderLogin();
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    await user.type(emailField(), 'anna@example.ch');
    await user.click(screen.getByRole('button', { name: 'Code schicken' }));
    const busy = await screen.findByRole('button', { name: 'Sende…' });
    expect(busy).toBeDisabled();
    expect(emailField()).toBeDisabled();
    // Released once the request is there: a release before it arrives would leave it unanswered.
    await waitFor(() => expect(api.sent('POST', '/api/auth/code')).toBeDefined());
    release();
    expect(
      await screen.findByRole('textbox', { name: 'Code aus der E-Mail (6 Ziffern)' }),
    ).toBeInTheDocument();
  });

  it('sends the trimmed e-mail with the page to return to, then locks the e-mail and shows the code step', async () => {
    const user = userEvent.setup();
    renderLogin();
    await toCodeStep(user);
    expect(api.sent('POST', '/api/auth/code')?.body).toEqual({
      email: 'anna@example.ch',
      redirectTo: '/camps',
    });
    expect(emailField()).toBeDisabled();
    expect(emailField()).toHaveValue('anna@example.ch');
    expect(
      screen.getByText('Wir haben einen 6-stelligen Code an anna@example.ch geschickt.'),
    ).toBeInTheDocument();
    const resend = screen.getByRole('button', { name: /Code erneut senden \(in (60|59) s\)/ });
    expect(resend).toBeDisabled();
  });

  it('keeps digits only, at most six, and submits by itself at six', async () => {
    let verified: unknown;
    api.on('POST /api/auth/verify', (body) => {
      verified = body;
      return {
        status: 400,
        body: { error: { code: 'CODE_WRONG', details: { attempts: 1, maxAttempts: 5 } } },
      };
    });
    const user = userEvent.setup();
    renderLogin();
    const code = await toCodeStep(user);
    await user.type(code, '12a 34');
    expect(code).toHaveValue('1234');
    expect(verified).toBeUndefined();
    await user.type(code, '5678');
    expect(await screen.findByText('Falscher Code. Versuche: 1/5')).toBeInTheDocument();
    expect(code).toHaveValue('123456');
    expect(verified).toEqual({ email: 'anna@example.ch', code: '123456' });
  });

  it.each([
    ['CODE_INVALID', { attempts: 2 }, 'Ungültiger Code. Versuche: 2/5'],
    ['CODE_EXPIRED', undefined, 'Der Code ist abgelaufen. Bitte fordern Sie einen neuen an.'],
    [
      'CODE_LOCKED',
      { retryAfterSeconds: 300 },
      'Zu viele fehlgeschlagene Versuche. Bitte warten Sie 5 Minuten.',
    ],
  ])('shows %s %o as "%s"', async (errorCode, details, text) => {
    api.on('POST /api/auth/verify', () => ({ status: 400, body: { error: { code: errorCode, details } } }));
    const user = userEvent.setup();
    renderLogin();
    await user.type(await toCodeStep(user), '000000');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('submits on Enter once six digits are in (e.g. to try the same code again)', async () => {
    let calls = 0;
    api.on('POST /api/auth/verify', () => {
      calls++;
      return { status: 503, body: { error: { code: 'UNAVAILABLE' } } };
    });
    const user = userEvent.setup();
    renderLogin();
    const code = await toCodeStep(user);
    await user.type(code, '111111');
    await waitFor(() => expect(calls).toBe(1));
    await waitFor(() => expect(code).not.toBeDisabled());
    await user.type(code, '{Enter}');
    await waitFor(() => expect(calls).toBe(2));
  });

  it('signs in and goes on to redirectTo', async () => {
    api.on('POST /api/auth/verify', () => ({ status: 200, body: { user: signedIn } }));
    const user = userEvent.setup();
    const router = renderLogin();
    await user.type(await toCodeStep(user), '123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/camps'));
  });

  it('sends a new account without a complete profile to onboarding, keeping redirectTo', async () => {
    const newcomer = { ...signedIn, firstName: null, lastName: null, termsAcceptedAt: null };
    api.on('POST /api/auth/verify', () => ({ status: 200, body: { user: newcomer } }));
    const user = userEvent.setup();
    const router = renderLogin();
    await user.type(await toCodeStep(user), '123456');
    await waitFor(() => expect(currentLocation(router)).toBe('/onboarding?redirectTo=%2Fcamps'));
  });

  it('shows the rate-limit message of a refused request', async () => {
    api.on('POST /api/auth/code', () => ({ status: 429, body: { error: { code: 'RATE_LIMITED' } } }));
    const user = userEvent.setup();
    renderLogin();
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    await user.type(emailField(), 'anna@example.ch');
    await user.click(screen.getByRole('button', { name: 'Code schicken' }));
    expect(
      await screen.findByText('Zu viele Versuche. Bitte warten Sie einige Minuten.'),
    ).toBeInTheDocument();
    expect(emailField()).not.toBeDisabled();
  });

  it('goes to the code step when the last code went out moments ago, counting down the rest', async () => {
    api.on('POST /api/auth/code', () => ({
      status: 429,
      body: { error: { code: 'RESEND_TOO_SOON', details: { retryAfterSeconds: 42 } } },
    }));
    const user = userEvent.setup();
    renderLogin();
    await toCodeStep(user);
    expect(screen.getByRole('button', { name: /Code erneut senden \(in (42|41) s\)/ })).toBeDisabled();
  });

  it('sends a signed-in visitor straight to redirectTo', async () => {
    const router = renderLogin('/login?redirectTo=%2Fshop', signedIn);
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
  });

  it('refuses a redirectTo to another site', async () => {
    api.on('POST /api/auth/verify', () => ({ status: 200, body: { user: signedIn } }));
    const user = userEvent.setup();
    const router = renderLogin('/login?redirectTo=%2F%2Fevil.example');
    await user.type(await toCodeStep(user), '123456');
    // The mail's link carries no target; the signed-in parent lands on their dashboard.
    expect(api.sent('POST', '/api/auth/code')?.body).toEqual({ email: 'anna@example.ch' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('sends an admin without a redirectTo to the back office', async () => {
    api.on('POST /api/auth/verify', () => ({ status: 200, body: { user: { ...signedIn, role: 'admin' } } }));
    const user = userEvent.setup();
    const router = renderLogin('/login');
    await user.type(await toCodeStep(user), '123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });
});
