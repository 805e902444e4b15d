import { FLYER_MIME_TYPES } from '@domain/camps/camp-form';
import { adminCampsMessages as m } from '@domain/messages/admin-camps';
import { Trash2 } from 'lucide-react';
import { cx } from '../../lib/cx';
import { Button, Field } from '../../ui';
import { controlClasses } from '../../ui/field';

// The camp form's flyer: the current one (a thumbnail linking to it, and "Flyer löschen") and a file input for a
// new one, which the form uploads once the camp is saved.

export function FlyerField({
  campName,
  currentUrl,
  error,
  onChoose,
  onDelete,
}: {
  campName: string;
  /** The stored flyer's address; null when the camp has none. */
  currentUrl: string | null;
  error: string | null;
  onChoose: (file: File | null) => void;
  onDelete: () => void;
}) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-stone-200 p-3">
      <legend className="px-1 text-sm font-medium text-stone-800">{m.flyer}</legend>
      {currentUrl && (
        <div className="flex items-center gap-3">
          <a href={currentUrl} target="_blank" rel="noreferrer" className="shrink-0">
            <img
              src={currentUrl}
              alt={`${m.flyerCurrent}: ${campName}`}
              className="h-20 w-14 rounded-md border border-stone-200 object-cover"
            />
          </a>
          <div className="flex flex-col items-start gap-1">
            <p className="text-sm text-stone-700">{m.flyerReplaceHint}</p>
            <Button
              size="sm"
              variant="secondary"
              icon={<Trash2 aria-hidden="true" className="size-4" />}
              onClick={onDelete}
            >
              {m.flyerDelete}
            </Button>
          </div>
        </div>
      )}
      <Field label={m.flyerFile} hint={m.flyerHint} error={error ?? undefined}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept={FLYER_MIME_TYPES.join(',')}
            className={cx(
              controlClasses,
              'py-2 file:mr-3 file:rounded-md file:border-0 file:bg-stone-100 file:px-3 file:py-1 file:text-sm file:font-medium file:text-stone-800',
            )}
            onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
          />
        )}
      </Field>
    </fieldset>
  );
}
