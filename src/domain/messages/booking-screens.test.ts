import { describe, expect, it } from 'vitest';
import {
  bookingErrorMessages,
  dashboardTrainingMessages,
  scheduleMessages,
  signUpMessages,
} from './booking-screens';

// Texts parent-portal.md quotes (sections 2, 5 and 8), verbatim.
describe('texts quoted by the spec', () => {
  it.each([
    { text: scheduleMessages.trainingsHeading, quoted: 'Die nächsten TIZ Trainings' },
    { text: scheduleMessages.campsHeading, quoted: 'Bevorstehende Camps' },
    { text: scheduleMessages.noTrainings, quoted: 'Keine kommenden Trainings gefunden.' },
    { text: scheduleMessages.noCamps, quoted: 'Keine kommenden Camps gefunden.' },
    { text: dashboardTrainingMessages.title, quoted: 'Nächste TIZ Training' },
    { text: signUpMessages.cancel, quoted: 'Abbrechen' },
    { text: signUpMessages.unregister, quoted: 'Abmelden' },
    { text: signUpMessages.submit(2), quoted: '2 Kind(er) anmelden' },
    {
      text: bookingErrorMessages.trainingFailed('Ausgebucht.'),
      quoted: 'Buchung fehlgeschlagen (fn_rsvp_confirm_guarded). Bitte Setup prüfen. Details: Ausgebucht.',
    },
    {
      text: bookingErrorMessages.campFailed('x'),
      quoted: 'Buchung fehlgeschlagen. Bitte Setup prüfen. Details: x',
    },
    { text: bookingErrorMessages.bookingFallback, quoted: 'Anmeldung fehlgeschlagen.' },
    { text: bookingErrorMessages.cancelCutoff, quoted: 'Abmeldung fehlgeschlagen (Cutoff 20h?).' },
    { text: bookingErrorMessages.cancelFallback, quoted: 'Abmeldung fehlgeschlagen.' },
  ])('$quoted', ({ text, quoted }) => {
    expect(text).toBe(quoted);
  });

  it('names the seats that remain when a booking is refused as full', () => {
    expect(bookingErrorMessages.fullyBooked(0)).toBe('Ausgebucht: Es sind keine Plätze mehr frei.');
    expect(bookingErrorMessages.fullyBooked(1)).toBe('Ausgebucht: Es ist nur noch 1 Platz frei.');
    expect(bookingErrorMessages.fullyBooked(4)).toBe('Ausgebucht: Es sind nur noch 4 Plätze frei.');
  });
});
