import { trainerMessages as m } from '@domain/messages/trainer';
import { NOTE_MAX } from '@domain/trainers/trainer-api';
import { useId, useState } from 'react';
import { Button } from '../../ui';

/** The trainers' note on a child, folded away until opened; saving an empty note removes it. */
export function NoteEditor({
  name,
  note,
  saving,
  onSave,
}: {
  name: string;
  note: string | null;
  saving: boolean;
  onSave: (note: string) => void;
}) {
  const [text, setText] = useState(note ?? '');
  const id = useId();
  return (
    <details className="text-sm">
      <summary className="cursor-pointer py-2 text-stone-700">
        {m.note}
        {note ? `: ${note}` : ''}
      </summary>
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onSave(text);
        }}
      >
        <label htmlFor={id} className="font-medium text-stone-800">
          {m.noteFor(name)}
        </label>
        <textarea
          id={id}
          value={text}
          maxLength={NOTE_MAX}
          rows={2}
          onChange={(event) => setText(event.target.value)}
          className="rounded-lg border border-stone-300 px-3 py-2 text-base"
        />
        <Button type="submit" variant="secondary" loading={saving}>
          {m.saveNote}
        </Button>
      </form>
    </details>
  );
}
