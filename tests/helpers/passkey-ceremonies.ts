import { postJson } from './second-factor';
import type { SoftAuthenticator } from './soft-authenticator';
import type { TestApp } from './test-app';

// The passkey ceremonies as the pages run them, with a soft authenticator as the device (decision 036):
//   const p = passkeyCeremonies(t);  await p.register(device, cookie);  await p.signIn(device);

type Options = { challengeId: string; options: Record<string, unknown> };

export function passkeyCeremonies(t: TestApp) {
  return {
    /** Adds a passkey to the session's account (/profile, or the factor's enrolment). */
    async register(device: SoftAuthenticator, cookie: string) {
      const start = await postJson(t, '/api/passkeys/options', cookie);
      if (start.status !== 200) return start;
      const { challengeId, options: creation } = start.body as Options;
      return postJson(t, '/api/passkeys', cookie, {
        challengeId,
        response: device.register(creation as never),
      });
    },

    /** "Mit Passkey anmelden": the raw answer, with its Set-Cookie. */
    async signIn(device: SoftAuthenticator) {
      const start = await postJson(t, '/api/auth/passkey/options', '');
      const { challengeId, options: request } = start.body as Options;
      return t.request('/api/auth/passkey/sign-in', {
        method: 'POST',
        json: { challengeId, response: device.assert(request as never) },
      });
    },

    /** Proves one of the account's passkeys: as the factor (`passkey`) or to confirm it as one (`passkey/confirm`). */
    async prove(device: SoftAuthenticator, cookie: string, path: 'passkey' | 'passkey/confirm') {
      const start = await postJson(t, `/api/auth/second-factor/${path}/options`, cookie);
      const { challengeId, options: request } = (start.body as Options | undefined) ?? ({} as Options);
      const response = device.assert({
        ...(request as { challenge: string }),
        allowCredentials: [],
      } as never);
      return {
        start,
        finish: await postJson(t, `/api/auth/second-factor/${path}`, cookie, {
          challengeId: challengeId ?? '00000000-0000-4000-8000-000000000000',
          response,
        }),
      };
    },
  };
}
