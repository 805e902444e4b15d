import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookSession, createCamp, createChild, createParent, createSession } from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { databaseDigest } from '../helpers/authz/db-digest';
import { mountedEndpoints } from '../helpers/authz/mounted-routes';
import { clientAt } from '../helpers/socket-env';
import { setupTestApp } from '../helpers/test-app';

// Bad input of any shape gets a 4xx, never a 5xx and never a partial write (docs/reliability.md section 5).
// For every endpoint the app mounts, as anonymous and as a signed-in parent: arbitrary path params, query
// strings and bodies (JSON of any shape, JSON with our field names and wrong values, broken JSON, text). The
// answer is never >= 500, and a refused call (4xx) leaves the database as it was; a 2xx may write (a body
// valid by chance). fast-check prints the seed and the shrunk counterexample of a failure; rerun with { seed,
// path } to replay it.

const t = setupTestApp();

const UNSAFE = ['POST', 'PUT', 'PATCH', 'DELETE'];
const FIELDS = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'jerseySize',
  'clubName',
  'level',
  'ahv',
  'email',
  'code',
  'mobile',
  'termsAccepted',
  'childIds',
  'acceptTerms',
  'kind',
  'paymentId',
  'packType',
  'outcome',
  'paidWith',
  'subscription',
  'deviceInfo',
  'parent',
  'items',
  'total',
  'problem',
  'smartphone',
  'name',
  'phone',
  'redirectTo',
  'id',
  'parentId',
  'role',
];
const RUNS_PER_ENDPOINT = 20;
const QUERY_KEYS = ['cursor', 'limit', 'size', 'quality', 'v', 'to', 'tab', 'checkout'];

interface World {
  ids: string[];
  parentId: string;
}

let world: World;
let endpoints: string[];

beforeAll(async () => {
  const db = t.ctx.db;
  const parent = await createParent(db);
  const child = await createChild(db, { parentId: parent.id, cipher: t.ctx.ahv });
  const session = await createSession(db);
  const camp = await createCamp(db);
  const { payment } = await bookSession(db, { sessionId: (await createSession(db)).id, childId: child.id });
  world = { ids: [child.id, session.id, camp.id, payment.id, parent.id], parentId: parent.id };
  endpoints = mountedEndpoints(t.app);
});

/** Ids of real rows (so a call can reach deep into a route) and everything else a path segment can hold. */
const idLike = () =>
  fc.oneof(
    fc.constantFrom(...world.ids),
    fc.uuid(),
    fc.constantFrom('-'.repeat(36), '00000000-0000-0000-0000-000000000000', 'test_cs_x', '..', 'null', '0'),
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
  );

/** Instants as our cursors write them, and the near-misses PostgreSQL cannot read. */
const instantLike = fc.oneof(
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().replace('Z', '000Z')),
  fc.constantFrom(
    '1',
    '2026-99-99T10:00:00.000000Z',
    '0000-01-01T00:00:00.000000Z',
    '2026-02-30T25:61:00.000000Z',
  ),
  fc.string({ maxLength: 30 }),
);

/** Values for a field or a query parameter: every JSON type, near-misses of what routes expect, junk. */
const valueLike = () =>
  fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(1e308, -1, 0, 2 ** 31, true, false, null, '', ' ', '756.1234.5678.97', 'a@b.ch'),
    instantLike,
    idLike(),
    fc.array(idLike(), { maxLength: 3 }),
    fc.jsonValue({ maxDepth: 2 }),
  );

/** A paging cursor: mostly the shape our cursors have, each part right or wrong; sometimes anything at all. */
const cursorLike = () =>
  fc
    .oneof(
      {
        weight: 4,
        arbitrary: fc.tuple(instantLike, fc.constantFrom('payment', 'pack', 'consumption', 'x'), idLike()),
      },
      { weight: 2, arbitrary: fc.tuple(instantLike, idLike()) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    )
    .map((parts) => Buffer.from(JSON.stringify(parts)).toString('base64url'))
    .chain((cursor) =>
      fc.oneof(
        { weight: 4, arbitrary: fc.constant(cursor) },
        fc.constantFrom(cursor.slice(1), `${cursor}!`),
        fc.string(),
      ),
    );

const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** The query parameters routes read, each present or not, with near-misses and junk; now and then a stranger. */
const queryLike = () =>
  fc
    .tuple(
      fc.record(
        Object.fromEntries(
          QUERY_KEYS.map((key) => [key, key === 'cursor' ? cursorLike() : valueLike().map(asText)]),
        ) as Record<string, fc.Arbitrary<string>>,
        { requiredKeys: [] },
      ),
      fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 }), { maxKeys: 2 }),
    )
    .map(([known, strangers]) =>
      new URLSearchParams([...Object.entries(strangers), ...Object.entries(known)] as [
        string,
        string,
      ][]).toString(),
    );

