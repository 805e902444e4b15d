import { shellMessages } from '@domain/messages/shell';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../ui';

// Edit and delete of a row in the admin tables: icon buttons (named for screen readers and on hover) in a table
// row, labelled buttons on the cards below 1024 px.

interface RowActionProps {
  /** What the button does to which row, e.g. 'Bearbeiten: Sara Meier'. */
  label: string;
  text: string;
  compact: boolean;
  onClick: () => void;
}

export function EditButton({ label, text, compact, onClick }: RowActionProps) {
  return (
    <Button
      size="sm"
      variant="secondary"
      icon={<Pencil aria-hidden="true" className="size-4" />}
      aria-label={label}
      title={compact ? label : undefined}
      onClick={onClick}
    >
      {compact ? null : text}
    </Button>
  );
}

export function DeleteButton({ label, text = shellMessages.ui.delete, compact, onClick }: RowActionProps) {
  return (
    <Button
      size="sm"
      variant="secondary"
      icon={<Trash2 aria-hidden="true" className="size-4" />}
      aria-label={label}
      title={compact ? label : undefined}
      onClick={onClick}
    >
      {compact ? null : text}
    </Button>
  );
}
