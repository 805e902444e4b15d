import type { JsCoursePreview } from '@domain/attendance/attendance-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { activeTrainer } from '../../testing/offers';
import { JsCourseButton } from './js-course-dialog';

configure({ asyncUtilTimeout: 5_000 });

const LUCA = '22222222-2222-4222-8222-222222222222';
const preview: JsCoursePreview = {
  trainings: [{ id: 't1', title: 'TIZ Training', startsAt: '2026-05-09T08:00:00.000Z' }],
  participants: [
    { childId: 'c1', firstName: 'Lena', lastName: 'Muster', hasAhv: true },
    { childId: 'c2', firstName: 'Noah', lastName: 'Keller', hasAhv: false },
  ],
};

const api = fakeApi();
beforeAll(() => api.start('/admin/trainings'));
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  api.on('GET /api/admin/trainers', () => ({
    status: 200,
    body: { trainers: [activeTrainer(LUCA, 'Luca')] },
  }));
  api.on('GET /api/admin/trainings/js-course', () => ({ status: 200, body: preview }));
});

async function openDialog() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <JsCourseButton />
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'J+S-Export' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'J+S-Export eines Kurses' }) };
}

describe('the J+S course export', () => {
  it('previews the course, marks children without AHV and links the file with the same query', async () => {
    const { user, dialog } = await openDialog();
    const from = within(dialog).getByLabelText('Von');
    const to = within(dialog).getByLabelText('Bis');
    await user.clear(from);
    await user.type(from, '2026-05-01');
    await user.clear(to);
    await user.type(to, '2026-05-31');
    await user.selectOptions(within(dialog).getByLabelText('Ausbildner'), LUCA);

    const query = `from=2026-05-01&to=2026-05-31&type=TIZ&trainerId=${LUCA}`;
    await waitFor(() => expect(api.sent('GET', `/api/admin/trainings/js-course?${query}`)).toBeDefined());
    expect(await within(dialog).findByText('1 Training, 2 Kinder')).toBeInTheDocument();
    const noah = within(within(dialog).getByRole('list', { name: 'Teilnehmende des Kurses' })).getByText(
      'Noah Keller',
    );
    expect(noah.parentElement).toHaveTextContent('Keine AHV-Nummer');
    expect(within(dialog).getByRole('link', { name: 'CSV herunterladen' })).toHaveAttribute(
      'href',
      `/api/admin/trainings/js-course.csv?${query}`,
    );
  });

  it('needs a type or a trainer, and a range in order, before it asks the server', async () => {
    const { user, dialog } = await openDialog();
    await user.selectOptions(within(dialog).getByLabelText('Trainingsart'), '');
    expect(
      await within(dialog).findByText('Bitte eine Trainingsart oder einen Ausbildner wählen.'),
    ).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Trainingsart'), '1:1');
    const to = within(dialog).getByLabelText('Bis');
    await user.clear(to);
    await user.type(to, '2000-01-01');
    expect(
      await within(dialog).findByText('Bitte einen gültigen Zeitraum wählen (Von vor Bis).'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'CSV herunterladen' })).toBeNull();
    expect(
      api.received.filter((r) => r.url.includes('type=1%3A1') && r.url.includes('to=2000-01-01')),
    ).toEqual([]);
  });
});
