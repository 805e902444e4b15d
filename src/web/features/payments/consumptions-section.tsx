import { paymentsPageMessages as m } from '@domain/messages/payment-screens';
import type { ConsumptionView } from '@domain/payments/payments-api';
import { useState } from 'react';
import { Button, Card } from '../../ui';
import { childLabel, payableWhen } from './payment-display';

/** Shown at first, and at most after "Mehr anzeigen" (parent-portal.md section 2). */
const COLLAPSED = 2;
const EXPANDED = 5;

/** The latest credits spent: two, or up to five on expand. */
export function ConsumptionsSection({ consumptions }: { consumptions: ConsumptionView[] }) {
  const [expanded, setExpanded] = useState(false);
  const shown = consumptions.slice(0, expanded ? EXPANDED : COLLAPSED);
  return (
    <Card title={m.consumptionsTitle} titleAs="h2">
      {consumptions.length === 0 ? (
        <p className="text-sm text-stone-600">{m.noConsumptions}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={m.consumptionsTitle}>
          {shown.map((c) => (
            <li key={c.id} className="flex flex-wrap justify-between gap-2 border-b border-stone-100 pb-2">
              <span className="text-stone-900">
                {childLabel(c.childName)} · {c.title}
              </span>
              <span className="text-sm text-stone-700">
                {payableWhen({ kind: 'training', title: c.title, date: c.date })} · {m.creditsUsed(c.qty)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {consumptions.length > COLLAPSED && (
        <Button variant="ghost" size="sm" className="mt-2" onClick={() => setExpanded((v) => !v)}>
          {expanded ? m.showLess : m.showMore}
        </Button>
      )}
    </Card>
  );
}
