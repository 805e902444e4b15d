import {
  campAttendanceEndpoints,
  jsCourseEndpoints,
  trainingAttendanceEndpoints,
} from './attendance/attendance-endpoints';
import { auditLogEndpoints } from './audit/audit-log-endpoints';
import { bankImportEndpoints } from './bank/bank-import-endpoints';
import {
  adminCampParticipantEndpoints,
  adminTrainingParticipantEndpoints,
} from './bookings/admin-participant-endpoints';
import { bulkCampParticipantEndpoints, bulkTrainingParticipantEndpoints } from './bookings/bulk-participants';
import { adminBulkEndpoints } from './bulk/admin-bulk-endpoints';
import { adminCampConfirmationEndpoints } from './camps/admin-camp-confirmation-endpoints';
import { adminCampEndpoints } from './camps/admin-camp-endpoints';
import { adminChildrenEndpoints } from './children/admin-children-endpoints';
import { adminDashboardEndpoints } from './dashboard/admin-dashboard-endpoints';
import { adminMessageLogEndpoints } from './message-log/message-log-endpoints';
import { adminNewsEndpoints } from './news/admin-news-endpoints';
import { adminParentEndpoints } from './parents/admin-parent-endpoints';
import { adminPackEndpoints } from './payments/admin-pack-endpoints';
import { adminPaymentEndpoints } from './payments/admin-payment-endpoints';
import { adminPhotoEndpoints } from './photos/admin-photo-endpoints';
import { adminSiblingDiscountEndpoints } from './pricing/family-price-endpoints';
import { adminPushEndpoints } from './push/admin-push-endpoints';
import { adminQuestionEndpoints } from './questions/question-endpoints';
import { administratorsEndpoints } from './second-factor/second-factor-endpoints';
import { adminTrainersEndpoints } from './trainers/admin-trainers-endpoints';
import { adminTrainingEndpoints } from './trainings/admin-training-endpoints';

// The back office's endpoint definitions (/api/admin, decision 049), by screen; endpoints.ts lists them with the
// others. Every one is served behind the admin check and the second factor (src/server/admin/routes.ts).

export const adminEndpointGroups = [
  adminDashboardEndpoints,
  adminTrainersEndpoints,
  adminTrainingEndpoints,
  adminCampEndpoints,
  adminTrainingParticipantEndpoints,
  adminCampParticipantEndpoints,
  bulkTrainingParticipantEndpoints,
  bulkCampParticipantEndpoints,
  adminCampConfirmationEndpoints,
  adminSiblingDiscountEndpoints,
  adminQuestionEndpoints,
  trainingAttendanceEndpoints,
  campAttendanceEndpoints,
  jsCourseEndpoints,
  adminChildrenEndpoints,
  adminParentEndpoints,
  adminMessageLogEndpoints,
  auditLogEndpoints,
  adminPaymentEndpoints,
  adminBulkEndpoints,
  bankImportEndpoints,
  adminPackEndpoints,
  adminPhotoEndpoints,
  adminNewsEndpoints,
  adminPushEndpoints,
  administratorsEndpoints,
] as const;
