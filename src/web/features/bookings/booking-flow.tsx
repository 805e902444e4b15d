import type { ChildRegistration, FamilyChild, WaitlistPlace } from '@domain/bookings/contracts';
import { cancelDialogMessages, signUpMessages, waitlistMessages } from '@domain/messages/booking-screens';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { bookingErrorText, cancelErrorText } from './booking-errors';
import { type OfferKind, useBook, useJoinWaitlist, useLeaveWaitlist } from './booking-queries';

// Both dialogs (and the Radix dialog machinery under them, about 15 KB gzip) load when first opened, so the
// dashboard's and the list pages' first view does not carry them (decision 028). Once loaded they stay mounted, so
// they can animate closed and open again at once.
const SignUpDialog = lazy(() => import('./sign-up-dialog').then((m) => ({ default: m.SignUpDialog })));
const ConfirmDialog = lazy(() =>
  import('../../ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

/** True from the first time `open` was true on. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

// Signing up and cancelling, the same for trainings and camps and wherever a card offers it (the list pages, the
// dashboard): the sign-up dialog, then the cancellation dialog for a child the parent chose to "Abmelden".

interface BookableOffer {
  id: string;
  seatsLeft: number;
  registrations: ChildRegistration[];
  waitlist: WaitlistPlace[];
}

interface BookingFlowConfig<O extends BookableOffer> {
  kind: OfferKind;
  offers: readonly O[];
  familyChildren: FamilyChild[];
  offerName: (offer: O) => string;
  /** What cancelling costs, shown before the parent confirms (the deadline, the credit or the fee). */
  cancelPreview: (offer: O, child: FamilyChild) => ReactNode;
  /** Cancels and answers the text that says what it cost. */
  cancel: (offer: O, child: FamilyChild) => Promise<string>;
}

export type Notice = { tone: 'success' | 'error'; text: string };

export function useBookingFlow<O extends BookableOffer>(config: BookingFlowConfig<O>) {
  const book = useBook(config.kind);
  const joinWaitlist = useJoinWaitlist(config.kind);
  const leaveWaitlist = useLeaveWaitlist(config.kind);
  const [signUpId, setSignUpId] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<{ offerId: string; child: FamilyChild } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const signUpOffer = config.offers.find((o) => o.id === signUpId);
  const cancelOffer = config.offers.find((o) => o.id === cancelling?.offerId);
  const signUpRef = signUpOffer && {
    kind: config.kind === 'trainings' ? ('training' as const) : ('camp' as const),
    offerId: signUpOffer.id,
  };
  const signUpOpened = useOpenedOnce(Boolean(signUpOffer));
  const cancelOpened = useOpenedOnce(Boolean(cancelling && cancelOffer));

  const dialogs = (
    <Suspense fallback={null}>
      {signUpOpened && (
        <SignUpDialog
          open={Boolean(signUpOffer)}
          onOpenChange={(open) => !open && setSignUpId(null)}
          offerName={signUpOffer ? config.offerName(signUpOffer) : ''}
          familyChildren={config.familyChildren}
          registrations={signUpOffer?.registrations ?? []}
          seatsLeft={signUpOffer?.seatsLeft ?? 0}
          waitlist={signUpOffer?.waitlist ?? []}
          errorText={(error) => bookingErrorText(error, config.kind)}
          // The price quote's and the questions' paths name the kind in the singular (decisions 053, 055); the
          // dialog loads both itself.
          priceOffer={signUpRef}
          questionOffer={signUpRef}
          onLeaveWaitlist={async (child) => {
            if (!signUpOffer) return;
            setSignUpId(null);
            try {
              await leaveWaitlist.mutateAsync({ offerId: signUpOffer.id, childId: child.id });
              setNotice({ tone: 'success', text: waitlistMessages.left });
            } catch (error) {
              setNotice({ tone: 'error', text: bookingErrorText(error, config.kind) });
            }
          }}
          onSubmit={async (childIds, answers) => {
            if (!signUpOffer) return;
            if (signUpOffer.seatsLeft <= 0) {
              const { entries } = await joinWaitlist.mutateAsync({
                offerId: signUpOffer.id,
                childIds,
                answers,
              });
              setSignUpId(null);
              setNotice({ tone: 'success', text: waitlistMessages.joined(entries.map((e) => e.place)) });
              return;
            }
            await book.mutateAsync({ offerId: signUpOffer.id, childIds, answers });
            setSignUpId(null);
            setNotice({
              tone: 'success',
              text: `${signUpMessages.booked(childIds.length)} ${signUpMessages.paymentHint}`,
            });
          }}
          onUnregister={(child) => {
            setSignUpId(null);
            if (signUpOffer) setCancelling({ offerId: signUpOffer.id, child });
          }}
        />
      )}
      {cancelOpened && (
        <ConfirmDialog
          open={Boolean(cancelling && cancelOffer)}
          onOpenChange={(open) => !open && setCancelling(null)}
          title={cancelDialogMessages.title}
          confirmLabel={cancelDialogMessages.confirm}
          description={cancelling && cancelOffer ? config.cancelPreview(cancelOffer, cancelling.child) : null}
          onConfirm={async () => {
            if (!cancelling || !cancelOffer) return;
            // A failure closes the dialog too and shows the spec's text on the page, like every booking error.
            try {
              setNotice({ tone: 'success', text: await config.cancel(cancelOffer, cancelling.child) });
            } catch (error) {
              setNotice({ tone: 'error', text: cancelErrorText(error) });
            }
          }}
        />
      )}
    </Suspense>
  );

  return {
    /** Opens the sign-up dialog of an offer. */
    signUp: (offerId: string) => {
      setNotice(null);
      setSignUpId(offerId);
    },
    notice,
    /** Shows a notice of another action on the same cards (a training's absence report). */
    notify: setNotice,
    dismissNotice: () => setNotice(null),
    dialogs,
  };
}
