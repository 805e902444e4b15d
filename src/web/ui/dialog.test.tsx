import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button, ConfirmDialog, Dialog } from './index';

// WCAG 2.4.3: closing a dialog gives focus back to the button that opened it, not to the page body. Our dialogs open
// from state, without a Radix trigger, so this is ours to keep.

// One dialog, opened from a button per row, as on the children page.
function EditChild() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Lena bearbeiten</Button>
      <Button onClick={() => setOpen(true)}>Noah bearbeiten</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Kind bearbeiten"
        footer={
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Abbrechen
          </Button>
        }
      >
        <label>
          Vorname <input name="firstName" />
        </label>
      </Dialog>
    </>
  );
}

function DeleteChild() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Kind löschen</Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Kind löschen?"
        description="Lena wird gelöscht."
        onConfirm={() => setOpen(false)}
      />
    </>
  );
}

// What the dialog sees when a confirmation it opened has not yet registered as the dialog above (Radix does that in
// an effect, which may run after the browser painted): an alertdialog in the page that Radix does not know of.
function WithConfirmationAbove() {
  return (
    <>
      <EditChild />
      <p>Seite</p>
      <div role="alertdialog" aria-label="Kind abmelden">
        <button type="button">Abmelden</button>
      </div>
    </>
  );
}

async function openWith(name: string, role: 'dialog' | 'alertdialog', by: 'click' | 'keyboard' = 'click') {
  const user = userEvent.setup();
  const opener = screen.getByRole('button', { name });
  if (by === 'click') await user.click(opener);
  else {
    opener.focus();
    await user.keyboard('{Enter}');
  }
  const dialog = await screen.findByRole(role);
  // Radix moved focus into the dialog: the return below is the dialog's doing, not focus that never left.
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return { user, opener };
}

async function expectClosedWithFocusOn(opener: HTMLElement, role: 'dialog' | 'alertdialog') {
  await waitFor(() => expect(screen.queryByRole(role)).not.toBeInTheDocument());
  await waitFor(() => expect(opener).toHaveFocus());
}

describe('Dialog gives focus back to its opener', () => {
  it('when closed with Escape', async () => {
    render(<EditChild />);
    const { user, opener } = await openWith('Lena bearbeiten', 'dialog');
    await user.keyboard('{Escape}');
    await expectClosedWithFocusOn(opener, 'dialog');
  });

  it('when closed with Schliessen', async () => {
    render(<EditChild />);
    const { user, opener } = await openWith('Lena bearbeiten', 'dialog');
    await user.click(screen.getByRole('button', { name: 'Schliessen' }));
    await expectClosedWithFocusOn(opener, 'dialog');
  });

  it('when closed with its own Abbrechen button', async () => {
    render(<EditChild />);
    const { user, opener } = await openWith('Lena bearbeiten', 'dialog');
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await expectClosedWithFocusOn(opener, 'dialog');
  });

  it('returns to whichever button opened it this time, also when opened with the keyboard', async () => {
    render(<EditChild />);
    const first = await openWith('Lena bearbeiten', 'dialog');
    await first.user.keyboard('{Escape}');
    await expectClosedWithFocusOn(first.opener, 'dialog');
    const second = await openWith('Noah bearbeiten', 'dialog', 'keyboard');
    await second.user.keyboard('{Escape}');
    await expectClosedWithFocusOn(second.opener, 'dialog');
  });
});

describe('ConfirmDialog gives focus back to its opener', () => {
  it('when closed with Escape', async () => {
    render(<DeleteChild />);
    const { user, opener } = await openWith('Kind löschen', 'alertdialog');
    await user.keyboard('{Escape}');
    await expectClosedWithFocusOn(opener, 'alertdialog');
  });

  it('when closed with Abbrechen', async () => {
    render(<DeleteChild />);
    const { user, opener } = await openWith('Kind löschen', 'alertdialog');
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await expectClosedWithFocusOn(opener, 'alertdialog');
  });
});

describe('Dialog and a press outside it', () => {
  it('stays open when the press is inside another dialog', async () => {
    render(<WithConfirmationAbove />);
    await openWith('Lena bearbeiten', 'dialog');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.pointer({
      keys: '[MouseLeft]',
      target: screen.getByRole('button', { name: 'Abmelden', hidden: true }),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('dialog', { name: 'Kind bearbeiten' })).toBeInTheDocument();
  });

  it('closes on a press on the page beside it', async () => {
    render(<WithConfirmationAbove />);
    await openWith('Lena bearbeiten', 'dialog');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByText('Seite') });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Kind bearbeiten' })).not.toBeInTheDocument(),
    );
  });
});
