import { fillPlaceholders } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TrainingsResponse } from '../../src/domain/bookings/contracts';
import { familyTrainingsQuery } from '../../src/server/features/trainings/family-trainings-query';
import { bookSession, createPayment, createRsvp, createSession } from '../factories';
import { setupTestApp } from '../helpers/test-app';
import { signedInFamily, zurich } from './booking-fixtures';

// A parent's trainings page reads the family's active registrations and the payments that count for them, never the
// child's cancelled history: a child who booked and cancelled the same training 40 times is read as fast as one who
// booked once (issue 27's soak grew slower because every cancelled registration's payment was read and sent).
const t = setupTestApp();

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

/** Rows each table's scans read (answered plus thrown away by a filter), over all loops. */
function rowsReadPerTable(node: PlanNode, into = new Map<string, number>()): Map<string, number> {
  if (node['Relation Name'] && node['Node Type'].includes('Scan')) {
    const read =
      ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) * (node['Actual Loops'] ?? 1);
    into.set(node['Relation Name'], (into.get(node['Relation Name']) ?? 0) + read);
  }
  for (const child of node.Plans ?? []) rowsReadPerTable(child, into);
  return into;
}

describe('the family trainings read and a cancelled history', () => {
  it('reads no cancelled registration and none of their payments, and answers the active booking as before', async () => {
    t.clock.set(zurich('2026-05-04', '09:00'));
    const family = await signedInFamily(t);
    const child = family.children[0]!;
    const session = await createSession(t.ctx.db, { startsAt: zurich('2026-05-23', '10:00'), capacity: 10 });
    for (let i = 0; i < 40; i++) {
      const rsvp = await createRsvp(t.ctx.db, {
        sessionId: session.id,
        childId: child.id,
        cancelledAt: new Date(Date.now() - (40 - i) * 60_000),
      });
      await createPayment(t.ctx.db, {
        sessionId: session.id,
        childId: child.id,
        rsvpId: rsvp.id,
        amountCents: 2500,
        status: 'FAILED',
      });
    }
    const { payment } = await bookSession(t.ctx.db, { sessionId: session.id, childId: child.id });

    const query = familyTrainingsQuery(t.ctx.db).toSQL();
    const params = fillPlaceholders(query.params, { userIds: [family.parent.id], sessionIds: [session.id] });
    const { rows } = await t.ctx.db.$client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (analyze, format json) ${query.sql}`,
      params,
    );
    const read = rowsReadPerTable(rows[0]!['QUERY PLAN'][0].Plan);
    // One active registration and its payment (each may be met twice: once for the registrations, once for the
    // payments); 40 cancelled ones would show as 40 or more.
    expect(read.get('rsvps') ?? 0).toBeLessThanOrEqual(2);
    expect(read.get('payments') ?? 0).toBeLessThanOrEqual(2);

    const response = await t.request('/api/trainings', { headers: { cookie: family.cookie } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as TrainingsResponse;
    const listed = body.upcoming.find((s) => s.id === session.id);
    expect(listed?.registrations).toEqual([
      expect.objectContaining({
        childId: child.id,
        payment: expect.objectContaining({ id: payment.id, status: payment.status }),
      }),
    ]);
  });

  it('still counts a payment recorded without a registration link for the active booking', async () => {
    t.clock.set(zurich('2026-05-04', '09:00'));
    const family = await signedInFamily(t);
    const child = family.children[0]!;
    const session = await createSession(t.ctx.db, { startsAt: zurich('2026-05-23', '10:00'), capacity: 10 });
    await createRsvp(t.ctx.db, { sessionId: session.id, childId: child.id });
    const unlinked = await createPayment(t.ctx.db, {
      sessionId: session.id,
      childId: child.id,
      rsvpId: null,
      amountCents: 2500,
      status: 'SUCCEEDED',
      method: 'CASH',
    });
    const response = await t.request('/api/trainings', { headers: { cookie: family.cookie } });
    const body = (await response.json()) as TrainingsResponse;
    expect(body.upcoming.find((s) => s.id === session.id)?.registrations).toEqual([
      expect.objectContaining({ payment: expect.objectContaining({ id: unlinked.id, status: 'SUCCEEDED' }) }),
    ]);
  });
});
