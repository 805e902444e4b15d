import { attendanceErrorMessages } from './messages/admin-attendance';
import { adminBankErrorMessages } from './messages/admin-bank';
import { adminBulkErrorMessages } from './messages/admin-bulk';
import { adminNewsErrorMessages } from './messages/admin-news';
import { adminPacksErrorMessages } from './messages/admin-packs';
import { adminPaymentErrorMessages } from './messages/admin-payments';
import { adminPeopleErrorMessages } from './messages/admin-people';
import { adminPhotosErrorMessages } from './messages/admin-photos';
import { adminPushErrorMessages } from './messages/admin-push';
import { adminFormMessages } from './messages/forms';
import { adminOfferQuestionErrorMessages } from './messages/offer-question-errors';
import { adminTrainerErrorMessages } from './messages/trainer';

// The error texts of the codes only the back office's endpoints answer: the web loads them with the back office, so
// the portal's first views do not carry the admin catalogues (decision 028). errors.ts joins them with the portal's.
export const adminErrorMessages = {
  // Back office children and parents (issue 12): CHILD_HAS_RECORDS carries details.records (ChildRecordKind[]),
  // PARENT_HAS_CHILDREN details.children; the web names them in adminChildrenMessages / adminParentsMessages.
  ...adminPeopleErrorMessages,
  FLYER_TYPE: adminFormMessages.flyerType,
  FLYER_TOO_LARGE: adminFormMessages.flyerSize,
  // Payments in the back office (issue 13).
  ...adminPaymentErrorMessages,
  // The bank statement import and the bookkeeping export (issue 17).
  ...adminBankErrorMessages,
  // Credit packs in the back office (issue 13).
  ...adminPacksErrorMessages,
  // The photo library in the back office (issue 14).
  ...adminPhotosErrorMessages,
  // News and push in the back office (issue 14).
  ...adminNewsErrorMessages,
  ...adminPushErrorMessages,
  // Attendance and the J+S export (issue 18).
  ...attendanceErrorMessages,
  // A trainer's account and assignments (issue 29).
  ...adminTrainerErrorMessages,
  // Bulk actions of the back office's lists (decision 056).
  ...adminBulkErrorMessages,
  // Questions per offer (decision 055).
  ...adminOfferQuestionErrorMessages,
} as const satisfies Record<string, string>;
