import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { errorText } from '../lib/api';
import {
  AlertMessage,
  Button,
  PageHeader,
  PageSpinner,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '../ui';

// The frame of every back-office list page: the title with its "add" button, the notice of what the last action did
// (dismissable, cleared when the admin starts the next action), then the list in its states: loading, failed,
// empty, or its rows. A new page is mostly its query, its columns and its dialogs.

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

/** The page's notice; `clearing(open)` is `open` that first clears it, for the buttons that start an action. */
export function usePageNotice() {
  const [notice, setNotice] = useState<string | null>(null);
  const clearing =
    <A extends unknown[]>(open: (...args: A) => void) =>
    (...args: A) => {
      setNotice(null);
      open(...args);
    };
  return { notice, setNotice, clearing };
}

export function AdminListPage({
  title,
  description,
  add,
  actions,
  notice,
  children,
}: {
  title: string;
  description?: ReactNode;
  /** The header's "add" button. */
  add?: { label: string; onClick: () => void };
  /** Further buttons in the header, before the "add" button. */
  actions?: ReactNode;
  notice: ReturnType<typeof usePageNotice>;
  children: ReactNode;
}) {
  const buttons = (actions || add) && (
    <>
      {actions}
      {add && <AddButton label={add.label} onClick={add.onClick} />}
    </>
  );
  return (
    <>
      <PageHeader title={title} description={description} actions={buttons} />
      <PageNotice notice={notice.notice} onDismiss={() => notice.setNotice(null)} />
      {children}
    </>
  );
}

/** A list in its states: a spinner while it loads, the catalogue text when it failed, `empty` or its rows. */
export function ListContent<T>({
  query,
  items,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown };
  /** The loaded rows; undefined while there are none yet. */
  items: T[] | undefined;
  /** Shown when the list is loaded and has no rows. */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <>
      {query.isPending && <PageSpinner />}
      {query.isError && <AlertMessage tone="error">{errorText(query.error)}</AlertMessage>}
      {items?.length === 0 && empty}
      {items && items.length > 0 && children(items)}
    </>
  );
}

/** The tab of a list of offers. */
export type When = 'upcoming' | 'past';

/** Kommende / Vergangene over a list of offers; the list is drawn in the chosen tab only. */
export function UpcomingPastTabs({
  when,
  onChange,
  labels,
  children,
}: {
  when: When;
  onChange: (when: When) => void;
  labels: Record<When, string>;
  /** The list of the chosen tab. */
  children: ReactNode;
}) {
  return (
    <Tabs value={when} onValueChange={(value) => onChange(value as When)}>
      <TabsList className="max-w-sm">
        <TabsTrigger value="upcoming">{labels.upcoming}</TabsTrigger>
        <TabsTrigger value="past">{labels.past}</TabsTrigger>
      </TabsList>
      <TabsContent value="upcoming">{when === 'upcoming' && children}</TabsContent>
      <TabsContent value="past">{when === 'past' && children}</TabsContent>
    </Tabs>
  );
}
