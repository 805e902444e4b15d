import { offerQuestionErrorMessages } from './messages/offer-question-errors';
import { secondFactorErrorMessages } from './messages/second-factor-errors';
import { shellErrorMessages } from './messages/shell-errors';
import { signInErrorMessages } from './messages/sign-in-errors';

// The error texts of the portal's codes (every code but the back office's own, in admin-error-messages.ts): the web
// loads these with its shell and the back office's with the back office (decision 028). errors.ts joins both.
export const portalErrorMessages = {
  BAD_REQUEST: 'Ungültige Eingabe.',
  // A NUL character, which PostgreSQL stores in no text (http/read-json-body.ts).
  INVALID_CHARACTER: 'Die Eingabe enthält ein unzulässiges Zeichen.',
  VALIDATION: 'Bitte Eingaben prüfen.',
  UNAUTHENTICATED: 'Nicht eingeloggt',
  FORBIDDEN: 'Keine Berechtigung für diese Aktion.',
  NOT_FOUND: 'Nicht gefunden.',
  CONFLICT: 'Die Daten wurden inzwischen geändert. Bitte erneut versuchen.',
  RATE_LIMITED: 'Zu viele Versuche. Bitte warten Sie einige Minuten.',
  ...shellErrorMessages,
  // The edges (issue 11): what every request meets before a feature.
  PAYLOAD_TOO_LARGE: 'Die gesendeten Daten sind zu gross.',
  UNSUPPORTED_MEDIA_TYPE: 'Die Daten müssen als JSON gesendet werden.',
  CROSS_SITE_REQUEST: 'Diese Anfrage kam nicht von dieser Website und wurde abgelehnt.',
  // Children and second parent (issue 4)
  CHILD_HAS_HISTORY:
    'Dieses Kind kann nicht gelöscht werden, weil es bereits Anmeldungen oder Zahlungen hat. Bitte kontaktieren Sie uns.',
  PARTNER_OWN_EMAIL: 'Bitte die E-Mail-Adresse des anderen Elternteils eingeben, nicht Ihre eigene.',
  FAMILY_ALREADY_LINKED: 'Es besteht bereits eine Verknüpfung. Bitte heben Sie diese zuerst auf.',
  // Second-parent consent (issue 11). No code tells whether an e-mail has an account or is linked elsewhere.
  PARTNER_OFFER_CLOSED: 'Diese Anfrage ist nicht mehr offen.',
  // Sign-in and profile (issue 3). CODE_WRONG / CODE_INVALID carry details.attempts: the web shows
  // authMessages.wrongCode(n) / invalidCode(n).
  INVALID_EMAIL: signInErrorMessages.invalidEmail,
  ACCOUNT_CREATION_FAILED: signInErrorMessages.accountCreationFailed,
  RESEND_TOO_SOON: 'Bitte warten Sie noch etwas, bevor Sie einen neuen Code anfordern.',
  MAIL_UNAVAILABLE: signInErrorMessages.mailUnavailable,
  CODE_WRONG: 'Falscher Code.',
  CODE_INVALID: 'Ungültiger Code.',
  CODE_EXPIRED: signInErrorMessages.codeExpired,
  CODE_LOCKED: signInErrorMessages.tooManyFailures,
  CODE_GUARDED: signInErrorMessages.codeGuarded,
  // The mail's link in a browser that did not request the code: the page asks "Als … anmelden?" (decision 013).
  SIGN_IN_CONFIRM: 'Bitte bestätigen Sie die Anmeldung in diesem Browser.',
  PROFILE_INCOMPLETE: 'Bitte vervollständigen Sie zuerst Ihr Profil.',
  // The admin's second factor and passkeys (issue 18): SECOND_FACTOR_REQUIRED sends the web to the factor page.
  ...secondFactorErrorMessages,
  // Trainings and camps (issue 5). FULLY_BOOKED carries details.seatsLeft: the web shows
  // bookingErrorMessages.fullyBooked(n) (messages/booking-screens.ts).
  FULLY_BOOKED: 'Ausgebucht: Es sind nicht mehr genug Plätze frei.',
  ALREADY_REGISTERED_TRAINING: 'Dieses Kind ist bereits für das Training angemeldet.',
  ALREADY_REGISTERED_CAMP: 'Dieses Kind ist bereits für das Camp angemeldet.',
  NOT_REGISTERED: 'Dieses Kind ist nicht (mehr) angemeldet.',
  TRAINING_CLOSED: 'Dieses Training hat bereits begonnen oder ist vorbei.',
  ABSENCE_AFTER_START:
    'Das Training hat bereits begonnen: eine Abwesenheit kann nur bis zum Trainingsbeginn gemeldet werden.',
  CAMP_CLOSED: 'Dieses Camp hat bereits begonnen oder ist vorbei.',
  // Waitlist (issue 16): joining is only for a full offer, until a promotion can no longer happen.
  WAITLIST_SEATS_FREE: 'Es sind noch Plätze frei: Bitte melden Sie Ihr Kind direkt an.',
  WAITLIST_CLOSED: 'Die Warteliste ist geschlossen: Es rückt niemand mehr nach.',
  ALREADY_WAITLISTED: 'Dieses Kind steht bereits auf der Warteliste.',
  NOT_WAITLISTED: 'Dieses Kind steht nicht (mehr) auf der Warteliste.',
  // Shop (issue 7). ORDER_INVALID carries details.problems (OrderProblem[]): the web shows each problem's message.
  ORDER_INVALID: 'Die Bestellung ist nicht gültig. Bitte Angaben prüfen.',
  // Payments and credit packs (issue 6). The web shows the spec's own texts for the pay actions
  // (paymentMessages.paymentLinkFailed / packLinkFailed / creditFailed); these are the server's reasons.
  CREDIT_NOT_APPLICABLE: 'Konnte Guthaben nicht anwenden.',
  PAYMENT_NOT_PAYABLE: 'Diese Zahlung ist nicht mehr offen.',
  PAYMENT_PROVIDER_ERROR: 'Der Zahlungsanbieter ist nicht erreichbar. Bitte später erneut versuchen.',
  PAYMENT_NOT_REFUNDABLE: 'Nur bezahlte Zahlungen können erstattet werden.',
  CHECKOUT_CLOSED: 'Diese Zahlung ist bereits abgeschlossen.',
  // Back office (issue 12). CAPACITY_BELOW_BOOKINGS carries details.registered, TRAINING_HAS_BOOKINGS
  // details.registrations: the web shows the admin catalogue's texts with the numbers.
  AHV_NOT_STORED: 'Keine AHV-Nummer verfügbar.',
  CAPACITY_BELOW_BOOKINGS: 'Die Kapazität darf nicht kleiner sein als die Anzahl der Anmeldungen.',
  TRAINING_HAS_BOOKINGS:
    'Dieses Training hat noch Anmeldungen. Beim Löschen werden alle Kinder abgemeldet: bitte bestätigen.',
  // Camps in the back office. CAMP_HAS_BOOKINGS carries details.registrations; the flyer's two refusals
  // (admin-error-messages.ts) are the spec's texts (admin-back-office.md section 5).
  CAMP_HAS_BOOKINGS:
    'Dieses Camp hat noch Anmeldungen. Beim Löschen werden alle Kinder abgemeldet: bitte bestätigen.',
  // Push (issue 25): an endpoint another account holds is not moved; the web subscribes this browser anew.
  PUSH_DEVICE_TAKEN: 'Dieses Gerät erhält bereits die Benachrichtigungen eines anderen Kontos.',
  // Account deletion (issue 18, decision 037): refused while bookings are ahead or money is open.
  ACCOUNT_DELETION_BLOCKED:
    'Das Konto kann noch nicht gelöscht werden: Es gibt anstehende Anmeldungen oder offene Zahlungen.',
  // Questions per offer (decision 055).
  ...offerQuestionErrorMessages,
} as const satisfies Record<string, string>;
