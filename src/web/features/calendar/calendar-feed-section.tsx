import type { CreatedCalendarLinkResponse } from '@domain/calendar/calendar-feed-api';
import { calendarFeedMessages as m } from '@domain/messages/calendar';
import { formatDate } from '@domain/time';
import { CalendarPlus, Copy } from 'lucide-react';
import { useState } from 'react';
import { errorText } from '../../lib/api';
import { copyText } from '../../lib/clipboard';
import { AlertMessage, Button, buttonClasses, Card, ConfirmDialog, Input, Spinner } from '../../ui';
import { useCalendarLink, useCalendarLinkActions } from './calendar-link-queries';

type Notice = { tone: 'success' | 'error'; text: string };

/**
 * /profile "Kalender abonnieren" (issue 16): make the private feed address, copy it or open it in the calendar app
 * (webcal), make a new one or end the subscription. The address is shown only right after it is made: the server
 * keeps nothing but its hash (decision 030).
 */
export function CalendarFeedSection() {
  const state = useCalendarLink();
  const { create, revoke } = useCalendarLinkActions();
  const [created, setCreated] = useState<CreatedCalendarLinkResponse | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState<'renew' | 'revoke' | null>(null);
  const link = state.data?.link ?? null;

  const makeLink = async () => {
    setNotice(null);
    const answer = await create.mutateAsync();
    setCreated(answer);
    setNotice({ tone: 'success', text: m.created });
  };

  const createFirst = async () => {
    try {
      await makeLink();
    } catch (error) {
      setNotice({ tone: 'error', text: m.actionFailed(errorText(error)) });
    }
  };

  const copy = async (url: string) => {
    try {
      await copyText(url);
      setNotice({ tone: 'success', text: m.copied });
    } catch {
      setNotice({ tone: 'error', text: m.copyFailed });
    }
  };

  const endSubscription = async () => {
    await revoke.mutateAsync();
    setCreated(null);
    setNotice({ tone: 'success', text: m.revoked });
  };

  return (
    <Card title={m.title}>
      <div className="flex flex-col gap-3">
        <p className="text-stone-800">{m.intro}</p>
        {state.isPending ? (
          <Spinner size="sm" />
        ) : state.isError ? (
          <AlertMessage tone="error">{m.loadFailed}</AlertMessage>
        ) : created ? (
          <div className="flex flex-col gap-3">
            <Input
              label={m.urlLabel}
              value={created.url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => copy(created.url)}>
                <Copy aria-hidden="true" className="size-4" />
                {m.copy}
              </Button>
              <a href={created.webcalUrl} className={buttonClasses('secondary')}>
                <CalendarPlus aria-hidden="true" className="size-4" />
                {m.openInApp}
              </a>
            </div>
          </div>
        ) : link ? (
          <div className="flex flex-col gap-1">
            <p className="text-stone-800">{m.active(formatDate(new Date(link.createdAt)))}</p>
            <p className="text-sm text-stone-600">{m.hiddenAfterCreation}</p>
          </div>
        ) : (
          <p className="text-stone-800">{m.none}</p>
        )}
        {notice && (
          <AlertMessage tone={notice.tone} onDismiss={() => setNotice(null)}>
            {notice.text}
          </AlertMessage>
        )}
        {state.isSuccess && (
          <div className="flex flex-wrap gap-2">
            {link ? (
              <>
                <Button variant="secondary" onClick={() => setConfirming('renew')}>
                  {m.renew}
                </Button>
                <Button variant="ghost" onClick={() => setConfirming('revoke')}>
                  {m.revoke}
                </Button>
              </>
            ) : (
              <Button onClick={createFirst} loading={create.isPending}>
                {m.create}
              </Button>
            )}
          </div>
        )}
        <p className="text-sm text-stone-600">{m.privacy}</p>
      </div>
      <ConfirmDialog
        open={confirming === 'renew'}
        onOpenChange={(open) => setConfirming(open ? 'renew' : null)}
        title={m.renewTitle}
        description={m.renewConfirm}
        confirmLabel={m.renewAction}
        tone="primary"
        onConfirm={makeLink}
      />
      <ConfirmDialog
        open={confirming === 'revoke'}
        onOpenChange={(open) => setConfirming(open ? 'revoke' : null)}
        title={m.revokeTitle}
        description={m.revokeConfirm}
        confirmLabel={m.revoke}
        onConfirm={endSubscription}
      />
    </Card>
  );
}
