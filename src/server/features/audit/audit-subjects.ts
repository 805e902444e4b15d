import { eq, inArray } from 'drizzle-orm';
import { adminPacksMessages } from '../../../domain/messages/admin-packs';
import { personName } from '../../../domain/people/person-name';
import { formatDate } from '../../../domain/time';
import type { DbOrTx } from '../../db/client';
import { camps, children, creditPacks, photoAssets, profiles, sessions, trainers } from '../../db/schema';
import { displayName, profileNameColumns } from '../family/family-profile';

// Which object a log row names, in words: the object's name today, looked up for the whole page in one query per
// object type. A deleted object keeps the name its row recorded (details.name, whose, title, first and last name).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Lookup = (db: DbOrTx, ids: string[]) => Promise<[string, string][]>;

/** A parent or an admin: the profile's name, or its e-mail while it has none. */
const profileLabels: Lookup = async (db, ids) =>
  (
    await db
      .select({ id: profiles.id, ...profileNameColumns })
      .from(profiles)
      .where(inArray(profiles.id, ids))
  ).map((r) => [r.id, displayName(r)]);

const lookups: Record<string, Lookup> = {
  trainer: async (db, ids) =>
    (
      await db
        .select({ id: trainers.id, firstName: trainers.firstName, lastName: trainers.lastName })
        .from(trainers)
        .where(inArray(trainers.id, ids))
    ).map((r) => [r.id, personName(r)]),
  child: async (db, ids) =>
    (
      await db
        .select({ id: children.id, firstName: children.firstName, lastName: children.lastName })
        .from(children)
        .where(inArray(children.id, ids))
    ).map((r) => [r.id, personName(r)]),
  training: async (db, ids) =>
    (
      await db
        .select({ id: sessions.id, title: sessions.title, startsAt: sessions.startsAt })
        .from(sessions)
        .where(inArray(sessions.id, ids))
    ).map((r) => [r.id, `${r.title}, ${formatDate(r.startsAt)}`]),
  camp: async (db, ids) =>
    (await db.select({ id: camps.id, name: camps.name }).from(camps).where(inArray(camps.id, ids))).map(
      (r) => [r.id, r.name],
    ),
  parent: profileLabels,
  admin: profileLabels,
  pack: async (db, ids) =>
    (
      await db
        .select({ id: creditPacks.id, ...profileNameColumns })
        .from(creditPacks)
        .innerJoin(profiles, eq(profiles.id, creditPacks.parentId))
        .where(inArray(creditPacks.id, ids))
    ).map((r) => [r.id, adminPacksMessages.auditSubject(displayName(r))]),
  photo: async (db, ids) =>
    (
      await db
        .select({ id: photoAssets.id, filename: photoAssets.filename })
        .from(photoAssets)
        .where(inArray(photoAssets.id, ids))
    ).map((r) => [r.id, r.filename]),
};

/** Tables keyed by uuid: other ids cannot name one of their rows. */
const UUID_KEYED = new Set(['trainer', 'child', 'training', 'camp', 'pack', 'photo']);

/** `${type}:${id}` -> the object's current name, for the subjects of one page. */
export async function currentSubjectLabels(
  db: DbOrTx,
  subjects: { type: string; id: string }[],
): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  const byType = new Map<string, Set<string>>();
  for (const { type, id } of subjects) {
    if (!lookups[type] || (UUID_KEYED.has(type) && !UUID.test(id))) continue;
    byType.set(type, (byType.get(type) ?? new Set()).add(id));
  }
  for (const [type, ids] of byType) {
    for (const [id, label] of await lookups[type]!(db, [...ids])) labels.set(`${type}:${id}`, label);
  }
  return labels;
}

/** The name a row recorded for its object when it was written, if any. */
export function recordedSubjectLabel(details: Record<string, unknown> | null): string | null {
  if (!details) return null;
  for (const key of ['name', 'whose', 'title'] as const) {
    const value = details[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  const name = personName({
    firstName: typeof details.firstName === 'string' ? details.firstName : null,
    lastName: typeof details.lastName === 'string' ? details.lastName : null,
  });
  return name || null;
}
