import { campConfirmationMessages as m } from '@domain/messages/camp-confirmation';
import { FileDown } from 'lucide-react';
import { callPath, pathOf } from '../../lib/api';
import { buttonClasses } from '../../ui';

/** A camp participant's confirmation PDF, as the family gets it (decision 054). */
export function CampConfirmationLink({
  campId,
  childId,
  name,
}: {
  campId: string;
  childId: string;
  name: string;
}) {
  const path = pathOf('GET /admin/camps/:campId/participants/:childId/confirmation.pdf');
  return (
    <a
      className={buttonClasses('secondary', 'sm')}
      href={`/api${callPath(path, { campId, childId }, undefined)}`}
      aria-label={m.downloadFor(name)}
      download
    >
      <FileDown aria-hidden="true" className="size-4" />
      PDF
    </a>
  );
}
