import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UpdateBanner } from './update-banner';
import { FakeWorker, fakeUpdateController } from './update-controller.fake';

async function withUpdateReady() {
  const fake = fakeUpdateController();
  fake.serve('1.0.0+new');
  fake.registration.next = new FakeWorker();
  await fake.controller.checkNow();
  return fake;
}

describe('update banner', () => {
  it('stays away while there is nothing new', async () => {
    const fake = fakeUpdateController();
    await fake.controller.checkOnLoad();
    render(<UpdateBanner controller={fake.controller} />);
    expect(screen.queryByText('Update verfügbar')).toBeNull();
  });

  it('"Jetzt aktualisieren" hands over to the new worker and reloads', async () => {
    const fake = await withUpdateReady();
    render(<UpdateBanner controller={fake.controller} />);
    expect(screen.getByRole('heading', { name: 'Update verfügbar' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt aktualisieren' }));
    expect(fake.registration.waiting!.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    fake.takeControl();
    await vi.waitFor(() => expect(fake.reload).toHaveBeenCalledTimes(1));
  });

  it('shows the reload failure when the new version does not take over', async () => {
    const fake = await withUpdateReady();
    render(<UpdateBanner controller={fake.controller} />);
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt aktualisieren' }));
    expect(await screen.findByText(/konnte nicht neu geladen werden/)).toBeVisible();
    expect(fake.reload).not.toHaveBeenCalled();
  });

  it('can be dismissed', async () => {
    const fake = await withUpdateReady();
    render(<UpdateBanner controller={fake.controller} />);
    await userEvent.click(screen.getByRole('button', { name: 'Update-Hinweis schliessen' }));
    expect(screen.queryByText('Update verfügbar')).toBeNull();
  });
});
