import { registrationMessages as m, waitlistMessages as w } from '@domain/messages/offer-cards';
import { Badge, Button } from '../../ui';

/**
 * "Anmelden" while seats remain, "Auf die Warteliste" once the offer is full, "Anmeldung bearbeiten" once a child of the family is registered (to add another
 * or to cancel), nothing but a note once sign-up has closed.
 */
export function OfferAction({
  open,
  registered,
  seatsLeft,
  waitlistOpen = true,
  label,
  onSignUp,
}: {
  open: boolean;
  registered: boolean;
  seatsLeft: number;
  /** Whether a full offer still takes children onto its waitlist (a training's closes at its cutoff). */
  waitlistOpen?: boolean;
  /** Names the offer for screen readers ("Anmelden: TIZ Training, Samstag, 09.05.2026"). */
  label: string;
  onSignUp: () => void;
}) {
  if (!open) return <Badge tone="neutral">{m.closed}</Badge>;
  if (registered) {
    return (
      <Button variant="secondary" onClick={onSignUp} aria-label={`${m.edit}: ${label}`}>
        {m.edit}
      </Button>
    );
  }
  if (seatsLeft <= 0 && !waitlistOpen) return <Badge tone="neutral">{w.fullClosed}</Badge>;
  if (seatsLeft <= 0) {
    // Full: the dialog puts the chosen children on the waitlist (issue 16).
    return (
      <Button variant="secondary" onClick={onSignUp} aria-label={`${w.join}: ${label}`}>
        {w.join}
      </Button>
    );
  }
  return (
    <Button onClick={onSignUp} aria-label={`${m.enrol}: ${label}`}>
      {m.enrol}
    </Button>
  );
}
