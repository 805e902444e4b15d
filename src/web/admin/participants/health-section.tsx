import { participantsHealthMessages as m } from '@domain/messages/child-data';
import { personName } from '@domain/people/person-name';
import { HeartPulse, Printer } from 'lucide-react';
import { useState } from 'react';
import { participantsPrintPath } from '../../lib/paths';
import { AlertMessage, Button, buttonClasses, PageSpinner } from '../../ui';
import { HealthInfoText } from './health-info-text';
import { useParticipantsHealth } from './health-queries';
import type { PanelOffer } from './participants-queries';

// The participants panel's emergency and health information (issue 18, decision 038): hidden until the admin asks
// for it (the server records every read), and the printable list of the training or camp.

export function HealthSection({ offer, title }: { offer: PanelOffer; title: string }) {
  const [open, setOpen] = useState(false);
  const health = useParticipantsHealth(offer, open);
  return (
    <section aria-label={m.heading} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-stone-900">{m.heading}</h3>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            icon={<HeartPulse aria-hidden="true" className="size-4" />}
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? m.hide : m.show}
          </Button>
          <a
            className={buttonClasses('secondary', 'sm')}
            href={participantsPrintPath(offer.kind, offer.id, title)}
            target="_blank"
            rel="noopener"
          >
            <Printer aria-hidden="true" className="size-4" />
            {m.printList}
          </a>
        </div>
      </div>
      {open && (
        <>
          <p className="text-sm text-stone-600">{m.shownNote}</p>
          {health.isPending && <PageSpinner />}
          {health.isError && <AlertMessage tone="error">{m.loadFailed}</AlertMessage>}
          {health.data?.length === 0 && <p className="text-sm text-stone-600">{m.empty}</p>}
          {health.data && health.data.length > 0 && (
            <ul
              aria-label={m.listLabel}
              className="divide-y divide-stone-100 rounded-xl border border-stone-200"
            >
              {health.data.map((p) => (
                <li key={p.childId} aria-label={personName(p)} className="flex flex-col gap-1 px-3 py-2">
                  <p className="font-medium text-stone-900">{personName(p)}</p>
                  <HealthInfoText info={p.healthInfo} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
