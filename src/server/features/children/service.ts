import { ahvLast4 } from '../../../domain/ahv';
import type { ChildFormValues, ChildUpdateValues } from '../../../domain/children/child-form';
import type { ChildView } from '../../../domain/children/children-api';
import type { AppContext } from '../../context';
import { FOREIGN_KEY_VIOLATION, sqlState } from '../../db/pg-error';
import { AppError, notFound } from '../../errors';
import { lockFamilyLinks } from '../family/link-lock';
import { findAcceptedLink, partnerIdOf } from '../family/queries';
import { shareChild } from '../family/sharing';
import { toChildView } from './child-view';
import {
  type ChildColumns,
  deleteFamilyChild,
  insertChild,
  listFamilyChildren,
  updateFamilyChild,
} from './queries';

// The parent's own children (parent-portal.md section 2, "Meine Kinder"). A linked second parent manages the
// family's children exactly like the parent who created them.

type Ctx = Pick<AppContext, 'db' | 'ahv'>;

/** The AHV columns for a new number: encrypted before it reaches any query, so it never sits in SQL or a log. */
function ahvColumns(ctx: Ctx, ahv: string) {
  return { ahvEncrypted: ctx.ahv.encrypt(ahv), ahvLast4: ahvLast4(ahv) };
}

function columnsOf(values: Omit<ChildFormValues, 'ahv'>): ChildColumns {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    dateOfBirth: values.dateOfBirth,
    jerseySize: values.jerseySize,
    clubName: values.clubName,
    level: values.level,
  };
}

export async function listChildren(ctx: Ctx, userId: string): Promise<ChildView[]> {
  return (await listFamilyChildren(ctx.db, { userId })).map(toChildView);
}

/**
 * Creates the child and shares it with the partner of an accepted link, whichever side of the link the creator is
 * on. A link only offered shares nothing (decision 012). The shared link lock keeps a link from ending meanwhile.
 */
export function createChild(ctx: Ctx, userId: string, values: ChildFormValues): Promise<ChildView> {
  return ctx.db.transaction(async (tx) => {
    await lockFamilyLinks(tx, 'shared');
    const row = await insertChild(tx, {
      parentId: userId,
      values: { ...columnsOf(values), ...ahvColumns(ctx, values.ahv) },
    });
    const link = await findAcceptedLink(tx, userId);
    if (link) await shareChild(tx, { childId: row.id, withParentId: partnerIdOf(link, userId) });
    return toChildView(row);
  });
}

/** An absent or unchanged masked AHV (`ahv` undefined) keeps the stored number. */
export async function updateChild(
  ctx: Ctx,
  userId: string,
  childId: string,
  values: ChildUpdateValues,
): Promise<ChildView> {
  const row = await updateFamilyChild(ctx.db, {
    userId,
    childId,
    values: { ...columnsOf(values), ...(values.ahv === undefined ? {} : ahvColumns(ctx, values.ahv)) },
  });
  if (!row) throw notFound();
  return toChildView(row);
}

export async function deleteChild(ctx: Ctx, userId: string, childId: string): Promise<void> {
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
