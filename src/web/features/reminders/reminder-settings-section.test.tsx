import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { profilePageApi, renderProfilePage } from '../../testing/render-profile-page';

// The profile's "Erinnerungen" switch (issue 16): it shows the stored setting, saves a change with PUT and shows
// what was saved, and keeps the stored value when saving fails.

configure({ asyncUtilTimeout: 5_000 });

const api = profilePageApi();

const section = async () =>
  (await screen.findByRole('heading', { name: 'Erinnerungen' })).closest('section') as HTMLElement;
const mailSwitch = async () =>
  within(await section()).findByRole('checkbox', { name: 'Erinnerungen per E-Mail erhalten' });

describe('/profile "Erinnerungen"', () => {
  it('shows the stored setting and switches reminder mails off and on again', async () => {
    let stored = true;
    api.on('GET /api/reminders/settings', () => ({ status: 200, body: { mailReminders: stored } }));
    api.on('PUT /api/reminders/settings', (body) => {
      stored = (body as { mailReminders: boolean }).mailReminders;
      return { status: 200, body: { mailReminders: stored } };
    });
    const user = userEvent.setup();
    renderProfilePage();
    const box = await mailSwitch();
    await waitFor(() => expect(box).toBeChecked());

    await user.click(box);
    expect(
      await within(await section()).findByText('✅ Erinnerungen per E-Mail sind ausgeschaltet.'),
    ).toBeVisible();
    expect(api.sent('PUT', '/api/reminders/settings')?.body).toEqual({ mailReminders: false });
    expect(await mailSwitch()).not.toBeChecked();

    await user.click(await mailSwitch());
    expect(
      await within(await section()).findByText('✅ Erinnerungen per E-Mail sind eingeschaltet.'),
    ).toBeVisible();
    expect(api.sent('PUT', '/api/reminders/settings')?.body).toEqual({ mailReminders: true });
    expect(await mailSwitch()).toBeChecked();
  });

  it('keeps the stored setting and says why when saving fails', async () => {
    api.on('GET /api/reminders/settings', () => ({ status: 200, body: { mailReminders: true } }));
    api.on('PUT /api/reminders/settings', () => ({ status: 503, body: { error: { code: 'UNAVAILABLE' } } }));
    const user = userEvent.setup();
    renderProfilePage();
    const box = await mailSwitch();
    await waitFor(() => expect(box).toBeChecked());
    await user.click(box);
    expect(
      await within(await section()).findByText(
        '❌ Fehler: Der Dienst ist vorübergehend nicht erreichbar. Bitte später erneut versuchen.',
      ),
    ).toBeVisible();
    expect(await mailSwitch()).toBeChecked();
  });
});
