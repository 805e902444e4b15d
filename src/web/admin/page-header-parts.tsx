import { Plus } from 'lucide-react';
import { AlertMessage, Button } from '../ui';

// The parts every back-office list page puts under its title: the "add" button of the header and the notice of
// what the last action did (dismissable, cleared when the admin starts the next action).

export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button icon={<Plus aria-hidden="true" className="size-5" />} onClick={onClick}>
      {label}
    </Button>
  );
}

export function PageNotice({ notice, onDismiss }: { notice: string | null; onDismiss: () => void }) {
  if (!notice) return null;
  return (
    <AlertMessage tone="success" className="mb-4" onDismiss={onDismiss}>
      {notice}
    </AlertMessage>
  );
}
