import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authSessions } from '../../src/server/db/schema';
import { createParent } from '../factories';
import { cookieHeaderFrom, latestSignInCode, requestCode, verifyCode } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';

// The mail's one-click link (issue 25, decision 013): it signs in at once only in the browser that asked for the
// code (which carries a marker cookie from that request). Anywhere else the page asks "Als … anmelden?" first: a
// link is easily sent to someone else, and must not sign a browser into the sender's account unasked (login CSRF).

const t = setupTestApp({ SIGN_IN_IP_LIMIT: '1000' });

const link = { link: true };
const sessionsOf = async (userId: string) =>
  t.ctx.db.select().from(authSessions).where(eq(authSessions.userId, userId));

describe('the one-click link', () => {
  it('in another browser asks first (409 SIGN_IN_CONFIRM), spends nothing, then signs in once confirmed', async () => {
    const parent = await createParent(t.ctx.db);
    await requestCode(t, parent.email); // in the attacker's (or the owner's other) browser
    const code = await latestSignInCode(t, parent.email);

    const unasked = await verifyCode(t, parent.email, code, { body: link });
    expect(unasked.status).toBe(409);
    expect(await unasked.json()).toMatchObject({
      error: { code: 'SIGN_IN_CONFIRM' },
    });
    expect(unasked.headers.getSetCookie()).toEqual([]);
    expect(await sessionsOf(parent.id)).toEqual([]);

    // The code is still good: asking changed nothing. Confirmed, it signs in.
    const confirmed = await verifyCode(t, parent.email, code, { body: { ...link, confirmed: true } });
    expect(confirmed.status).toBe(200);
    expect(await sessionsOf(parent.id)).toHaveLength(1);
  });

  it('in the browser that requested the code signs in without asking', async () => {
    const parent = await createParent(t.ctx.db);
    const requested = await requestCode(t, parent.email);
    const marker = cookieHeaderFrom(requested);
    expect(marker).not.toBe('');
    const res = await verifyCode(t, parent.email, await latestSignInCode(t, parent.email), {
      body: link,
      headers: { cookie: marker },
    });
    expect(res.status).toBe(200);
  });

  it('asks when the browser requested a code for another e-mail', async () => {
    const [anna, eva] = [await createParent(t.ctx.db), await createParent(t.ctx.db)];
    const evasBrowser = cookieHeaderFrom(await requestCode(t, eva.email));
    await requestCode(t, anna.email);
    const res = await verifyCode(t, anna.email, await latestSignInCode(t, anna.email), {
      body: link,
      headers: { cookie: evasBrowser },
    });
    expect(res.status).toBe(409);
  });

  it('does not change the typed code: the login form signs in as before', async () => {
    const parent = await createParent(t.ctx.db);
    await requestCode(t, parent.email);
    const res = await verifyCode(t, parent.email, await latestSignInCode(t, parent.email));
    expect(res.status).toBe(200);
  });
});
