import type { NotificationType } from '@gavel/contract';
import { renderEmailMessage, type EmailContent } from '../../lib/email-layout.js';

export interface EmailSource {
  type: NotificationType;
  title: string;
  body: string;
  /** A path of the web app. */
  link: string;
  recipient: { name: string; email: string };
  /** What the type's own dressing adds (`EmailDressing`). */
  also?: { words: string; link: string } | undefined;
  headers?: Record<string, string> | undefined;
}

/** The button under each type's message. */
const ACTION: Record<NotificationType, string> = {
  'bid.outbid': 'Bid again',
  'auction.won': 'See your purchase',
  'auction.ending_soon': 'Go to the auction',
  'kyc.reviewed': 'Open your identity check',
  'listing.approved': 'Open your listing',
  'listing.rejected': 'Edit your listing',
  'auction.ended': 'See the outcome',
  'dealer.activated': 'Open your dealer profile',
  'dealer.suspended': 'Open your dealer profile',
  'saved_search.match': 'See the auction',
  'offer.received': 'Answer the offer',
  'offer.accepted': 'See the sale',
  'offer.declined': 'See the negotiation',
  'message.received': 'Read the message',
  'dispute.opened': 'Read the dispute',
  'dispute.resolved': 'See the decision',
};

/** A notification as an email: the same title and body as in the app, and a link to its page. */
export function renderEmail(source: EmailSource, publicUrl: string): EmailContent {
  return renderEmailMessage(
    {
      subject: source.title,
      title: source.title,
      body: [source.body],
      action: ACTION[source.type],
      link: source.link,
      recipient: source.recipient,
      ...(source.also ? { also: source.also } : {}),
      ...(source.headers ? { headers: source.headers } : {}),
    },
    publicUrl,
  );
}
