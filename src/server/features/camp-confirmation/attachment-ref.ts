import type { MailAttachmentRef } from '../../integrations/mail';

// How the camp confirmation mail names the PDF it carries (decision 054): the registration, by ids only. Its own
// file, so the mails do not load the PDF's code.

export const CAMP_CONFIRMATION_ATTACHMENT = 'campConfirmation';

export function campConfirmationAttachment(target: { campId: string; childId: string }): MailAttachmentRef {
  return { kind: CAMP_CONFIRMATION_ATTACHMENT, key: { campId: target.campId, childId: target.childId } };
}
