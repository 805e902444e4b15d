import type { ChildRegistration, FamilyChild } from '@domain/bookings/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { brandingQueryKey } from '../../lib/branding';
import { createQueryClient } from '../../lib/query-client';
import { bookingErrorText } from './booking-errors';
import { SignUpDialog, type SignUpDialogProps } from './sign-up-dialog';

const lena: FamilyChild = {
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Lena',
  lastName: 'Muster',
};
const noah: FamilyChild = {
  id: '22222222-2222-4222-8222-222222222222',
  firstName: 'Noah',
  lastName: 'Muster',
};
const mia: FamilyChild = { id: '33333333-3333-4333-8333-333333333333', firstName: 'Mia', lastName: 'Muster' };
const lenaRegistered: ChildRegistration = {
  childId: lena.id,
  registeredAt: '2026-05-01T08:00:00.000Z',
  payment: null,
};

function renderDialog(props: Partial<SignUpDialogProps> = {}) {
  const onSubmit = vi.fn<SignUpDialogProps['onSubmit']>().mockResolvedValue(undefined);
  const onUnregister = vi.fn();
  const onLeaveWaitlist = vi.fn();
  // The provider's terms link comes from /api/branding; seeded here, so nothing is fetched.
  const client = createQueryClient();
  client.setQueryData(brandingQueryKey, { termsUrl: 'https://example.ch/agb' });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SignUpDialog
          open
          onOpenChange={() => {}}
          offerName="TIZ Training, Samstag, 09.05.2026"
          familyChildren={[lena, noah, mia]}
          registrations={[lenaRegistered]}
          seatsLeft={7}
          waitlist={[]}
          onLeaveWaitlist={onLeaveWaitlist}
          onSubmit={onSubmit}
          onUnregister={onUnregister}
          errorText={(error) => bookingErrorText(error, 'trainings')}
          {...props}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onSubmit, onUnregister, onLeaveWaitlist, dialog: screen.getByRole('dialog') };
}

describe('the sign-up dialog', () => {
  it('lists registered children with Abmelden and the others as checkboxes', async () => {
    const { dialog, onUnregister } = renderDialog();
    expect(
      within(dialog).getByRole('heading', { name: 'Anmeldung: TIZ Training, Samstag, 09.05.2026' }),
    ).toBeVisible();
    expect(within(dialog).queryByRole('checkbox', { name: 'Lena Muster' })).toBeNull();
    expect(within(dialog).getByRole('checkbox', { name: 'Noah Muster' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Mia Muster' })).not.toBeChecked();
    expect(within(dialog).getByText('Noch 7 Plätze frei.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abmelden' }));
    expect(onUnregister).toHaveBeenCalledWith(lena);
  });

  it('enables "N Kind(er) anmelden" only once a child and the terms are ticked', async () => {
    const { dialog, onSubmit } = renderDialog();
    const submit = () => within(dialog).getByRole('button', { name: /Kind\(er\) anmelden$/ });
    expect(submit()).toHaveTextContent('0 Kind(er) anmelden');
    expect(submit()).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Noah Muster' }));
    expect(submit()).toHaveTextContent('1 Kind(er) anmelden');
    expect(submit()).toBeDisabled();

    const terms = within(dialog).getByRole('checkbox', {
      name: /Ich akzeptiere die Allgemeinen Geschäftsbedingungen/,
    });
    expect(terms).toBeRequired();
    expect(within(dialog).getByRole('link', { name: 'Allgemeinen Geschäftsbedingungen' })).toHaveAttribute(
      'href',
      'https://example.ch/agb',
    );
    await userEvent.click(terms);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Mia Muster' }));
    expect(submit()).toHaveTextContent('2 Kind(er) anmelden');
    expect(submit()).toBeEnabled();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Mia Muster' }));
    await userEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledWith([noah.id], { [noah.id]: {} });
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeVisible();
  });

  it('a full offer: the chosen children go on the waitlist, a waiting child shows its place and can leave', async () => {
    const { dialog, onSubmit, onLeaveWaitlist } = renderDialog({
      seatsLeft: 0,
      waitlist: [{ childId: mia.id, place: 3 }],
    });
    expect(
      within(dialog).getByText(/^Ausgebucht\. Sie können Ihre Kinder auf die Warteliste setzen/),
    ).toBeVisible();
    expect(within(dialog).getByText('Mia Muster · Warteliste: Platz 3')).toBeVisible();
    expect(within(dialog).queryByRole('checkbox', { name: 'Mia Muster' })).toBeNull();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Noah Muster' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Ich akzeptiere/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '1 Kind auf die Warteliste' }));
    expect(onSubmit).toHaveBeenCalledWith([noah.id], { [noah.id]: {} });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Von der Warteliste nehmen' }));
    expect(onLeaveWaitlist).toHaveBeenCalledWith(mia);
  });

  it('shows a refusal in German and stays open', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new ApiError('FULLY_BOOKED', 409, { seatsLeft: 1 }));
    const { dialog } = renderDialog({ onSubmit });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Noah Muster' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Geschäftsbedingungen/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '1 Kind(er) anmelden' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Ausgebucht: Es ist nur noch 1 Platz frei.',
      ),
    );
  });

  it('sends a family without children to Meine Kinder first', () => {
    const { dialog } = renderDialog({ familyChildren: [], registrations: [] });
    expect(
      within(dialog).getByText('Bitte fügen Sie zuerst unter «Meine Kinder» ein Kind hinzu.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Zu Meine Kinder' })).toHaveAttribute(
      'href',
      '/meine-kinder',
    );
    expect(within(dialog).queryByRole('button', { name: /anmelden$/ })).toBeNull();
  });
});

describe('booking error texts (spec section 8)', () => {
  it('names the seats left, keeps business refusals as they are, wraps the rest in the spec’s text', () => {
    expect(bookingErrorText(new ApiError('FULLY_BOOKED', 409, { seatsLeft: 0 }), 'trainings')).toBe(
      'Ausgebucht: Es sind keine Plätze mehr frei.',
    );
    expect(bookingErrorText(new ApiError('FULLY_BOOKED', 409, { seatsLeft: 3 }), 'camps')).toBe(
      'Ausgebucht: Es sind nur noch 3 Plätze frei.',
    );
    expect(bookingErrorText(new ApiError('ALREADY_REGISTERED_CAMP', 409), 'camps')).toBe(
      'Dieses Kind ist bereits für das Camp angemeldet.',
    );
    expect(bookingErrorText(new ApiError('INTERNAL', 500), 'trainings')).toBe(
      'Buchung fehlgeschlagen (fn_rsvp_confirm_guarded). Bitte Setup prüfen. Details: Ein unerwarteter Fehler ist aufgetreten. Versuchen Sie es bitte erneut.',
    );
    expect(bookingErrorText(new ApiError('UNAVAILABLE', 0), 'camps')).toMatch(
      /^Buchung fehlgeschlagen\. Bitte Setup prüfen\. Details: Der Dienst/,
    );
    expect(bookingErrorText(new Error('boom'), 'trainings')).toBe('Anmeldung fehlgeschlagen.');
  });
});
