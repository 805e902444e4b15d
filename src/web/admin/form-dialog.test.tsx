import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { DialogForm, FormDialog, saveRefusal, useSave } from './form-dialog';

/** A save the test settles by hand, to see the form while it runs. */
function deferred() {
  const handle = {} as { promise: Promise<void>; resolve: () => void; reject: (error: unknown) => void };
  handle.promise = new Promise<void>((resolve, reject) => Object.assign(handle, { resolve, reject }));
  return handle;
}

function NameForm({
  save,
  onClose,
  onSaved,
}: {
  save: () => Promise<void>;
  onClose: () => void;
  onSaved: () => void;
}) {
  const saving = useSave(saveRefusal('Fehler beim Aktualisieren des Kindes'));
  const [pending, setPending] = useState(false);
  return (
    <DialogForm
      onSubmit={async (event) => {
        event.preventDefault();
        setPending(true);
        await saving.attempt(async () => {
          await save();
          onSaved();
        });
        setPending(false);
      }}
      error={saving.error}
      pending={pending}
      submitLabel="Speichern"
      onCancel={onClose}
    >
      <label>
        Vorname <input name="firstName" defaultValue="Lena" />
      </label>
    </DialogForm>
  );
}

function Page({ save, onSaved = vi.fn() }: { save: () => Promise<void>; onSaved?: () => void }) {
  const [editing, setEditing] = useState<{ id: string } | null>({ id: 'lena' });
  return (
    <FormDialog editing={editing} onClose={() => setEditing(null)} title="Kind bearbeiten">
      {(child) => <NameForm key={child.id} save={save} onClose={() => setEditing(null)} onSaved={onSaved} />}
    </FormDialog>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Kind bearbeiten' });

describe('FormDialog', () => {
  it("shows the server's German refusal from its code and stays open for another try", async () => {
    const user = userEvent.setup();
    render(<Page save={() => Promise.reject(new ApiError('CONFLICT', 409))} />);
    await user.click(within(dialog()).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog()).findByText('Die Daten wurden inzwischen geändert. Bitte erneut versuchen.'),
    ).toBeVisible();
    expect(within(dialog()).queryByText('Fehler beim Aktualisieren des Kindes')).not.toBeInTheDocument();
  });

  it("shows the form's own text for a failure the server could not explain", async () => {
    const user = userEvent.setup();
    render(<Page save={() => Promise.reject(new ApiError('INTERNAL', 500))} />);
    await user.click(within(dialog()).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog()).findByText('Fehler beim Aktualisieren des Kindes')).toBeVisible();
  });

  it('keeps both buttons still while saving, clears the last error and reports the save', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const first = deferred();
    const second = deferred();
    const save = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    render(<Page save={save} onSaved={onSaved} />);

    await user.click(within(dialog()).getByRole('button', { name: 'Speichern' }));
    expect(within(dialog()).getByRole('button', { name: 'Speichern' })).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog()).getByRole('button', { name: 'Abbrechen' })).toBeDisabled();
    first.reject(new ApiError('NOT_FOUND', 404));
    expect(await within(dialog()).findByText('Nicht gefunden.')).toBeVisible();

    await user.click(within(dialog()).getByRole('button', { name: 'Speichern' }));
    expect(within(dialog()).queryByText('Nicht gefunden.')).not.toBeInTheDocument();
    second.resolve();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
  });

  it('closes with Abbrechen and draws its form only while open', async () => {
    const user = userEvent.setup();
    render(<Page save={() => Promise.resolve()} />);
    await user.click(within(dialog()).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Vorname')).not.toBeInTheDocument();
  });
});
