import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeWorker, fakeUpdateController } from '../../pwa/update-controller.fake';
import { AppUpdatesSection } from './app-updates-section';

describe('profile: App-Updates', () => {
  it('shows the running version and confirms it is the newest', async () => {
    const fake = fakeUpdateController();
    render(<AppUpdatesSection controller={fake.controller} />);
    expect(screen.getByRole('heading', { name: 'App-Updates' })).toBeVisible();
    expect(screen.getByTestId('app-version')).toHaveTextContent('1.0.0+old');
    await userEvent.click(screen.getByRole('button', { name: 'Nach Updates suchen' }));
    expect(await screen.findByText('Sie haben bereits die neueste Version.')).toBeVisible();
    expect(fake.registration.updates).toBe(1);
  });

  it('reports a failed check', async () => {
    const fake = fakeUpdateController(new Error('offline'));
    render(<AppUpdatesSection controller={fake.controller} />);
    await userEvent.click(screen.getByRole('button', { name: 'Nach Updates suchen' }));
    expect(await screen.findByText('Fehler beim Prüfen auf Updates.')).toBeVisible();
  });

  it('finds a new version and reloads into it, or says the reload failed', async () => {
    const fake = fakeUpdateController();
    render(<AppUpdatesSection controller={fake.controller} />);
    fake.serve('1.0.0+new');
    fake.registration.next = new FakeWorker();
    expect(screen.queryByTestId('latest-version')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Nach Updates suchen' }));
    expect(await screen.findByText('Eine neue Version ist verfügbar.')).toBeVisible();
    expect(screen.getByTestId('latest-version')).toHaveTextContent('1.0.0+new');

    // The new worker does not take over in time: the parent learns it and can try again.
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt aktualisieren' }));
    expect(
      await screen.findByText('Die App konnte nicht neu geladen werden. Bitte schliessen und erneut öffnen.'),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Jetzt aktualisieren' }));
    fake.takeControl();
    await screen.findByRole('button', { name: 'Jetzt aktualisieren' });
    expect(fake.reload).toHaveBeenCalledTimes(1);
  });
});
