import { shellMessages } from '@domain/messages/shell';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { AlertMessage, Button } from '../ui';

const t = shellMessages.routeError;

/**
 * Shown when a page throws or its code cannot be loaded (typically right after a new version was deployed):
 * a reload fetches the current files.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('[route]', error);
  }, [error]);
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <AlertMessage tone="error" title={t.title}>
        <p>{t.text}</p>
      </AlertMessage>
      <Button className="mt-4" onClick={() => window.location.reload()}>
        {t.reload}
      </Button>
    </div>
  );
}
