import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../lib/session';
import { MessagesPanel } from './messages-panel';

const AUCTION = '7b0c2a43-0000-4000-8000-000000000001';
const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
const message = (id: number, from: string, body: string, readAt: string | null = null) => ({
  id: `00000000-0000-4000-8000-00000000000${String(id)}`,
  from,
  body,
  created_at: '2026-11-29T10:00:00.000Z',
  read_at: readAt,
});

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MessagesPanel auctionId={AUCTION} reader="dealer" live={false} />
    </QueryClientProvider>,
  );
}

describe('MessagesPanel', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    writeSession({ token: 't', refreshToken: 'r', roles: ['DEALER'] });
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('reads every page of the thread and shows it as text, with who wrote and what was read', async () => {
    fetchMock = vi.fn((url: string) =>
      url.includes('cursor=next')
        ? json({ items: [message(2, 'seller', '<b>Tuesday</b>\nat 9')], next_cursor: null })
        : json({
            items: [message(1, 'dealer', 'When can I collect?', '2026-11-29T10:05:00.000Z')],
            next_cursor: 'next',
          }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPanel();
    const log = await screen.findByRole('log', { name: 'Conversation' });
    const items = within(log).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('You');
    expect(items[0]?.textContent).toContain('Read');
    expect(items[1]?.textContent).toContain('Seller');
    // Never HTML: the tags are text, the line break kept.
    expect(within(log).getByText('<b>Tuesday</b>\nat 9', { normalizer: (t) => t })).toBeTruthy();
    expect(log.querySelector('b')).toBeNull();
  });

  it('says when there is nothing yet, and sends what is typed', async () => {
    const thread: ReturnType<typeof message>[] = [];
    fetchMock = vi.fn((url: string, init?: { method?: string; body?: string }) => {
      if (init?.method === 'POST') {
        const sent = message(3, 'dealer', (JSON.parse(init.body ?? '{}') as { body: string }).body);
        thread.push(sent);
        return json(sent, 201);
      }
      expect(url).toContain(`/auctions/${AUCTION}/messages`);
      return json({ items: thread, next_cursor: null });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPanel();
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your message'), {
      target: { value: 'Is Tuesday fine?' },
    });
    expect(screen.getByText('16 of 2,000 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const log = await screen.findByRole('log', { name: 'Conversation' });
    expect(within(log).getByText('Is Tuesday fine?')).toBeTruthy();
    await waitFor(() => {
      expect(screen.getByLabelText<HTMLTextAreaElement>('Your message').value).toBe('');
    });
  });
});
