import { shellMessages } from '@domain/messages/shell';
import { Component, type ReactNode } from 'react';
import { AlertMessage, Button } from '../ui';

const t = shellMessages.routeError;

/**
 * Shown when a page throws or its code cannot be loaded (typically right after a new version was deployed):
 * a reload fetches the current files.
 */
function RouteError() {
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

/**
 * Catches what its children throw while rendering and shows RouteError instead. Keyed by the page's address where it
 * is used, so moving to another page starts it afresh.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[route]', error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
