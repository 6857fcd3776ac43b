import type { Message, MessageAuthor } from '@gavel/contract';

/** Who reads the thread: one of its two parties, or staff (who write as `staff`). */
export type MessageReader = MessageAuthor;

/**
 * Who wrote a message, as the reader calls them: "You" for the reader's own side, else
 * "Seller", "Buyer" or "Gavel staff". Staff are one author to the parties; to staff, another
 * staff member's message is not "You", so staff's messages always read "Gavel staff" there.
 */
export function authorLabel(from: MessageAuthor, reader: MessageReader): string {
  if (from === reader && reader !== 'staff') return 'You';
  return from === 'seller' ? 'Seller' : from === 'dealer' ? 'Buyer' : 'Gavel staff';
}

/** Whether the reader wrote it (their side's messages sit on the right). */
export const isOwn = (message: Message, reader: MessageReader): boolean => message.from === reader;

/**
 * The mark under the reader's own message: "Read" once the other side has read it, "Sent"
 * before. Nothing under the other side's messages (reading them marks them read).
 */
export function readMark(message: Message, reader: MessageReader): 'Read' | 'Sent' | null {
  if (!isOwn(message, reader)) return null;
  return message.read_at === null ? 'Sent' : 'Read';
}

/** The other party of the thread, as the empty state's hint names them. */
export function counterpart(reader: MessageReader): string {
  if (reader === 'seller') return 'the buyer';
  if (reader === 'dealer') return 'the seller';
  return 'the seller and the buyer';
}
