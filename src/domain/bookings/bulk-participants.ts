import { z } from 'zod';
import { bulkActionEndpoint, bulkExportEndpoint, defineEndpoint, typedAnswer } from '../api/endpoint';
import { bulkActionSchema, bulkExportSchema } from '../bulk/bulk-api';
import { bulkMessageFields } from '../bulk/bulk-message';
import { idField } from '../form-fields';
import { bulkParticipantMessages as m } from '../messages/admin-bulk-participants';

// Bulk work on a training's or a camp's participants (issue 30 item 4, decision 056), in the bulk kit's request
// shape (bulk/bulk-api.ts): the chosen children (or all of the offer's) moved to another offer of the same kind,
// removed with the parents' refund rules, their parents messaged, or exported as CSV. A move and a removal are each
// one transaction, all or none; a dry run is the same transaction rolled back.

/** The panel lists every participant of the offer: its "filter" selects them all. */
const participantsFilterSchema = z.strictObject({});

const bulkMoveSchema = bulkActionSchema(participantsFilterSchema, z.guid(), {
  targetOfferId: idField(m.chooseTarget),
});
const bulkRemoveSchema = bulkActionSchema(participantsFilterSchema, z.guid());
const bulkParticipantsMessageSchema = bulkActionSchema(participantsFilterSchema, z.guid(), bulkMessageFields);
const bulkParticipantsExportSchema = bulkExportSchema(participantsFilterSchema, z.guid());

export type BulkParticipantsSelection = z.output<typeof bulkRemoveSchema>['selection'];

/** An offer the chosen children may move to: a live one of the same kind that has not started. */
export interface MoveTarget {
  id: string;
  title: string;
  /** When it is, as the mails write it. */
  when: string;
  seatsLeft: number;
}

interface MoveTargetsResponse {
  targets: MoveTarget[];
}

/** The bulk endpoints of one kind's participants panel, under `/admin/<segment>/:<param>/participants`. */
function bulkParticipantEndpoints<
  const S extends 'trainings' | 'camps',
  const P extends 'sessionId' | 'campId',
>(segment: S, param: P) {
  const base = `/admin/${segment}/:${param}/participants` as const;
  return {
    moveTargets: defineEndpoint({
      method: 'GET',
      path: `${base}/move-targets`,
      response: typedAnswer<MoveTargetsResponse>(),
    }),
    move: bulkActionEndpoint(`${base}/bulk/move`, bulkMoveSchema),
    remove: bulkActionEndpoint(`${base}/bulk/remove`, bulkRemoveSchema),
    message: bulkActionEndpoint(`${base}/bulk/message`, bulkParticipantsMessageSchema),
    export: bulkExportEndpoint(`${base}/bulk/export.csv`, bulkParticipantsExportSchema),
  };
}

export const bulkTrainingParticipantEndpoints = bulkParticipantEndpoints('trainings', 'sessionId');
export const bulkCampParticipantEndpoints = bulkParticipantEndpoints('camps', 'campId');
