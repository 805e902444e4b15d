import type { FamilyChild } from '@domain/bookings/contracts';
import type { FamilyOfferQuestions } from '@domain/questions/questions-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { brandingQueryKey } from '../../lib/branding';
import { createQueryClient } from '../../lib/query-client';
import { SignUpDialog, type SignUpDialogProps } from './sign-up-dialog';

// The sign-up dialog's questions (decision 055): asked per ticked child, a required one blocks the button, the
// answers go with the booking; a booked child's answers are shown with "Antworten ändern" until the cutoff.

const CAMP = '99999999-9999-4999-8999-999999999999';
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
const swim = {
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  label: 'Kann schwimmen?',
  kind: 'YES_NO' as const,
  options: [],
  required: true,
  adminOnly: false,
};
const diet = {
  id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  label: 'Ernährung',
  kind: 'SEVERAL_OF' as const,
  options: ['Vegetarisch', 'Laktosefrei'],
  required: false,
  adminOnly: false,
};

function renderDialog(data: FamilyOfferQuestions) {
  const onSubmit = vi.fn<SignUpDialogProps['onSubmit']>().mockResolvedValue(undefined);
  const client = createQueryClient();
  client.setQueryData(brandingQueryKey, { termsUrl: 'https://example.ch/agb' });
  client.setQueryData(['offer-questions', 'camp', CAMP], data);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SignUpDialog
          open
          onOpenChange={() => {}}
          offerName="Sommercamp"
          familyChildren={[lena, noah]}
          registrations={[{ childId: lena.id, registeredAt: '2026-05-01T08:00:00.000Z', payment: null }]}
          seatsLeft={7}
          waitlist={[]}
          onLeaveWaitlist={vi.fn()}
          onSubmit={onSubmit}
          onUnregister={vi.fn()}
          errorText={() => 'Fehler'}
          questionOffer={{ kind: 'camp', offerId: CAMP }}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onSubmit, dialog: screen.getByRole('dialog') };
}

const given = { [lena.id]: { [swim.id]: { value: true, text: 'Ja', questionLabel: 'Kann schwimmen?' } } };

describe('the questions in the sign-up dialog', () => {
  it('asks them per ticked child and keeps the button disabled until the required one is answered', async () => {
    const { dialog, onSubmit } = renderDialog({ questions: [swim, diet], answers: given, open: true });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Noah Muster' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Geschäftsbedingungen/ }));
    const questions = within(dialog).getByRole('region', { name: 'Fragen zu Noah Muster' });
    const submit = within(dialog).getByRole('button', { name: '1 Kind(er) anmelden' });
    expect(submit).toBeDisabled();
    expect(within(dialog).getByText('Bitte alle Pflichtfragen (*) beantworten.')).toBeVisible();

    await userEvent.click(within(questions).getByRole('checkbox', { name: 'Laktosefrei' }));
    expect(submit).toBeDisabled();
    await userEvent.click(within(questions).getByRole('radio', { name: 'Nein' }));
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith([noah.id], {
      [noah.id]: { [swim.id]: false, [diet.id]: ['Laktosefrei'] },
    });
  });

  it('shows a booked child’s answers with "Antworten ändern" while the offer is open', async () => {
    const open = renderDialog({ questions: [swim, diet], answers: given, open: true });
    expect(within(open.dialog).getByText('Kann schwimmen?:')).toBeVisible();
    expect(within(open.dialog).getByText('Ja')).toBeVisible();
    await userEvent.click(within(open.dialog).getByRole('button', { name: 'Antworten ändern: Lena Muster' }));
    expect(within(open.dialog).getByRole('radio', { name: 'Ja' })).toBeChecked();
    expect(within(open.dialog).getByRole('button', { name: 'Antworten speichern' })).toBeEnabled();
  });

  it('offers no change after the cutoff', () => {
    const { dialog } = renderDialog({ questions: [swim], answers: given, open: false });
    expect(within(dialog).queryByRole('button', { name: /Antworten ändern/ })).toBeNull();
    expect(
      within(dialog).getByText('Die Antworten können nach dem Anmeldeschluss nicht mehr geändert werden.'),
    ).toBeVisible();
  });
});
