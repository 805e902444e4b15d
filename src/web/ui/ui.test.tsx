import { errorMessages } from '@domain/errors';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { Button, Checkbox, ConfirmDialog, Input, Select } from './index';

describe('Input', () => {
  it('is labelled, and an error marks it invalid and describes it', () => {
    render(
      <Input label="Vorname" name="firstName" required error="Bitte Vorname ausfüllen." hint="Wie im Pass" />,
    );
    const input = screen.getByRole('textbox', { name: /Vorname/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Wie im Pass Bitte Vorname ausfüllen.');
  });

  it('is valid without an error', () => {
    render(<Input label="Mobile" />);
    expect(screen.getByRole('textbox', { name: 'Mobile' })).not.toHaveAttribute('aria-invalid');
  });
});

describe('Select and Checkbox', () => {
  it('label their native controls', async () => {
    render(
      <>
        <Select label="Grösse" options={[{ value: '140', label: '140' }]} />
        <Checkbox label="AGB akzeptieren" error="Bitte rechtliches akzeptieren." />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Grösse' })).toHaveDisplayValue('Bitte wählen');
    const box = screen.getByRole('checkbox', { name: 'AGB akzeptieren' });
    expect(box).toHaveAccessibleDescription('Bitte rechtliches akzeptieren.');
    await userEvent.click(screen.getByText('AGB akzeptieren'));
    expect(box).toBeChecked();
  });
});

describe('Button', () => {
  it('is disabled and busy while loading', () => {
    render(<Button loading>Speichern</Button>);
    const button = screen.getByRole('button', { name: 'Speichern' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});

function DeleteChild({ onConfirm }: { onConfirm: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Kind löschen</Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Kind löschen?"
        description="Lena wird mit allen Anmeldungen gelöscht."
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('opens with title and description, focus on Abbrechen, and closes when the action succeeds', async () => {
    const user = userEvent.setup();
    let deleted = 0;
    render(<DeleteChild onConfirm={async () => deleted++} />);
    await user.click(screen.getByRole('button', { name: 'Kind löschen' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Kind löschen?' });
    expect(dialog).toHaveAccessibleDescription('Lena wird mit allen Anmeldungen gelöscht.');
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deleted).toBe(1);
  });

  it('stays open with the catalogue text when the action fails', async () => {
    const user = userEvent.setup();
    render(
      <DeleteChild
        onConfirm={async () => {
          throw new ApiError('FORBIDDEN', 403);
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Kind löschen' }));
    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessages.FORBIDDEN);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('closes without acting on Abbrechen', async () => {
    const user = userEvent.setup();
    let deleted = 0;
    render(<DeleteChild onConfirm={async () => deleted++} />);
    await user.click(screen.getByRole('button', { name: 'Kind löschen' }));
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleted).toBe(0);
  });
});

describe('Button asChild', () => {
  it('gives its single child the button look, adds the child class and calls both click handlers', async () => {
    const clicks: string[] = [];
    render(
      <Button asChild variant="secondary" size="sm" onClick={() => clicks.push('button')}>
        <a
          href="/login"
          className="extra"
          onClick={(event) => {
            event.preventDefault();
            clicks.push('link');
          }}
        >
          Login
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Login' });
    expect(link).toHaveAttribute('href', '/login');
    expect(link).toHaveClass('inline-flex', 'h-9', 'bg-white', 'extra');
    expect(screen.queryByRole('button')).toBeNull();
    await userEvent.click(link);
    expect(clicks).toEqual(['link', 'button']);
  });
});
