import { describe, expect, expectTypeOf, it } from 'vitest';
import type { TrainingCancellationOutcome } from '../bookings/training-cancellation';
import {
  ADMIN_PACK_ORIGINS,
  ADMIN_PACK_TABS,
  type AdminPackOrigin,
  type AdminPackTab,
} from '../payments/credit-packs-admin-api';
import {
  BANK_CREDIT_REASONS,
  type BankCreditReason,
  PACK_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PackOrigin,
  type PackStatus,
  type PaymentAction,
  type PaymentMethod,
  type PaymentStatus,
} from '../payments/values';
import { PHOTO_SYNC_STATES, type PhotoSyncState } from '../photos/admin-photos-api';
import type { PushRecipientKind } from '../push/admin-push-api';
import { bankCreditReasonLabels } from './admin-bank';
import { adminPacksMessages } from './admin-packs';
import { adminPhotosMessages } from './admin-photos';
import type { adminPushMessages } from './admin-push';
import type { trainingMailMessages } from './booking-mails';
import type { cancelDialogMessages } from './booking-screens';
import { paymentMethodLabels, paymentStatusLabels } from './payment-labels';
import { type packOriginLabels, packStatusLabels, type paymentActionLabels } from './payments';

// The catalogue imports no other domain folder (the folders take their texts from it), so its label sets are keyed
// by plain strings. These checks hold each set to the values it names, both ways: a value without a label, or a
// label for a value that no longer exists, fails the type check (and, where the values are a list, this test).

describe('label sets name exactly their values', () => {
  it.each([
    { set: 'payment status', labels: paymentStatusLabels, values: PAYMENT_STATUSES },
    { set: 'payment method', labels: paymentMethodLabels, values: PAYMENT_METHODS },
    { set: 'pack status', labels: packStatusLabels, values: PACK_STATUSES },
    { set: 'admin pack tab', labels: adminPacksMessages.tabs, values: ADMIN_PACK_TABS },
    { set: 'admin pack origin', labels: adminPacksMessages.origins, values: ADMIN_PACK_ORIGINS },
    { set: 'photo sync state', labels: adminPhotosMessages.syncStates, values: PHOTO_SYNC_STATES },
    { set: 'bank credit reason', labels: bankCreditReasonLabels, values: BANK_CREDIT_REASONS },
  ])('$set', ({ labels, values }) => {
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
  });

  it('in the type check, the sets without a list too', () => {
    expectTypeOf<keyof typeof paymentStatusLabels>().toEqualTypeOf<PaymentStatus>();
    expectTypeOf<keyof typeof paymentMethodLabels>().toEqualTypeOf<PaymentMethod>();
    expectTypeOf<keyof typeof packStatusLabels>().toEqualTypeOf<PackStatus>();
    expectTypeOf<keyof typeof packOriginLabels>().toEqualTypeOf<PackOrigin>();
    expectTypeOf<keyof typeof paymentActionLabels>().toEqualTypeOf<PaymentAction>();
    expectTypeOf<keyof typeof adminPacksMessages.tabs>().toEqualTypeOf<AdminPackTab>();
    expectTypeOf<keyof typeof adminPacksMessages.origins>().toEqualTypeOf<AdminPackOrigin>();
    expectTypeOf<keyof typeof adminPhotosMessages.syncStates>().toEqualTypeOf<PhotoSyncState>();
    expectTypeOf<keyof typeof adminPushMessages.recipientTypes>().toEqualTypeOf<PushRecipientKind>();
    expectTypeOf<keyof typeof bankCreditReasonLabels>().toEqualTypeOf<BankCreditReason>();
    expectTypeOf<keyof typeof trainingMailMessages.outcome>().toEqualTypeOf<TrainingCancellationOutcome>();
    expectTypeOf<
      keyof typeof cancelDialogMessages.trainingDone
    >().toEqualTypeOf<TrainingCancellationOutcome>();
  });
});
