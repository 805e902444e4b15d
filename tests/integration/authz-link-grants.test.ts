import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CampsResponse, TrainingsResponse } from '../../src/domain/bookings/contracts';
import type {
  ChildResponse,
  ChildrenResponse,
  SecondParentResponse,
} from '../../src/domain/children/children-api';
import type { PaymentsOverview } from '../../src/domain/payments/payments-api';
import type { PhotoListResponse } from '../../src/domain/photos/photo-api';
import {
  bookCamp,
  bookSession,
  createCamp,
  createChild,
  createCreditPack,
  createParent,
  createSession,
} from '../factories';
import { createPhotoOnDisk } from '../factories/photo-files';
import { sessionCookieFor } from '../helpers/auth';
import { authzRoutes } from '../helpers/authz/routes';
import { setupTestApp } from '../helpers/test-app';

// What a second-parent link grants (decision 012), after the writes that make it: an offer (pending), an offer
// declined, a link accepted and then ended, and an accepted link. For each, both parents call every parent read
// route that returns family data (and every other list route, for leaks): only an accepted link shows the other
// family's children, registrations, payments, credit and photos, and then exactly those of the two families.

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'anpfiff-link-grants-'));
const t = setupTestApp({ DATA_DIR: dataDir, PHOTOS_DIR: path.join(dataDir, 'photos') });

const as = (cookie: string, init: RequestInit & { json?: unknown } = {}) => ({
  ...init,
  headers: { cookie },
});

/** Every signed-in list route of the matrix (GET without path parameters): none may leak the other family. */
const listRoutes = [
  ...new Set(authzRoutes.filter((r) => r.method === 'GET' && !r.path.includes(':')).map((r) => r.path)),
];

let seq = 0;

/** A parent with the family data every read route shows: a child, a training and a camp booked, a pack, a photo. */
async function familyOf(label: string) {
  const db = t.ctx.db;
  const n = ++seq;
  const parent = await createParent(db, { firstName: `${label}vater${n}` });
  const child = await createChild(db, {
    parentId: parent.id,
    firstName: `${label}kind${n}`,
    cipher: t.ctx.ahv,
  });
  const { payment } = await bookSession(db, { sessionId: (await createSession(db)).id, childId: child.id });
  const { campPayment } = await bookCamp(db, { campId: (await createCamp(db)).id, childId: child.id });
  const pack = await createCreditPack(db, { parentId: parent.id });
  const photo = await createPhotoOnDisk(db, t.ctx.config.photosDir, {
    childIds: [child.id],
    width: 32,
    height: 24,
  });
  const cookie = await sessionCookieFor(t, parent.id);
  return {
    parent,
    cookie,
    childIds: [child.id],
    photoId: photo.id,
    secrets: [child.id, child.firstName, payment.id, campPayment.id, pack.id, photo.id],
  };
}
type Family = Awaited<ReturnType<typeof familyOf>>;

/** A child the parent adds through the API after the link's write: shared by an accepted link only. */
async function addChildLater(family: Family): Promise<void> {
  const firstName = `Spaet${++seq}`;
  const res = await t.request(
    '/api/children',
    as(family.cookie, {
      method: 'POST',
      json: { firstName, lastName: 'Kind', dateOfBirth: '2014-04-04', jerseySize: 140, ahv: '7561234567897' },
    }),
  );
  expect(res.status).toBe(201);
  const { child } = (await res.json()) as ChildResponse;
  family.childIds.push(child.id);
  family.secrets.push(child.id, firstName);
}

async function send(
  cookie: string,
  method: string,
  url: string,
  json?: unknown,
): Promise<SecondParentResponse> {
  const res = await t.request(url, as(cookie, { method, ...(json === undefined ? {} : { json }) }));
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as SecondParentResponse;
}

const SECOND_PARENT = '/api/family/second-parent';

/** The writes that lead to each state, through the API: A offers a link to B, B answers, A or B ends it. */
const states = {
  pending: async (a: Family, b: Family) => {
    await send(a.cookie, 'PUT', SECOND_PARENT, { email: b.parent.email });
  },
  declined: async (a: Family, b: Family) => {
    await send(a.cookie, 'PUT', SECOND_PARENT, { email: b.parent.email });
    const { offers } = await send(b.cookie, 'GET', SECOND_PARENT);
    await send(b.cookie, 'POST', `${SECOND_PARENT}/offers/${offers[0]!.id}/decline`);
  },
  ended: async (a: Family, b: Family) => {
    await send(a.cookie, 'PUT', SECOND_PARENT, { email: b.parent.email });
    const { offers } = await send(b.cookie, 'GET', SECOND_PARENT);
    await send(b.cookie, 'POST', `${SECOND_PARENT}/offers/${offers[0]!.id}/accept`);
    await send(b.cookie, 'DELETE', SECOND_PARENT);
  },
  accepted: async (a: Family, b: Family) => {
    await send(a.cookie, 'PUT', SECOND_PARENT, { email: b.parent.email });
    const { offers } = await send(b.cookie, 'GET', SECOND_PARENT);
    await send(b.cookie, 'POST', `${SECOND_PARENT}/offers/${offers[0]!.id}/accept`);
  },
} satisfies Record<string, (a: Family, b: Family) => Promise<void>>;

