import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatAhv } from '../../src/domain/ahv';
import type { JsCoursePreview } from '../../src/domain/attendance/attendance-api';
import { auditLog, campRsvps } from '../../src/server/db/schema';
import {
  assignTrainer,
  bookCamp,
  bookSession,
  createCamp,
  createChild,
  createParent,
  createSession,
  createTrainer,
} from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';
import { auditRowsOf, call, errorOf, type SignedInAdmin, signedInAdmin } from './admin-fixtures';
import { zurich } from './booking-fixtures';

const t = setupTestApp();
const NOW = zurich('2026-07-20', '09:00');
let a: SignedInAdmin;
beforeAll(async () => {
  a = await signedInAdmin(t);
});
beforeEach(() => t.clock.set(NOW));

const HEADER = ['NAME', 'VORNAME', 'GEBURTSDATUM', 'GESCHLECHT', 'AHV_NR', 'NATIONALITAET', 'MUTTERSPRACHE'];

/** A family whose children have the given names; each child has an AHV number unless `ahv: null`. */
async function family(kids: { firstName: string; lastName: string; dateOfBirth: string; ahv?: null }[]) {
  const parent = await createParent(t.ctx.db);
  const children = [];
  for (const kid of kids) {
    children.push(await createChild(t.ctx.db, { parentId: parent.id, cipher: t.ctx.ahv, ...kid }));
  }
  return { parent, children };
}

/** The file's bytes start with the UTF-8 byte-order mark; its lines end in CRLF. No cell here needs quotes. */
async function csvOf(res: Response): Promise<{ bom: number[]; text: string; rows: string[][] }> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder().decode(bytes.slice(3));
  const rows = text
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(';'));
  return { bom: [...bytes.slice(0, 3)], text, rows };
}

