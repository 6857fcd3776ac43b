import type { Message } from '@gavel/contract';
import { describe, expect, it } from 'vitest';
import { authorLabel, readMark } from './message-view';

const message = (from: Message['from'], readAt: string | null = null): Message => ({
  id: '00000000-0000-4000-8000-000000000001',
  from,
  body: 'Hello',
  created_at: '2026-11-29T10:00:00.000Z',
  read_at: readAt,
});

describe('authorLabel', () => {
  it('calls the reader "You" and the others Seller, Buyer or Gavel staff', () => {
    expect(authorLabel('seller', 'seller')).toBe('You');
    expect(authorLabel('dealer', 'seller')).toBe('Buyer');
    expect(authorLabel('seller', 'dealer')).toBe('Seller');
    expect(authorLabel('staff', 'dealer')).toBe('Gavel staff');
  });

  it('never calls a staff message "You" to staff: another person may have written it', () => {
    expect(authorLabel('staff', 'staff')).toBe('Gavel staff');
  });
});

describe('readMark', () => {
  it('marks only the reader’s own messages, Read once the other side has read them', () => {
    expect(readMark(message('dealer'), 'dealer')).toBe('Sent');
    expect(readMark(message('dealer', '2026-11-29T10:01:00.000Z'), 'dealer')).toBe('Read');
    expect(readMark(message('seller', '2026-11-29T10:01:00.000Z'), 'dealer')).toBeNull();
    expect(readMark(message('staff', '2026-11-29T10:01:00.000Z'), 'staff')).toBe('Read');
  });
});
