import { z } from 'zod';
import { adminBulkMessages as m } from '../messages/admin-bulk';
import { PUSH_TITLE_MAX } from '../push/push-compose';

// The message from the back office to the parents of a selection (decision 056), shared by the form and the
// endpoints: the subject is the mail's subject and the push's title (so no longer than a push title), the text the
// mail's body (the push shows its start).

const MESSAGE_SUBJECT_MAX = PUSH_TITLE_MAX;
const MESSAGE_TEXT_MAX = 2000;

const messageText = (max: number, tooLong: string) =>
  z
    .string({ error: m.messageRequired })
    .trim()
    .min(1, { error: m.messageRequired, abort: true })
    .max(max, { error: tooLong });

export const bulkMessageFields = {
  subject: messageText(MESSAGE_SUBJECT_MAX, m.messageSubjectTooLong(MESSAGE_SUBJECT_MAX)),
  text: messageText(MESSAGE_TEXT_MAX, m.messageTextTooLong(MESSAGE_TEXT_MAX)),
};
export const bulkMessageFormSchema = z.object(bulkMessageFields);
export type BulkMessageValues = z.output<typeof bulkMessageFormSchema>;
