import { sql } from 'drizzle-orm';
import { BULK_MAX_ROWS, type BulkActionResult, type BulkSelection } from '../../../domain/bulk/bulk-api';
import { adminBulkMessages as m } from '../../../domain/messages/admin-bulk';
import { bookingMailMessages } from '../../../domain/messages/booking-mails';
import { PUSH_BODY_MAX } from '../../../domain/push/push-compose';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../errors';
import { containsAhvNumber, enqueueMail, maskAhvNumbers, renderMail } from '../../integrations/mail';
import { familyParentIds } from '../family/scope';
import { subscriptionsOf } from '../push/queries';
import { sendPush } from '../push/send-push';
import { type ResolvedSelection, runBulkAction } from './run-bulk-action';

// A message from the back office to the parents of a selection (decision 056): each parent one mail of their own,
// addressed by their name, and one push send to their devices, both through the existing queues and both written
// to the message log (decision 051) in the caller's transaction. The participants lists (training and camp) send
// through here too.

export interface MessageRecipient {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

const recipientColumns = sql`p.id, p.email, p.first_name as "firstName", p.last_name as "lastName"`;

/** The parents among these profile ids (an admin is none), by name. */
export async function parentsByIds(db: DbOrTx, ids: readonly string[]): Promise<MessageRecipient[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<MessageRecipient & Record<string, unknown>>(sql`select ${recipientColumns}
    from profiles p where p.id = any(${sql.param([...ids])}::text[]) and p.role <> 'admin'
    order by p.last_name, p.first_name, p.id`);
  return result.rows;
}

/**
 * The parents of these children, each once however many of the children are theirs: who registered each child
 * and, while their second-parent link is accepted, the partner (decision 012). Never an admin.
 */
export async function parentsOfChildren(
  db: DbOrTx,
  childIds: readonly string[],
): Promise<MessageRecipient[]> {
  if (childIds.length === 0) return [];
  const result = await db.execute<MessageRecipient & Record<string, unknown>>(sql`
    with creators as (select distinct parent_id from children where id = any(${sql.param([...childIds])}::uuid[]))
    select ${recipientColumns} from profiles p
    where p.role <> 'admin' and p.id in (
      select family.id from creators, lateral ${familyParentIds(sql.raw('creators.parent_id'))} as family(id))
    order by p.last_name, p.first_name, p.id`);
  return result.rows;
}

/** How many of these parents have a device a push reaches. */
async function parentsWithPush(db: DbOrTx, parentIds: readonly string[]): Promise<number> {
  const devices = await subscriptionsOf(db, { userIds: parentIds });
  return new Set(devices.map((device) => device.userId)).size;
}

/** The push shows the text's start: a lock screen holds PUSH_BODY_MAX characters. */
function pushBody(text: string): string {
  return text.length <= PUSH_BODY_MAX ? text : `${text.slice(0, PUSH_BODY_MAX - 1).trimEnd()}…`;
}

/** Refuses (400, nothing queued) a message naming an AHV number: mails and pushes are stored as plain text. */
function assertMessageSendable({ subject, text }: { subject: string; text: string }): void {
  if (containsAhvNumber(subject) || containsAhvNumber(text))
    throw new AppError('BULK_MESSAGE_CONTAINS_AHV', 400);
}

/**
 * Queues the message to each parent once, in `tx`: a mail per parent (logged, family: true) and one push send to
 * their devices (history row, a job per device, a log row per parent with a device). Answers the push send's id.
 */
async function messageParents(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'clock' | 'config'>,
  tx: DbOrTx,
  input: { actorId: string; parents: readonly MessageRecipient[]; subject: string; text: string },
): Promise<{ pushHistoryId: string }> {
  assertMessageSendable(input);
  const parents = [...new Map(input.parents.map((parent) => [parent.id, parent])).values()];
  for (const parent of parents) {
    const body = renderMail(
      {
        heading: input.subject,
        paragraphs: [
          bookingMailMessages.greeting(parent.firstName && maskAhvNumbers(parent.firstName)),
          input.text,
        ],
        button: { label: m.messageButton, url: '/dashboard' },
        footer: m.messageFooter(ctx.config.PROVIDER_NAME),
      },
      ctx.config,
    );
    await enqueueMail(ctx.jobs, { to: parent.email, subject: input.subject, ...body }, { tx, family: true });
  }
  const sent = await sendPush(
    ctx,
    {
      userIds: parents.map((parent) => parent.id),
      payload: { title: input.subject, body: pushBody(input.text) },
      createdBy: input.actorId,
    },
    { tx },
  );
  return { pushHistoryId: sent.historyId };
}

/** A bulk message's request: the selection and dry run of every bulk action, and the message. */
export interface BulkMessageRequest {
  selection: BulkSelection<unknown, unknown>;
  dryRun: boolean;
  expectedCount?: number | undefined;
  subject: string;
  text: string;
}

/**
 * The bulk action "Nachricht an Eltern" over any selection: `find` resolves the selected rows (children, parents,
 * participants), `parentsOf` their parents; the dry run counts the parents (and those a push reaches), the run
 * queues the message to each once and audits the count as 'parent.bulk_message'.
 */
export function runBulkMessage<R>(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'clock' | 'config'>,
  actorId: string,
  request: BulkMessageRequest,
  find: (tx: Tx) => Promise<ResolvedSelection<R>>,
  parentsOf: (tx: Tx, rows: R[]) => Promise<MessageRecipient[]>,
): Promise<BulkActionResult> {
  assertMessageSendable(request);
  let parents: MessageRecipient[] = [];
  let withPush = 0;
  return runBulkAction(ctx, {
    actorId,
    request,
    resolve: async (tx) => {
      const found = await find(tx);
      parents = found.rows.length > BULK_MAX_ROWS ? [] : await parentsOf(tx, found.rows);
      withPush = await parentsWithPush(
        tx,
        parents.map((parent) => parent.id),
      );
      return found;
    },
    count: () => parents.length,
    refusalOf: () => (parents.length === 0 ? m.emptySelection : null),
    summary: (_rows, done) => m.messageSummary(parents.length, withPush, request.subject, done),
    apply: (tx) => messageParents(ctx, tx, { actorId, parents, ...request }),
    audit: { action: 'parent.bulk_message' },
  });
}

/** The message action of a list: its selected rows, and their parents. */
export function bulkMessage<F, R>(spec: {
  selected: (db: DbOrTx, selection: BulkSelection<F, string>) => Promise<ResolvedSelection<R>>;
  parentsOf: (tx: Tx, rows: R[]) => Promise<MessageRecipient[]>;
}) {
  return (
    ctx: Pick<AppContext, 'db' | 'jobs' | 'clock' | 'config'>,
    actorId: string,
    request: BulkMessageRequest & { selection: BulkSelection<F, string> },
  ): Promise<BulkActionResult> =>
    runBulkMessage(ctx, actorId, request, (tx) => spec.selected(tx, request.selection), spec.parentsOf);
}
