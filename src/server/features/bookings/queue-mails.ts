import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { children, parentChildren, profiles } from '../../db/schema';
import { enqueueMail, type MailMessage } from '../../integrations/mail';
import type { JobAbout } from '../../jobs/job-about';
import { logFor } from '../../observability/log';
import { familyParentIdsOfChild } from '../family/scope';
import type { Actor } from './actor';
import type { MailChild, MailLine, MailParent } from './mails/mail-parts';

const log = logFor('bookings');

/**
 * Queues a booking's mails inside its transaction, in a savepoint: a mail that cannot be built or queued is logged
 * and dropped, the booking stands (parent-portal.md: "E-mail-sending failures are only logged, never shown").
 * `about` names the booked children: the mail may go to the other parent, or to the provider.
 */
export async function queueBookingMails(
  ctx: Pick<AppContext, 'jobs'>,
  tx: DbOrTx,
  about: JobAbout,
  build: (db: DbOrTx) => Promise<MailMessage[]>,
): Promise<void> {
  try {
    await tx.transaction(async (savepoint) => {
      for (const message of await build(savepoint))
        await enqueueMail(ctx.jobs, message, { tx: savepoint, about, family: true });
    });
  } catch (err) {
    log.warn({ err }, 'notification mail not queued; the booking stands');
  }
}

const parentColumns = {
  email: profiles.email,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  mobile: profiles.mobile,
};

/** The parent the mails address: the acting parent, or the child's own parent when an admin acted. */
async function mailParentFor(db: DbOrTx, actor: Actor, childId: string): Promise<MailParent> {
  const [parent] =
    actor.role === 'admin'
      ? await db
          .select(parentColumns)
          .from(children)
          .innerJoin(profiles, eq(profiles.id, children.parentId))
          .where(eq(children.id, childId))
      : await db.select(parentColumns).from(profiles).where(eq(profiles.id, actor.userId));
  if (!parent) throw new Error('booking mail: parent not found');
  return parent;
}

/**
 * Who reads a child's booking mails (hitobito 1968, decision 051): `parent` as mailParentFor says, and the other
 * parents of the child's family, each once: the child's creator and, while their link is accepted, the partner the
 * child is shared with (the grant inFamilyOf asks for too). A pending, declined or ended link adds no one.
 */
export async function mailParentsFor(
  db: DbOrTx,
  actor: Actor,
  childId: string,
): Promise<{ parent: MailParent; partners: MailParent[] }> {
  const parent = await mailParentFor(db, actor, childId);
  const sharedWith = sql`(${profiles.id} = (select ${children.parentId} from ${children} where ${children.id} = ${childId})
    or exists (select 1 from ${parentChildren} where ${parentChildren.parentId} = ${profiles.id}
      and ${parentChildren.childId} = ${childId}))`;
  const partners = await db
    .select(parentColumns)
    .from(profiles)
    .where(
      and(
        inArray(profiles.id, familyParentIdsOfChild(childId)),
        ne(profiles.email, parent.email),
        sharedWith,
      ),
    );
  return { parent, partners };
}

async function mailChildren(db: DbOrTx, childIds: readonly string[]): Promise<Map<string, MailChild>> {
  const rows = await db
    .select({ id: children.id, firstName: children.firstName, lastName: children.lastName })
    .from(children)
    .where(inArray(children.id, [...childIds]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** One mail line per booked child: the child's name and the payment the booking created. */
export async function mailLines(
  db: DbOrTx,
  registrations: readonly { childId: string; payment: MailLine['payment'] }[],
): Promise<MailLine[]> {
  const names = await mailChildren(
    db,
    registrations.map((r) => r.childId),
  );
  return registrations.map(({ childId, payment }) => {
    const child = names.get(childId);
    if (!child) throw new Error(`booking mail: child ${childId} not found`);
    return { child, payment };
  });
}

/**
 * A cancellation's mails (`build`), queued as a booking's are: to the parent and their partners, with the line of the cancelled child
 * and its payment, or the offer's price as an open payment where none was recorded.
 */
export async function queueCancellationMails(
  ctx: Pick<AppContext, 'jobs'>,
  tx: DbOrTx,
  input: { actor: Actor; childId: string; payment: MailLine['payment'] | undefined; priceCents: number },
  build: (parts: { parent: MailParent; partners: MailParent[]; line: MailLine }) => MailMessage[],
): Promise<void> {
  const { actor, childId, priceCents } = input;
  await queueBookingMails(ctx, tx, { childIds: [childId] }, async (db) => {
    const { parent, partners } = await mailParentsFor(db, actor, childId);
    const payment: MailLine['payment'] = input.payment ?? {
      status: 'REQUIRES_PAYMENT',
      method: null,
      amountCents: priceCents,
    };
    const [line] = await mailLines(db, [{ childId, payment }]);
    return line ? build({ parent, partners, line }) : [];
  });
}
