import type { NewsItem, NewsListResponse } from '@domain/news/news-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '../../../../tests/helpers/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { NewsCard } from './news-card';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi('/dashboard');
});
afterAll(() => api.close());

const item = (id: string, title: string, isRead = false): NewsItem => ({
  id,
  title,
  content: `Text zu ${title}`,
  imageUrl: null,
  createdAt: '2026-03-10T08:00:00.000Z',
  isRead,
  readAt: isRead ? '2026-03-11T08:00:00.000Z' : null,
});
const camp = item('11111111-1111-4111-8111-111111111111', 'Sommercamp');
const rain = item('22222222-2222-4222-8222-222222222222', 'Regen');
const old = item('33333333-3333-4333-8333-333333333333', 'Alte Meldung', true);

let list: NewsListResponse;
beforeEach(() => {
  api.reset();
  list = { news: [camp, rain, old], unreadCount: 2 };
  api.on('GET /api/news', () => ({ status: 200, body: list }));
});

function renderCard() {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <NewsCard />
    </QueryClientProvider>,
  );
  return client;
}

describe('Neuigkeiten card', () => {
  it('shows the unread items and their count; read ones only with the toggle', async () => {
    renderCard();
    expect(await screen.findByRole('article', { name: 'Sommercamp' })).toBeVisible();
    expect(screen.getByRole('article', { name: 'Regen' })).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Alte Meldung' })).toBeNull();
    expect(screen.getByText('2 ungelesene Neuigkeiten')).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Gelesene anzeigen'));
    const read = screen.getByRole('article', { name: 'Alte Meldung' });
    expect(within(read).getByText('Gelesen')).toBeVisible();
  });

  it('marks an item read: it leaves the unread list and the count drops', async () => {
    api.on(`POST /api/news/${rain.id}/read`, () => {
      list = {
        news: [camp, { ...rain, isRead: true, readAt: '2026-03-12T09:00:00.000Z' }, old],
        unreadCount: 1,
      };
      return { status: 200, body: { newsId: rain.id, readAt: '2026-03-12T09:00:00.000Z' } };
    });
    const client = renderCard();
    const article = await screen.findByRole('article', { name: 'Regen' });
    await userEvent.click(within(article).getByRole('button', { name: 'Als gelesen markieren' }));

    expect(await screen.findByText('1 ungelesene Neuigkeit')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Regen' })).toBeNull();
    expect(api.received.some((r) => r.method === 'POST' && r.url === `/api/news/${rain.id}/read`)).toBe(true);
    // The list is fetched again to confirm; the answer keeps the item out of the unread list.
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(api.received.filter((r) => r.url === '/api/news')).toHaveLength(2);
    expect(screen.queryByRole('article', { name: 'Regen' })).toBeNull();
  });

  it('says why marking failed, with the German reason', async () => {
    api.on(`POST /api/news/${camp.id}/read`, () => ({ status: 404, body: { error: { code: 'NOT_FOUND' } } }));
    renderCard();
    const article = await screen.findByRole('article', { name: 'Sommercamp' });
    await userEvent.click(within(article).getByRole('button', { name: 'Als gelesen markieren' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Fehler beim Markieren als gelesen: Nicht gefunden.',
    );
    expect(screen.getByRole('article', { name: 'Sommercamp' })).toBeVisible();
  });

  const picture = '/api/photos/44444444-4444-4444-8444-444444444444/image?size=1200&quality=80&v=ab12';

  it('enlarges an item’s image in a dialog', async () => {
    list = { news: [{ ...camp, imageUrl: picture }], unreadCount: 1 };
    renderCard();
    const thumbnail = await screen.findByRole('button', { name: 'Bild zu «Sommercamp» vergrössern' });
    // The thumbnail is the photo's small variant; the dialog the item's own large image.
    expect(thumbnail.querySelector('img')).toHaveAttribute(
      'src',
      '/api/photos/44444444-4444-4444-8444-444444444444/image?size=400&quality=60&v=ab12',
    );
    await userEvent.click(thumbnail);
    const dialog = await screen.findByRole('dialog', { name: 'Sommercamp' });
    expect(within(dialog).getByRole('img', { name: 'Bild zu «Sommercamp»' })).toHaveAttribute('src', picture);
  });

  it('shows the text as typed: markup stays text, line breaks stay; an image from elsewhere is not shown', async () => {
    const content =
      'Erste Zeile\n<script>window.hacked = true</script><img src=x onerror="window.hacked = true">';
    list = {
      news: [
        { ...camp, content, imageUrl: 'javascript:alert(1)' },
        { ...rain, imageUrl: 'https://evil.example/x.jpg' },
      ],
      unreadCount: 2,
    };
    renderCard();
    const article = await screen.findByRole('article', { name: 'Sommercamp' });
    const text = within(article).getByText(/Erste Zeile/);
    expect(text.textContent).toBe(content);
    expect(text).toHaveClass('whitespace-pre-line');
    expect(article.querySelector('script, img')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.queryByRole('button', { name: /vergrössern/ })).toBeNull();
  });
});