describe('the J+S file of a camp', () => {
  it('lists the confirmed participants with birth date, decrypted AHV and one column per day', async () => {
    const camp = await createCamp(t.ctx.db, {
      name: 'Sommercamp Zürich',
      startDate: '2026-07-13',
      endDate: '2026-07-15',
    });
    const { children } = await family([
      { firstName: 'Mia', lastName: 'Zürcher', dateOfBirth: '2015-03-09' },
      { firstName: 'Noah', lastName: 'Amrein', dateOfBirth: '2016-11-30', ahv: null },
      { firstName: 'Lea', lastName: 'Bühler', dateOfBirth: '2014-01-02' },
    ]);
    const [mia, noah, lea] = children;
    for (const child of children) await bookCamp(t.ctx.db, { campId: camp.id, childId: child.id });
    // Lea was cancelled: not a participant, her number is not decrypted.
    await t.ctx.db.update(campRsvps).set({ cancelledAt: NOW }).where(eq(campRsvps.childId, lea!.id));
    const mark = (childId: string, day: string, status: string) =>
      call(t, a.cookie, 'PUT', `/admin/camps/${camp.id}/attendance/${childId}/${day}`, { status });
    await mark(mia!.id, '2026-07-13', 'present');
    await mark(mia!.id, '2026-07-14', 'absent');
    await mark(noah!.id, '2026-07-13', 'absent');

    const res = await call(t, a.cookie, 'GET', `/admin/camps/${camp.id}/js-export.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="js-sommercamp-zurich-2026-07-13.csv"',
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { bom, text, rows } = await csvOf(res);
    expect(bom).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.startsWith('NAME;VORNAME;')).toBe(true);
    expect(rows).toEqual([
      [...HEADER, '13.07.2026', '14.07.2026', '15.07.2026'],
      ['Amrein', 'Noah', '30.11.2016', '', '', '', '', 'abwesend', 'nicht erfasst', 'nicht erfasst'],
      [
        'Zürcher',
        'Mia',
        '09.03.2015',
        '',
        formatAhv(mia!.ahv!),
        '',
        '',
        'anwesend',
        'abwesend',
        'nicht erfasst',
      ],
    ]);
    expect(text).not.toContain(formatAhv(lea!.ahv!));

    const [row] = await auditRowsOf(t, 'camp', camp.id);
    expect(row).toMatchObject({
      actorId: a.admin.id,
      action: 'camp.js_export',
      details: { name: 'Sommercamp Zürich', participants: 2, ahvRevealed: 1 },
    });
    expect(JSON.stringify(row)).not.toContain(mia!.ahv!.slice(3));
  });

  it('is the only answer with the full number: the sheet and the participants list say only whether one is stored', async () => {
    const camp = await createCamp(t.ctx.db, { startDate: '2026-07-13', endDate: '2026-07-15' });
    const { children } = await family([{ firstName: 'Mia', lastName: 'Keller', dateOfBirth: '2015-03-09' }]);
    const mia = children[0]!;
    await bookCamp(t.ctx.db, { campId: camp.id, childId: mia.id });
    for (const path of [`/admin/camps/${camp.id}/attendance`, `/admin/camps/${camp.id}/participants`]) {
      const text = await (await call(t, a.cookie, 'GET', path)).text();
      expect(text).not.toContain(mia.ahv!);
      expect(text).not.toContain(formatAhv(mia.ahv!));
      expect(text).not.toContain(mia.ahvEncrypted!);
    }
    const sheet = await (await call(t, a.cookie, 'GET', `/admin/camps/${camp.id}/attendance`)).json();
    expect(sheet.participants).toEqual([expect.objectContaining({ childId: mia.id, hasAhv: true })]);
  });

  it("answers a parent 403, even the child's own, and writes no audit row", async () => {
    const camp = await createCamp(t.ctx.db, { startDate: '2026-07-13', endDate: '2026-07-15' });
    const { parent, children } = await family([
      { firstName: 'Mia', lastName: 'Keller', dateOfBirth: '2015-03-09' },
    ]);
    await bookCamp(t.ctx.db, { campId: camp.id, childId: children[0]!.id });
    const cookie = await sessionCookieFor(t, parent.id);
    const res = await call(t, cookie, 'GET', `/admin/camps/${camp.id}/js-export.csv`);
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain(children[0]!.ahv!);
    expect(await auditRowsOf(t, 'camp', camp.id)).toEqual([]);
    expect(
      (await call(t, a.cookie, 'GET', '/admin/camps/7d1c8f0e-3b2a-4c5d-9e6f-0a1b2c3d4e5f/js-export.csv'))
        .status,
    ).toBe(404);
  });
});

describe('the J+S file of a course of trainings', () => {
  it('holds the trainings of one type in the range, one column each, and every child booked for one', async () => {
    const at = (day: string, time = '10:00') => {
      const startsAt = zurich(day, time);
      return { startsAt, endsAt: new Date(startsAt.getTime() + 105 * 60_000) };
    };
    const first = await createSession(t.ctx.db, { ...at('2026-06-06'), type: 'TIZ' });
    const sameDay = await createSession(t.ctx.db, { ...at('2026-06-13', '08:00'), type: 'TIZ' });
    const later = await createSession(t.ctx.db, { ...at('2026-06-13', '10:00'), type: 'TIZ' });
    const other = await createSession(t.ctx.db, { ...at('2026-06-06', '14:00'), type: '1:1' });
    const outside = await createSession(t.ctx.db, { ...at('2026-06-20'), type: 'TIZ' });
    const { children } = await family([
      { firstName: 'Mia', lastName: 'Keller', dateOfBirth: '2015-03-09' },
      { firstName: 'Noah', lastName: 'Graf', dateOfBirth: '2016-11-30', ahv: null },
    ]);
    const [mia, noah] = children;
    for (const s of [first, sameDay, later, other, outside])
      await bookSession(t.ctx.db, { sessionId: s.id, childId: mia!.id });
    await bookSession(t.ctx.db, { sessionId: later.id, childId: noah!.id });
    await call(t, a.cookie, 'PUT', `/admin/trainings/${first.id}/attendance/${mia!.id}/2026-06-06`, {
      status: 'absent',
    });
    await call(t, a.cookie, 'PUT', `/admin/trainings/${later.id}/attendance/${mia!.id}/2026-06-13`, {
      status: 'present',
    });
    await call(t, a.cookie, 'PUT', `/admin/trainings/${later.id}/attendance/${noah!.id}/2026-06-13`, {
      status: 'present',
    });
    const query = 'type=TIZ&from=2026-06-01&to=2026-06-14';

    const preview = (await (
      await call(t, a.cookie, 'GET', `/admin/trainings/js-course?${query}`)
    ).json()) as JsCoursePreview;
    expect(preview.trainings.map((s) => s.id)).toEqual([first.id, sameDay.id, later.id]);
    expect(preview.participants).toEqual([
      { childId: noah!.id, firstName: 'Noah', lastName: 'Graf', hasAhv: false },
      { childId: mia!.id, firstName: 'Mia', lastName: 'Keller', hasAhv: true },
    ]);
    expect(await auditRowsOf(t, 'training', 'js-course:TIZ::2026-06-01:2026-06-14')).toEqual([]);

    const res = await call(t, a.cookie, 'GET', `/admin/trainings/js-course.csv?${query}`);
    expect(res.status).toBe(200);
    const { rows } = await csvOf(res);
    expect(rows).toEqual([
      [...HEADER, '06.06.2026', '13.06.2026 08:00', '13.06.2026 10:00'],
      ['Graf', 'Noah', '30.11.2016', '', '', '', '', '', '', 'anwesend'],
      [
        'Keller',
        'Mia',
        '09.03.2015',
        '',
        formatAhv(mia!.ahv!),
        '',
        '',
        'abwesend',
        'nicht erfasst',
        'anwesend',
      ],
    ]);
    const [row] = await auditRowsOf(t, 'training', 'js-course:TIZ::2026-06-01:2026-06-14');
    expect(row).toMatchObject({
      action: 'training.js_export',
      details: { trainings: 3, participants: 2, ahvRevealed: 1, name: 'J+S TIZ, 01.06.2026 – 14.06.2026' },
    });
  });

  it("a trainer's course holds that trainer's trainings only", async () => {
    const trainer = await createTrainer(t.ctx.db, { firstName: 'Luca', lastName: 'Meier' });
    const own = await createSession(t.ctx.db, {
      startsAt: zurich('2026-06-02', '17:00'),
      endsAt: zurich('2026-06-02', '18:30'),
    });
    const notOwn = await createSession(t.ctx.db, {
      startsAt: zurich('2026-06-02', '19:00'),
      endsAt: zurich('2026-06-02', '20:30'),
    });
    await assignTrainer(t.ctx.db, { sessionId: own.id, trainerId: trainer.id });
    const { children } = await family([{ firstName: 'Mia', lastName: 'Keller', dateOfBirth: '2015-03-09' }]);
    await bookSession(t.ctx.db, { sessionId: notOwn.id, childId: children[0]!.id });
    const res = await call(
      t,
      a.cookie,
      'GET',
      `/admin/trainings/js-course.csv?trainerId=${trainer.id}&from=2026-06-01&to=2026-06-03`,
    );
    const { rows } = await csvOf(res);
    expect(rows).toEqual([[...HEADER, '02.06.2026']]);
    expect(res.headers.get('content-disposition')).toContain('js-luca-meier-2026-06-01.csv');
  });

  it('refuses a course without type or trainer, a reversed or too long range, with a German message and no audit row', async () => {
    const before = await t.ctx.db.select().from(auditLog);
    for (const query of [
      'from=2026-06-01&to=2026-06-30',
      'type=TIZ&from=2026-06-30&to=2026-06-01',
      'type=TIZ&from=2026-06-01',
      'type=Yoga&from=2026-06-01&to=2026-06-30',
      'type=TIZ&from=01.06.2026&to=2026-06-30',
      'type=TIZ&from=2026-06-01&to=2026-06-30&extra=1',
    ]) {
      const res = await call(t, a.cookie, 'GET', `/admin/trainings/js-course.csv?${query}`);
      expect(res.status, query).toBe(400);
      expect((await errorOf(res)).code, query).toBe('VALIDATION');
    }
    const long = await call(
      t,
      a.cookie,
      'GET',
      '/admin/trainings/js-course.csv?type=TIZ&from=2025-01-01&to=2026-06-30',
    );
    expect(long.status).toBe(400);
    expect((await errorOf(long)).code).toBe('JS_COURSE_TOO_LONG');
    expect(await t.ctx.db.select().from(auditLog)).toEqual(before);
  });
});
