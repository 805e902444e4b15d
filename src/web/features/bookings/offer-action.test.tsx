import { registrationMessages, waitlistMessages } from '@domain/messages/booking-screens';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfferAction } from './offer-action';

// The card's one action: what a parent may do with the offer now, never a button the server would refuse.
describe('OfferAction', () => {
  const props = { open: true, registered: false, label: 'TIZ Training', onSignUp: () => {} };

  it('offers sign-up while seats remain', () => {
    render(<OfferAction {...props} seatsLeft={3} />);
    expect(screen.getByRole('button', { name: `${registrationMessages.enrol}: TIZ Training` })).toBeVisible();
  });

  it('offers the waitlist when full and the list is open', () => {
    render(<OfferAction {...props} seatsLeft={0} waitlistOpen />);
    expect(screen.getByRole('button', { name: `${waitlistMessages.join}: TIZ Training` })).toBeVisible();
  });

  it('says "Ausgebucht" without a button when full and the list has closed (a training past its cutoff)', () => {
    render(<OfferAction {...props} seatsLeft={0} waitlistOpen={false} />);
    expect(screen.getByText(waitlistMessages.fullClosed)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows only the closed note once sign-up has closed', () => {
    render(<OfferAction {...props} open={false} seatsLeft={0} />);
    expect(screen.getByText(registrationMessages.closed)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
