import { ahvLast4 } from '../../../domain/ahv';
import type { ChildFormValues, ChildUpdateValues } from '../../../domain/children/child-form';
import type { ChildView } from '../../../domain/children/children-api';
import { givenHealthInfo, type HealthInfo } from '../../../domain/children/health-info';
import { consentChanges, type PhotoConsent } from '../../../domain/children/photo-consent';
import type { AppContext } from '../../context';
import { decryptHealthInfo, encryptHealthInfo } from '../../crypto/health-info';
import { FOREIGN_KEY_VIOLATION, sqlState } from '../../db/pg-error';
import { AppError, notFound } from '../../errors';
import { lockFamilyLinks } from '../family/link-lock';
import { findAcceptedLink, partnerIdOf } from '../family/queries';
import { shareChild } from '../family/sharing';
import { toChildView, viewColumnsOf } from './child-view';
import { logConsentChanges } from './consent-log';
import {
  type ChildColumns,
  deleteFamilyChild,
  insertChild,
  listFamilyChildren,
  lockFamilyChild,
  selectFamilyChildHealth,
  updateFamilyChild,
} from './queries';

// The parent's own children (parent-portal.md section 2, "Meine Kinder"). A linked second parent manages the
// family's children exactly like the parent who created them, photo consent and health information included.

type Ctx = Pick<AppContext, 'db' | 'ahv' | 'clock'>;

/** A new child's values; a caller that gives no photo consent gives none (decision 038). */
type NewChildValues = Omit<ChildFormValues, keyof PhotoConsent> & Partial<PhotoConsent>;

/** The AHV columns for a new number: encrypted before it reaches any query, so it never sits in SQL or a log. */
function ahvColumns(ctx: Ctx, ahv: string) {
  return { ahvEncrypted: ctx.ahv.encrypt(ahv), ahvLast4: ahvLast4(ahv) };
}

/** The health column for what the body gave: encrypted like the AHV, null when every field is empty. */
function healthColumns(ctx: Ctx, info: HealthInfo | undefined) {
  return info === undefined ? {} : { healthInfoEncrypted: encryptHealthInfo(ctx.ahv, info) };
}

function columnsOf(values: Omit<NewChildValues, 'ahv'>): ChildColumns {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    dateOfBirth: values.dateOfBirth,
    jerseySize: values.jerseySize,
    clubName: values.clubName,
    level: values.level,
  };
}

/** The consent answers the body gave (an absent one keeps the stored answer). */
function consentColumns(values: Partial<PhotoConsent>): Partial<PhotoConsent> {
  return {
    ...(values.photoConsentFamily === undefined ? {} : { photoConsentFamily: values.photoConsentFamily }),
    ...(values.photoConsentNews === undefined ? {} : { photoConsentNews: values.photoConsentNews }),
  };
}

export async function listChildren(ctx: Pick<AppContext, 'db'>, userId: string): Promise<ChildView[]> {
  return (await listFamilyChildren(ctx.db, { userId })).map((row) => toChildView(viewColumnsOf(row)));
}

/**
 * Creates the child and shares it with the partner of an accepted link, whichever side of the link the creator is
 * on. A link only offered shares nothing (decision 012). The shared link lock keeps a link from ending meanwhile.
 * The photo consent given at registration is the first entry of the child's consent log.
 */
export function createChild(ctx: Ctx, userId: string, values: NewChildValues): Promise<ChildView> {
  return ctx.db.transaction(async (tx) => {
    await lockFamilyLinks(tx, 'shared');
    const consent = { photoConsentFamily: false, photoConsentNews: false, ...consentColumns(values) };
    const row = await insertChild(tx, {
      parentId: userId,
      values: {
        ...columnsOf(values),
        ...ahvColumns(ctx, values.ahv),
        ...consent,
        ...healthColumns(ctx, givenHealthInfo(values)),
      },
    });
    await logConsentChanges(tx, {
      childId: row.id,
      changedBy: userId,
      changes: consentChanges(null, consent),
      at: ctx.clock.now(),
    });
    const link = await findAcceptedLink(tx, userId);
    if (link) await shareChild(tx, { childId: row.id, withParentId: partnerIdOf(link, userId) });
    return toChildView(viewColumnsOf(row));
  });
}

/**
 * An absent or unchanged masked AHV (`ahv` undefined) keeps the stored number; absent consent answers keep the
 * stored ones, absent health fields the stored information. A changed consent is logged with its old value.
 */
export async function updateChild(
  ctx: Ctx,
  userId: string,
  childId: string,
  values: ChildUpdateValues,
): Promise<ChildView> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockFamilyChild(tx, { userId, childId });
    if (!before) throw notFound();
    const consent = consentColumns(values);
    const row = await updateFamilyChild(tx, {
      userId,
      childId,
      values: {
        ...columnsOf(values),
        ...(values.ahv === undefined ? {} : ahvColumns(ctx, values.ahv)),
        ...consent,
        ...healthColumns(ctx, givenHealthInfo(values)),
      },
    });
    if (!row) throw notFound();
    await logConsentChanges(tx, {
      childId,
      changedBy: userId,
      changes: consentChanges(before, consent),
      at: ctx.clock.now(),
    });
    return toChildView(viewColumnsOf(row));
  });
}

/** The family's own child's emergency and health information, for its edit form. */
export async function readChildHealthInfo(
  ctx: Pick<AppContext, 'db' | 'ahv'>,
  userId: string,
  childId: string,
): Promise<HealthInfo> {
  const row = await selectFamilyChildHealth(ctx.db, { userId, childId });
  if (!row) throw notFound();
  return decryptHealthInfo(ctx.ahv, row.healthInfoEncrypted);
}

export async function deleteChild(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  childId: string,
): Promise<void> {
  let deleted: boolean;
  try {
    deleted = await deleteFamilyChild(ctx.db, { userId, childId });
  } catch (error) {
    // Registrations and payments keep their child (ON DELETE RESTRICT): the history must stay complete.
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw new AppError('CHILD_HAS_HISTORY', 409);
    throw error;
  }
  if (!deleted) throw notFound();
}
