import { z } from 'zod';
import { defineEndpoint, fileAnswer, typedAnswer } from '../api/endpoint';
import { codeSentSchema } from '../profile';
import { type DeletionPreview, deletionConfirmSchema } from './my-data-api';

// "Meine Daten" (issue 18, decision 037; my-data-api.ts): the signed-in parent's own family only.

export const myDataEndpoints = {
  /** The family's data as a zip: one JSON file and one CSV per table. */
  export: defineEndpoint({ method: 'GET', path: '/my-data/export', response: fileAnswer }),
  /** What a deletion would erase and keep, and what stands in its way. */
  deletionPreview: defineEndpoint({
    method: 'GET',
    path: '/my-data/deletion',
    response: typedAnswer<DeletionPreview>(),
  }),
  /** Mails a fresh confirmation code (10 minutes, 5 tries). */
  deletionCode: defineEndpoint({ method: 'POST', path: '/my-data/deletion/code', response: codeSentSchema }),
  /** Erases the family's personal data in one transaction and ends every session. */
  confirmDeletion: defineEndpoint({
    method: 'POST',
    path: '/my-data/deletion',
    request: deletionConfirmSchema,
    response: z.object({ ok: z.literal(true) }),
  }),
};
