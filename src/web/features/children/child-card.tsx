import type { ChildView } from '@domain/children/children-api';
import { healthInfoMessages, photoConsentMessages } from '@domain/messages/child-data';
import { childrenMessages } from '@domain/messages/family';
import { personName } from '@domain/people/person-name';
import { formatDate } from '@domain/time';
import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Card } from '../../ui';
import { ChildAhv } from './child-ahv';

export function childName(child: Pick<ChildView, 'firstName' | 'lastName'>): string {
  return personName(child);
}

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-stone-100 py-1.5 last:border-0 sm:block">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="text-base text-stone-900 tabular-nums">{value || childrenMessages.noValue}</dd>
    </div>
  );
}

interface ChildCardProps {
  child: ChildView;
  onEdit: () => void;
  onDelete: () => void;
}

export function ChildCard({ child, onEdit, onDelete }: ChildCardProps) {
  return (
    <Card
      title={childName(child)}
      actions={
        <>
          <Button
            variant="secondary"
            size="sm"
            icon={<Pencil aria-hidden="true" className="size-4" />}
            onClick={onEdit}
          >
            {childrenMessages.edit}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            icon={<Trash2 aria-hidden="true" className="size-4" />}
            onClick={onDelete}
          >
            {childrenMessages.delete}
          </Button>
        </>
      }
    >
      <dl className="grid gap-x-6 sm:grid-cols-3">
        <Detail label={childrenMessages.dateOfBirth} value={formatDate(child.dateOfBirth)} />
        <Detail label={childrenMessages.clubName} value={child.clubName} />
        <Detail label={childrenMessages.level} value={child.level} />
        <Detail
          label={childrenMessages.jerseySize}
          value={child.jerseySize ? String(child.jerseySize) : null}
        />
        <Detail label={childrenMessages.ahv} value={<ChildAhv child={child} />} />
        <Detail
          label={photoConsentMessages.cardLabel}
          value={photoConsentMessages.cardValue(child.photoConsentFamily, child.photoConsentNews)}
        />
        <Detail
          label={healthInfoMessages.cardLabel}
          value={child.hasHealthInfo ? healthInfoMessages.cardStored : healthInfoMessages.cardNone}
        />
      </dl>
    </Card>
  );
}
