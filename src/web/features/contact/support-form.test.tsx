import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, startFakeApi } from '../../../../tests/helpers/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { currentDeviceFacts, describeDevice } from './device-summary';
import { SupportForm } from './support-form';

// The support form (parent-portal.md sections 5, 8 and 9): the problem is required, the smartphone field is
// prefilled from the browser, a failure reads "Fehler beim Senden: {message}", and after a success the form
// closes 3 s later.

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi('/kontakt');
});
afterAll(() => api.close());
beforeEach(() => api.reset());

function renderForm() {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SupportForm email="eltern@example.ch" onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

const problem = () => screen.getByRole('textbox', { name: /Problembeschreibung/ });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Support-Anfrage senden' }));

describe('support form', () => {
  it('asks for the problem and sends nothing without it; the smartphone comes from the browser', async () => {
    renderForm();
    const smartphone = screen.getByRole('textbox', { name: 'Smartphone' });
    expect(smartphone).toHaveValue(describeDevice(currentDeviceFacts()));
    expect((smartphone as HTMLInputElement).value).not.toBe('');

    await send();
    expect(await screen.findByText('Bitte beschreiben Sie Ihr Problem.')).toBeVisible();
    expect(api.received).toEqual([]);
  });

  it('shows "Fehler beim Senden: {message}" when the server fails, and keeps the text', async () => {
    api.on('POST /api/support', () => ({ status: 503, body: { error: { code: 'UNAVAILABLE' } } }));
    const onClose = renderForm();
    await userEvent.type(problem(), 'Die Zahlungen laden nicht.');
    await send();

    expect(
      await screen.findByText(
        'Fehler beim Senden: Der Dienst ist vorübergehend nicht erreichbar. Bitte später erneut versuchen.',
      ),
    ).toBeVisible();
    expect(problem()).toHaveValue('Die Zahlungen laden nicht.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends problem and smartphone, confirms, and closes 3 s later', async () => {
    api.on('POST /api/support', () => ({ status: 201, body: { requestId: 'r1' } }));
    const onClose = renderForm();
    await userEvent.type(problem(), 'Der Kalender bleibt leer.');
    const smartphone = screen.getByRole('textbox', { name: 'Smartphone' });
    await userEvent.clear(smartphone);
    await userEvent.type(smartphone, 'iPhone 15');
    await send();

    expect(
      await screen.findByText('Ihre Support-Anfrage wurde erfolgreich gesendet.', { exact: false }),
    ).toBeVisible();
    const shownAt = Date.now();
    expect(api.sent('POST', '/api/support')?.body).toEqual({
      problem: 'Der Kalender bleibt leer.',
      smartphone: 'iPhone 15',
    });
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true), { timeout: 4_500 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_900);
  });
});
