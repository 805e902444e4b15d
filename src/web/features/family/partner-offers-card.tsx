import type { PartnerOffer, PartnerOfferAnswer } from '@domain/children/children-api';
import { partnerOfferMessages } from '@domain/messages/family';
import { useState } from 'react';
import { errorText } from '../../lib/api';
import { AlertMessage, Button, Card } from '../../ui';
import { useSecondParent, useSecondParentActions } from './family-queries';

// The in-app notice of an offer to link this parent as second parent (decision 012), on the profile and the
// dashboard: who asks, what accepting shares, Annehmen / Ablehnen. Hidden while there is nothing to answer.

type Notice = { tone: 'success' | 'info' | 'error'; text: string };

export function PartnerOffersCard() {
  const state = useSecondParent();
  const [notice, setNotice] = useState<Notice | null>(null);
  const offers = state.data?.offers ?? [];
  if (offers.length === 0 && !notice) return null;

  return (
    <Card title={partnerOfferMessages.title}>
      {offers.length > 0 && (
        <ul className="flex flex-col gap-4">
          {offers.map((offer) => (
            <OfferItem key={offer.id} offer={offer} onNotice={setNotice} />
          ))}
        </ul>
      )}
      {notice && (
        <AlertMessage
          tone={notice.tone}
          className={offers.length > 0 ? 'mt-4' : undefined}
          onDismiss={() => setNotice(null)}
        >
          {notice.text}
        </AlertMessage>
      )}
    </Card>
  );
}

function OfferItem({ offer, onNotice }: { offer: PartnerOffer; onNotice: (notice: Notice | null) => void }) {
  const { answer } = useSecondParentActions();
  const [sent, setSent] = useState<PartnerOfferAnswer | null>(null);
  const headline = partnerOfferMessages.notice(offer.from.name);

  const run = async (verb: PartnerOfferAnswer) => {
    onNotice(null);
    setSent(verb);
    try {
      await answer.mutateAsync({ offerId: offer.id, answer: verb });
      onNotice(
        verb === 'accept'
          ? { tone: 'success', text: partnerOfferMessages.accepted(offer.from.name) }
          : { tone: 'info', text: partnerOfferMessages.declined },
      );
    } catch (error) {
      onNotice({ tone: 'error', text: partnerOfferMessages.error(errorText(error)) });
    }
  };

  return (
    <li aria-label={headline} className="flex flex-col gap-2">
      <p className="font-medium break-words text-stone-900">{headline}</p>
      {offer.from.name !== offer.from.email && (
        <p className="text-sm break-words text-stone-600">{offer.from.email}</p>
      )}
      <p className="text-sm text-stone-700">{partnerOfferMessages.explanation}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => run('accept')}
          loading={answer.isPending && sent === 'accept'}
          disabled={answer.isPending}
        >
          {partnerOfferMessages.accept}
        </Button>
        <Button
          variant="secondary"
          onClick={() => run('decline')}
          loading={answer.isPending && sent === 'decline'}
          disabled={answer.isPending}
        >
          {partnerOfferMessages.decline}
        </Button>
      </div>
    </li>
  );
}
