import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deleteAction, editAction, RowActions } from './row-actions';

function Row({ onEdit = vi.fn(), onDelete = vi.fn() }: { onEdit?: () => void; onDelete?: () => void }) {
  return (
    <>
      <button type="button">Davor</button>
      <RowActions
        name="Lena Muster"
        actions={[
          editAction('Bearbeiten', onEdit),
          false,
          deleteAction('Löschen', onDelete),
          { label: 'QR-Rechnung', download: '/api/qr/1' },
        ]}
      />
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Aktionen für Lena Muster' });

describe('RowActions', () => {
  it('is one button named for its row, the menu closed', () => {
    render(<Row />);
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Bearbeiten/ })).not.toBeInTheDocument();
  });

  it('opens with Enter on its first item, moves with the arrow keys and runs the chosen action', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(<Row onEdit={onEdit} onDelete={onDelete} />);
    await user.tab();
    await user.tab();
    expect(trigger()).toHaveFocus();

    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Aktionen für Lena Muster' });
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Bearbeiten', 'Löschen', 'QR-Rechnung']);
    await waitFor(() => expect(items[0]).toHaveFocus());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Löschen' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledOnce();
    expect(onEdit).not.toHaveBeenCalled();
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    // Focus is back on the button, so a dialog the action opens gives it back there when it closes.
    expect(trigger()).toHaveFocus();
  });

  it('opens with Space and with ArrowDown too, and Escape closes it without running anything', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    render(<Row onEdit={onEdit} />);
    trigger().focus();

    await user.keyboard(' ');
    expect(await screen.findByRole('menu')).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger()).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menu')).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(onEdit).not.toHaveBeenCalled();
  });

  it('runs an action chosen with the pointer', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    render(<Row onEdit={onEdit} />);
    await user.click(trigger());
    await user.click(await screen.findByRole('menuitem', { name: 'Bearbeiten' }));
    expect(onEdit).toHaveBeenCalledOnce();
  });

  it('offers a file as a download link', async () => {
    const user = userEvent.setup();
    render(<Row />);
    await user.click(trigger());
    const link = await screen.findByRole('menuitem', { name: 'QR-Rechnung' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/api/qr/1');
    expect(link).toHaveAttribute('download');
  });

  it('draws nothing for a row without actions', () => {
    const { container } = render(<RowActions name="Lena Muster" actions={[false, null]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
