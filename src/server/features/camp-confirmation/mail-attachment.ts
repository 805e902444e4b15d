import type { AppContext } from '../../context';
import type { MailAttachmentRenderer } from '../../integrations/mail';
import { CAMP_CONFIRMATION_ATTACHMENT } from './attachment-ref';
import { campConfirmationFile } from './camp-confirmation-file';

// The confirmation PDF as an attachment of the camp confirmation mail (decision 054): the job names the
// registration, and the PDF is made when the mail goes out (the job stays small, and the PDF shows the state then).

/** What the mail worker attaches (workers.ts); a registration cancelled before the mail went has none. */
export function mailAttachments(ctx: AppContext): MailAttachmentRenderer {
  return async ({ kind, key }) => {
    if (kind !== CAMP_CONFIRMATION_ATTACHMENT || !key.campId || !key.childId) return undefined;
    const file = await campConfirmationFile(ctx, { campId: key.campId, childId: key.childId });
    return file && { filename: file.fileName, content: file.pdf, contentType: 'application/pdf' };
  };
}
