import type { Me } from '@domain/auth/me';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeApi, fakeApi } from '../../../../tests/helpers/fake-api';
import { annaParent } from '../../testing/people';
import { currentLocation, renderRoute } from '../../testing/render-route';

// The mail's one-click link on a device where someone is already signed in (login CSRF): a link for another e-mail
// asks before it replaces that session; a link for the same e-mail just signs in.

configure({ asyncUtilTimeout: 5_000 });

const anna = annaParent;
const eva: Me = { ...anna, id: 'u2', email: 'eva@example.ch', firstName: 'Eva' };

const link = '/auth/callback?redirectTo=%2Fcamps#email=anna%40example.ch&code=123456';

let api: FakeApi | undefined;
afterEach(async () => {
  await api?.stop();
  api = undefined;
});

/**
 * The API as the server answers it: /api/me gives whoever is signed in, verify signs Anna in; `requestedHere`
 * false: this browser did not request the code, so the link is refused (409 SIGN_IN_CONFIRM) until confirmed.
 */
async function serve(signedIn: Me | null, requestedHere = true) {
  api = fakeApi();
  let me = signedIn;
  api.on('GET /api/me', () => ({ status: 200, body: { user: me } }));
  api.on('POST /api/auth/verify', (body) => {
    if (!requestedHere && !(body as { confirmed?: boolean }).confirmed) {
      return { status: 409, body: { error: { code: 'SIGN_IN_CONFIRM', message: 'x' } } };
    }
    me = anna;
    return { status: 200, body: { user: anna } };
  });
  await api.start(link);
  return api;
}

const verifications = () => api!.received.filter((r) => r.url === '/api/auth/verify');

describe('/auth/callback with a sign-in link', () => {
  it('asks Eva, signed in here, before the link signs Anna in; continuing signs Anna in', async () => {
    await serve(eva);
    const user = userEvent.setup();
    const router = renderRoute('/auth/callback?redirectTo=%2Fcamps', { me: eva });
    expect(
      await screen.findByText(
        'Sie sind bereits als eva@example.ch angemeldet. Als anna@example.ch anmelden?',
      ),
    ).toBeInTheDocument();
    expect(verifications()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Als anna@example.ch anmelden' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/camps'));
    expect(verifications().map((r) => r.body)).toEqual([
      { email: 'anna@example.ch', code: '123456', link: true, confirmed: true },
    ]);
  });

  it('keeps Eva signed in and spends no code when she stays', async () => {
    await serve(eva);
    const user = userEvent.setup();
    const router = renderRoute('/auth/callback?redirectTo=%2Fcamps', { me: eva });
    await user.click(await screen.findByRole('button', { name: 'Als eva@example.ch angemeldet bleiben' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/camps'));
    expect(verifications()).toEqual([]);
    expect(screen.queryByText(/Als anna@example.ch anmelden/)).not.toBeInTheDocument();
  });

  it('signs in without a question when Anna herself is signed in here', async () => {
    await serve(anna);
    const router = renderRoute('/auth/callback?redirectTo=%2Fcamps', { me: anna });
    await waitFor(() => expect(currentLocation(router)).toBe('/camps'));
    expect(verifications()).toHaveLength(1);
    expect(screen.queryByText(/bereits als/)).not.toBeInTheDocument();
  });

  it('signs in without a question when nobody is signed in here', async () => {
    await serve(null);
    const router = renderRoute('/auth/callback?redirectTo=%2Fcamps');
    await waitFor(() => expect(currentLocation(router)).toBe('/camps'));
    expect(verifications()).toHaveLength(1);
  });

  it('asks before signing in when this browser did not request the code; confirming signs Anna in', async () => {
    await serve(null, false);
    const user = userEvent.setup();
    const router = renderRoute('/auth/callback?redirectTo=%2Fcamps');
    expect(await screen.findByText('Als anna@example.ch anmelden?')).toBeInTheDocument();
    expect(screen.getByText(/nicht in diesem Browser angefordert/)).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/auth/callback?redirectTo=%2Fcamps');
    await user.click(screen.getByRole('button', { name: 'Als anna@example.ch anmelden' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/camps'));
    expect(verifications().map((r) => r.body)).toEqual([
      { email: 'anna@example.ch', code: '123456', link: true, confirmed: false },
      { email: 'anna@example.ch', code: '123456', link: true, confirmed: true },
    ]);
  });

  it('signs nobody in and goes to /login when the question is cancelled', async () => {
    await serve(null, false);
    const user = userEvent.setup();
    const router = renderRoute('/auth/callback?redirectTo=%2Fcamps');
    await user.click(await screen.findByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/login'));
    expect(verifications()).toHaveLength(1);
  });
});