async function read<T>(cookie: string, url: string): Promise<T> {
  const res = await t.request(url, as(cookie));
  expect(res.status, url).toBe(200);
  return (await res.json()) as T;
}

/** Everything one parent sees of families: the ids of the children each family-data route names. */
async function seenBy(family: Family) {
  const { cookie } = family;
  const registered = (list: TrainingsResponse | CampsResponse) =>
    [...list.upcoming, ...list.past].flatMap((o) => o.registrations.map((r) => r.childId));
  const overview = await read<PaymentsOverview>(cookie, '/api/payments');
  return {
    children: (await read<ChildrenResponse>(cookie, '/api/children')).children.map((c) => c.id).sort(),
    trainingChildren: (await read<TrainingsResponse>(cookie, '/api/trainings')).children
      .map((c) => c.id)
      .sort(),
    trainingRegistrations: registered(await read<TrainingsResponse>(cookie, '/api/trainings')).sort(),
    campRegistrations: registered(await read<CampsResponse>(cookie, '/api/camps')).sort(),
    openPayments: overview.openPayments.length,
    balance: overview.credit.balance,
    openCount: (await read<{ count: number }>(cookie, '/api/payments/open-count')).count,
    photos: (await read<PhotoListResponse>(cookie, '/api/photos')).photos.map((p) => p.id).sort(),
  };
}

/** All text one parent can read from every list route. */
async function everythingReadBy(cookie: string): Promise<string> {
  const answers = await Promise.all(
    [...listRoutes, '/api/payments/history'].map(
      async (url) => `${url}: ${await (await t.request(url, as(cookie))).text()}`,
    ),
  );
  return answers.join('\n');
}

async function photoStatus(family: Family, photoId: string): Promise<number> {
  return (await t.request(`/api/photos/${photoId}/image?size=400&quality=60`, as(family.cookie))).status;
}

const ids = (...families: Family[]) => families.flatMap((f) => f.childIds).sort();

describe.each(['pending', 'declined', 'ended'] as const)('a %s link', (state) => {
  it('grants nothing in either direction, on any read route', async () => {
    const a = await familyOf('A');
    const b = await familyOf('B');
    await states[state](a, b);
    await addChildLater(a);
    await addChildLater(b);

    for (const [me, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const seen = await seenBy(me);
      expect(seen).toEqual({
        children: ids(me),
        trainingChildren: ids(me),
        trainingRegistrations: [me.childIds[0]],
        campRegistrations: [me.childIds[0]],
        openPayments: 2,
        balance: 11,
        openCount: 2,
        photos: [me.photoId],
      });
      const text = await everythingReadBy(me.cookie);
      for (const secret of other.secrets) expect(text, `${state}: ${secret}`).not.toContain(secret);
      expect(await photoStatus(me, other.photoId)).toBe(404);
    }
  });
});

describe('an accepted link', () => {
  it('grants both parents exactly the two families’ children, registrations, payments, credit and photos', async () => {
    const a = await familyOf('A');
    const b = await familyOf('B');
    const stranger = await familyOf('C');
    await states.accepted(a, b);
    await addChildLater(a);
    await addChildLater(b);

    const both = {
      children: ids(a, b),
      trainingChildren: ids(a, b),
      trainingRegistrations: [a.childIds[0], b.childIds[0]].sort(),
      campRegistrations: [a.childIds[0], b.childIds[0]].sort(),
      openPayments: 4,
      balance: 22,
      openCount: 4,
      photos: [a.photoId, b.photoId].sort(),
    };
    expect(await seenBy(a)).toEqual(both);
    expect(await seenBy(b)).toEqual(both);
    for (const me of [a, b]) {
      const text = await everythingReadBy(me.cookie);
      for (const secret of [...a.secrets, ...b.secrets]) expect(text).toContain(secret);
      for (const secret of stranger.secrets) expect(text).not.toContain(secret);
      expect(await photoStatus(me, a.photoId)).toBe(200);
      expect(await photoStatus(me, b.photoId)).toBe(200);
      expect(await photoStatus(me, stranger.photoId)).toBe(404);
    }
    expect(await seenBy(stranger)).toMatchObject({ children: ids(stranger), balance: 11 });
  });
});
