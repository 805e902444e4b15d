import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { AdminTable } from '../admin-table';
import { BulkActionButton } from './bulk-actions';
import { BulkBar } from './bulk-bar';
import type { BulkOutcome } from './bulk-confirm-dialog';
import { SelectPageBox, SelectRowCell } from './select-boxes';
import { useSelection } from './use-selection';

// The selection kit (decision 056): rows picked one by one, a page, or all matches of the filter (sent as the
// filter); the selection empties when the filter changes; an action runs only after its dry run was confirmed.

const PAGE = ['a', 'b', 'c'];

function List({
  run,
  onDone = vi.fn(),
}: {
  run: (o: { dryRun: boolean; expectedCount?: number }) => Promise<BulkOutcome>;
  onDone?: (s: string) => void;
}) {
  const [q, setQ] = useState('');
  const selection = useSelection<{ q: string }, string>({ filter: { q }, rows: PAGE, total: 7 });
  return (
    <>
      <button type="button" onClick={() => setQ('neu')}>
        Filter ändern
      </button>
      <output data-testid="request">{JSON.stringify(selection.request())}</output>
      <BulkBar selection={selection}>
        <BulkActionButton label="Als bar bezahlt markieren" run={run} onDone={onDone} />
      </BulkBar>
      <AdminTable caption="Zeilen" columns={['Name']} selectBox={<SelectPageBox selection={selection} />}>
        {PAGE.map((id) => (
          <tr key={id}>
            <SelectRowCell className="" selection={selection} id={id} name={`Kind ${id}`} />
            <td>Kind {id}</td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}

function renderList(run = vi.fn<(o: { dryRun: boolean; expectedCount?: number }) => Promise<BulkOutcome>>()) {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <List run={run} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { run, onDone, user: userEvent.setup() };
}

const request = () => JSON.parse(screen.getByTestId('request').textContent ?? '');
const bar = () => screen.getByRole('region', { name: 'Aktionen für die Auswahl' });

describe('the selection kit', () => {
  it('selects one row, then the page, then all matches, which it sends as the filter', async () => {
    const { user } = renderList();
    expect(screen.queryByRole('region', { name: 'Aktionen für die Auswahl' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Kind b auswählen' }));
    expect(within(bar()).getByText('1 ausgewählt')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Alle Zeilen dieser Seite auswählen' })).toHaveProperty(
      'indeterminate',
      true,
    );
    expect(request()).toEqual({ ids: ['b'] });

    await user.click(screen.getByRole('checkbox', { name: 'Alle Zeilen dieser Seite auswählen' }));
    expect(within(bar()).getByText('3 ausgewählt')).toBeInTheDocument();
    await user.click(within(bar()).getByRole('button', { name: 'Alle 7 Treffer auswählen' }));
    expect(within(bar()).getByText('Alle 7 Treffer ausgewählt')).toBeInTheDocument();
    expect(request()).toEqual({ filter: { q: '' } });

    // Unticking one row of "all matches" keeps the rest of what is shown.
    await user.click(screen.getByRole('checkbox', { name: 'Kind a auswählen' }));
    expect(request()).toEqual({ ids: ['b', 'c'] });
  });

  it('empties the selection when the filter changes', async () => {
    const { user } = renderList();
    await user.click(screen.getByRole('checkbox', { name: 'Kind a auswählen' }));
    await user.click(screen.getByRole('button', { name: 'Filter ändern' }));
    expect(request()).toEqual({ ids: [] });
    expect(screen.getByRole('checkbox', { name: 'Kind a auswählen' })).not.toBeChecked();
  });

  it('shows the dry run’s sentence and runs with the confirmed count only when confirmed', async () => {
    const run = vi.fn(async ({ dryRun }: { dryRun: boolean }) => ({
      count: 3,
      summary: dryRun
        ? '3 Zahlungen werden als bar bezahlt markiert'
        : '3 Zahlungen wurden als bar bezahlt markiert',
    }));
    const { user, onDone } = renderList(run);
    await user.click(screen.getByRole('checkbox', { name: 'Alle Zeilen dieser Seite auswählen' }));
    await user.click(within(bar()).getByRole('button', { name: 'Als bar bezahlt markieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Als bar bezahlt markieren' });
    expect(
      await within(dialog).findByText('3 Zahlungen werden als bar bezahlt markiert.'),
    ).toBeInTheDocument();
    expect(run).toHaveBeenCalledExactlyOnceWith({ dryRun: true });

    await user.click(within(dialog).getByRole('button', { name: 'Ausführen' }));
    expect(run).toHaveBeenLastCalledWith({ dryRun: false, expectedCount: 3 });
    expect(onDone).toHaveBeenCalledWith('3 Zahlungen wurden als bar bezahlt markiert');
  });

  it('keeps the run off when the dry run refuses, and shows the reason of a refused run', async () => {
    const refusal = '1 der 3 ausgewählten Zahlungen ist nicht offen (1 bezahlt: Lena Muster).';
    const { user, run } = renderList();
    run.mockResolvedValueOnce({ count: 3, summary: '3 Zahlungen werden als bar bezahlt markiert', refusal });
    await user.click(screen.getByRole('checkbox', { name: 'Kind a auswählen' }));
    await user.click(within(bar()).getByRole('button', { name: 'Als bar bezahlt markieren' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Ausführen' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));

    run.mockResolvedValueOnce({ count: 1, summary: '1 Zahlung wird als bar bezahlt markiert' });
    run.mockRejectedValueOnce(new ApiError('BULK_REFUSED', 409, { reason: refusal }));
    await user.click(within(bar()).getByRole('button', { name: 'Als bar bezahlt markieren' }));
    const again = await screen.findByRole('dialog');
    await user.click(await within(again).findByRole('button', { name: 'Ausführen' }));
    expect(await within(again).findByText(refusal)).toBeInTheDocument();
  });
});
