import type { OfferKind } from '@domain/attendance/attendance-api';
import type { ParticipantHealth } from '@domain/bookings/participants-health';
import { trainerMessages as m } from '@domain/messages/trainer';
import { personName } from '@domain/people/person-name';
import { HeartPulse } from 'lucide-react';
import { useState } from 'react';
import { AlertMessage, Button } from '../../ui';
import { fetchHealth } from './trainer-queries';

// The participants' emergency contacts and health notes (decision 038): read from the server only when the trainer
// opens them, each read audited there, and kept in this component alone (never in the query cache or storage).
export function HealthPanel({ kind, offerId }: { kind: OfferKind; offerId: string }) {
  const [participants, setParticipants] = useState<ParticipantHealth[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);

  const open = async () => {
    setLoading(true);
    setFailed(false);
    try {
      setParticipants((await fetchHealth(kind, offerId)).participants);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  if (!participants) {
    return (
      <div className="flex flex-col gap-2">
        <Button
          variant="secondary"
          size="lg"
          icon={<HeartPulse aria-hidden="true" className="size-5" />}
          loading={loading}
          onClick={() => void open()}
        >
          {m.showHealth}
        </Button>
        <p className="text-sm text-stone-600">{m.healthHint}</p>
        {failed && <AlertMessage tone="error">{m.healthFailed}</AlertMessage>}
      </div>
    );
  }
  return (
    <section aria-label={m.healthTitle} className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 className="mb-2 text-base font-semibold text-stone-900">{m.healthTitle}</h2>
      <ul className="flex flex-col gap-3">
        {participants.map((p) => (
          <li key={p.childId}>
            <p className="font-medium text-stone-900">{personName(p)}</p>
            {p.healthInfo ? (
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-stone-700">
                {p.healthInfo.emergencyContactName && (
                  <>
                    <dt className="font-medium">{m.emergencyContact}</dt>
                    <dd>
                      {p.healthInfo.emergencyContactName}{' '}
                      {p.healthInfo.emergencyContactPhone && (
                        <a
                          className="underline"
                          href={`tel:${p.healthInfo.emergencyContactPhone.replace(/\s/g, '')}`}
                        >
                          {p.healthInfo.emergencyContactPhone}
                        </a>
                      )}
                    </dd>
                  </>
                )}
                {p.healthInfo.allergies && (
                  <>
                    <dt className="font-medium">{m.allergies}</dt>
                    <dd>{p.healthInfo.allergies}</dd>
                  </>
                )}
                {p.healthInfo.medication && (
                  <>
                    <dt className="font-medium">{m.medication}</dt>
                    <dd>{p.healthInfo.medication}</dd>
                  </>
                )}
              </dl>
            ) : (
              <p className="text-sm text-stone-600">{m.healthNone}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