type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; type: string; text: string };

const bodyLike = (): fc.Arbitrary<Body> =>
  fc.oneof(
    fc.constant<Body>({ kind: 'none' }),
    fc.jsonValue({ maxDepth: 3 }).map((value): Body => ({ kind: 'json', value })),
    fc
      .dictionary(fc.constantFrom(...FIELDS), valueLike(), { maxKeys: 8 })
      .map((value): Body => ({ kind: 'json', value })),
    fc
      .oneof(fc.string({ maxLength: 80 }), fc.constantFrom('{', '{"email":', '[', 'null', '"x"', '{}}'))
      .map((text): Body => ({ kind: 'raw', type: 'application/json', text })),
    fc
      .tuple(
        fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', ''),
        fc.string({ maxLength: 80 }),
      )
      .map(([type, text]): Body => ({ kind: 'raw', type, text })),
  );

interface Call {
  method: string;
  path: string;
  query: string;
  body: Body;
  signedIn: boolean;
}

/** One call of the endpoint 'METHOD /path': its :params and * filled in, any method for an ALL handler. */
function callLike(endpoint: string): fc.Arbitrary<Call> {
  const [declared, pattern] = endpoint.split(' ') as [string, string];
  const names = pattern.match(/:\w+|\*/g) ?? [];
  const methods = declared === 'ALL' ? ['GET', ...UNSAFE] : [declared];
  return fc.constantFrom(...methods).chain((method) =>
    fc.record({
      method: fc.constant(method),
      path: fc.tuple(...names.map(() => idLike())).map((values) => {
        let i = 0;
        return pattern.replace(/:\w+|\*/g, () => encodeURIComponent(values[i++] ?? '') || 'x');
      }),
      query: queryLike(),
      body: UNSAFE.includes(method) ? bodyLike() : fc.constant<Body>({ kind: 'none' }),
      signedIn: fc.boolean(),
    }),
  );
}

async function send(call: Call): Promise<Response> {
  const headers = new Headers();
  if (call.signedIn) headers.set('cookie', await sessionCookieFor(t, world.parentId));
  // Our own origin, so the calls get past the cross-site guard into the routes (same-origin-writes.test.ts).
  if (UNSAFE.includes(call.method)) headers.set('origin', t.ctx.config.appUrl);
  let body: string | undefined;
  if (call.body.kind === 'json') {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(call.body.value);
  } else if (call.body.kind === 'raw') {
    if (call.body.type) headers.set('content-type', call.body.type);
    body = call.body.text;
  }
  const url = call.query ? `${call.path}?${call.query}` : call.path;
  const init = { method: call.method, headers, ...(body === undefined ? {} : { body }) };
  // The dev outbox answers a client on this machine only: be one, so it is fuzzed too.
  return call.path.startsWith('/dev/')
    ? t.app.request(url, init, clientAt('127.0.0.1'))
    : t.app.request(url, init);
}

/**
 * The endpoints are fuzzed in shards, each a test with its own time limit: one test for all of them (193 endpoints by
 * now, some 3,900 calls) took 105 s of a 120 s limit on an idle 2-core machine and failed on a busy one.
 */
const SHARDS = 8;

describe('every route under arbitrary input', () => {
  it('mounts the endpoints the shards fuzz', () => {
    expect(endpoints.length).toBeGreaterThan(40);
  });

  it.each(Array.from({ length: SHARDS }, (_, shard) => shard))(
    'never answers 5xx, and changes nothing when it refuses (shard %i)',
    { timeout: 120_000 },
    async (shard) => {
      // The database's digest stays valid until a call succeeds (a 2xx may write): one digest per call, not two.
      let before = await databaseDigest(t.ctx.db);
      // Each endpoint gets its own runs, so a rarely hit route is fuzzed as much as the others.
      for (const endpoint of endpoints.filter((_, i) => i % SHARDS === shard)) {
        await fc.assert(
          fc.asyncProperty(callLike(endpoint), async (call) => {
            const res = await send(call);
            const text = await res.text();
            expect(res.status, `${endpoint}: ${text}`).toBeLessThan(500);
            if (res.status >= 400) expect(await databaseDigest(t.ctx.db), endpoint).toEqual(before);
            else before = await databaseDigest(t.ctx.db);
          }),
          { numRuns: RUNS_PER_ENDPOINT },
        );
      }
    },
  );
});
