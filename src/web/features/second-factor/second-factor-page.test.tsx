import type { Me } from '@domain/auth/me';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { currentLocation, renderRoute } from '../../testing/render-route';

// /zweiter-faktor (decision 036): enrolment with the key and the recovery codes, verification with the app's code or
// a recovery code.

configure({ asyncUtilTimeout: 5_000 });

const admin = (secondFactor: Me['secondFactor']): Me => ({
  id: 'a1',
  email: 'chefin@example.ch',
  role: 'admin',
  firstName: 'Vera',
  lastName: 'Vorstand',
  mobile: '079 123 45 67',
  termsAcceptedAt: '2026-03-01T10:00:00.000Z',
  secondParentEmail: null,
  secondFactor,
});

const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i + 2}-efgh${i + 2}`);

const api = fakeApi();
beforeAll(() => api.start('/zweiter-faktor'));
afterAll(() => api.stop());
beforeEach(() => api.reset());

describe('/zweiter-faktor', () => {
  it('enrols a TOTP app, shows the ten recovery codes until they are kept, then goes on to redirectTo', async () => {
    const user = userEvent.setup();
    api.on('POST /api/auth/second-factor/totp', () => ({
      status: 200,
      body: {
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        uri: 'otpauth://totp/x',
        qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      },
    }));
    api.on('POST /api/auth/second-factor/totp/confirm', () => ({
      status: 200,
      body: { recoveryCodes: CODES },
    }));
    // Read again once the codes are kept: the session passed.
    api.on('GET /api/me', () => ({ status: 200, body: { user: admin(null) } }));
    const router = renderRoute('/zweiter-faktor?redirectTo=%2Fschedule', { me: admin('enrol') });

    await screen.findByRole('heading', { level: 1, name: 'Zweiten Faktor einrichten' });
    await user.click(screen.getByRole('button', { name: 'Mit Authenticator-App einrichten' }));
    expect(await screen.findByRole('img', { name: 'QR-Code für die Authenticator-App' })).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'Code aus der Authenticator-App (6 Ziffern)' }),
      '123456',
    );
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));

    const list = await screen.findByRole('list', { name: 'Ihre Wiederherstellungscodes' });
    expect(api.sent('POST', '/api/auth/second-factor/totp/confirm')?.body).toEqual({ code: '123456' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(currentLocation(router)).toBe('/zweiter-faktor?redirectTo=%2Fschedule');
    await user.click(screen.getByRole('button', { name: 'Ich habe die Codes gespeichert' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/schedule'));
  });

  it('asks a later sign-in for the code and shows a wrong one in words; a recovery code is the way out', async () => {
    const user = userEvent.setup();
    api.on('GET /api/auth/second-factor', () => ({
      status: 200,
      body: { state: 'verify', totp: true, passkeys: 0, recoveryCodesLeft: 3 },
    }));
    api.on('POST /api/auth/second-factor/verify', () => ({
      status: 400,
      body: {
        error: { code: 'SECOND_FACTOR_WRONG', message: 'x', details: { attempts: 1, maxAttempts: 5 } },
      },
    }));
    renderRoute('/zweiter-faktor?redirectTo=%2Fadmin', { me: admin('verify') });

    await screen.findByRole('heading', { level: 1, name: 'Anmeldung bestätigen' });
    await user.type(
      await screen.findByRole('textbox', { name: 'Code aus der Authenticator-App (6 Ziffern)' }),
      '000000',
    );
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(
      await screen.findByText('Der Code ist falsch oder schon verwendet. Bitte den aktuellen Code eingeben.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Wiederherstellungscode verwenden' }));
    expect(screen.getByRole('textbox', { name: 'Wiederherstellungscode' })).toBeInTheDocument();
  });

  it('sends a parent on', async () => {
    const parent: Me = { ...admin(null), role: 'parent' };
    const router = renderRoute('/zweiter-faktor?redirectTo=%2Fschedule', { me: parent });
    await waitFor(() => expect(currentLocation(router)).toBe('/schedule'));
  });
});
