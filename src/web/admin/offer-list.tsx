import { adminOfferTrainersMessages } from '@domain/messages/trainer';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '../ui';
import { ListContent, UpcomingPastTabs, type usePageNotice, type When } from './admin-list-page';
import { Pager } from './pager';
import { ParticipantsDialog, type ParticipantsOffer } from './participants/participants-dialog';
import { OfferTrainersDialog, type TrainersTarget } from './trainers/offer-trainers-dialog';

// What the trainings and the camps pages share (admin-back-office.md section 2): the offers upcoming first and past
// reachable, paged by the server, and on every offer its participants panel and "Trainer zuweisen". How an offer is
// drawn, edited and deleted stays with its page.

/** The chosen tab and page; choosing the other tab starts again on its first page. */
export function useOfferPaging() {
  const [when, setWhen] = useState<When>('upcoming');
  const [page, setPage] = useState(1);
  const changeWhen = (next: When) => {
    setWhen(next);
    setPage(1);
  };
  return { when, page, setPage, changeWhen };
}

interface OfferListTexts extends Record<When, string> {
  emptyUpcoming: string;
  emptyPast: string;
  listLabel: (tab: string) => string;
}

/**
 * Kommende / Vergangene with the chosen tab's offers in their states and the pager under them; `children` draws the
 * loaded offers under the list's label. `paging` is left out while the pager cannot be drawn yet.
 */
export function OfferTabs<T>({
  paging,
  query,
  items,
  texts,
  emptyIcon,
  pages,
  children,
}: {
  paging: ReturnType<typeof useOfferPaging>;
  query: { isPending: boolean; isError: boolean; error: unknown };
  items: T[] | undefined;
  texts: OfferListTexts;
  emptyIcon: LucideIcon;
  /** What the pager knows of the pages after this one; undefined draws no pager. */
  pages: { pages?: number; hasMore?: boolean } | undefined;
  children: (items: T[], label: string) => ReactNode;
}) {
  const { when, page, setPage, changeWhen } = paging;
  return (
    <UpcomingPastTabs when={when} onChange={changeWhen} labels={texts}>
      <ListContent
        query={query}
        items={items}
        empty={
          <EmptyState icon={emptyIcon} title={when === 'upcoming' ? texts.emptyUpcoming : texts.emptyPast} />
        }
      >
        {(loaded) => children(loaded, texts.listLabel(texts[when]))}
      </ListContent>
      {pages && <Pager page={page} {...pages} onPage={setPage} />}
    </UpcomingPastTabs>
  );
}

/**
 * The participants panel and "Trainer zuweisen" of the offers of one kind: `onParticipants` and `onTrainers` open
 * them for an offer (clearing the page's notice), `panels` draws them. Saved trainers are told in the page's notice.
 */
export function useOfferPanels<T, RemoveAnswer>(
  notice: ReturnType<typeof usePageNotice>,
  of: { participants: (offer: T) => ParticipantsOffer<RemoveAnswer>; trainers: (offer: T) => TrainersTarget },
) {
  const [showing, setShowing] = useState<T | null>(null);
  const [staffing, setStaffing] = useState<TrainersTarget | null>(null);
  const panels = (
    <>
      <OfferTrainersDialog
        target={staffing}
        onClose={() => setStaffing(null)}
        onSaved={(target) => {
          setStaffing(null);
          notice.setNotice(adminOfferTrainersMessages.saved(target.name));
        }}
      />
      <ParticipantsDialog
        offer={showing ? of.participants(showing) : null}
        onClose={() => setShowing(null)}
      />
    </>
  );
  return {
    onParticipants: notice.clearing(setShowing),
    onTrainers: notice.clearing((offer: T) => setStaffing(of.trainers(offer))),
    panels,
  };
}
