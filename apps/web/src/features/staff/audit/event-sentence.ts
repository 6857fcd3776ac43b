import type { AuditEvent, AuditEventType, DisputeReason } from '@gavel/contract';
import { DISPUTE_REASON_LABELS } from '../../../components/disputes/dispute-labels';
import { formatDateTime, formatMoney, humanize } from '../../../lib/format';

/**
 * A sentence as parts: text, and the place where the event's subject goes (rendered as a link
 * to its staff page where there is one). `sentenceText` joins them for tests and titles.
 */
export type SentencePart = string | { subject: string };

/** The event as the sentence builder reads it: an audit event from `GET /api/admin/events`. */
export type SentenceEvent = Pick<
  AuditEvent,
  | 'type'
  | 'actor_id'
  | 'actor_email'
  | 'actor_name'
  | 'subject_type'
  | 'subject_id'
  | 'subject_name'
  | 'dealer_name'
  | 'currency'
  | 'data'
>;

const shortId = (id: string) => id.slice(0, 8);

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** Who did it: a dealer by company, anyone else by name; no actor is Gavel itself. */
function actorOf(event: SentenceEvent): string {
  if (event.actor_name) return event.actor_name;
  if (event.actor_email) return event.actor_email;
  return event.actor_id ? 'A deleted account' : 'Gavel';
}

/**
 * The subject by its name or title (a dispute's is its listing's title, from the server or the
 * event's data), else its kind and the first block of its id.
 */
function subjectOf(event: SentenceEvent): { subject: string } {
  if (event.subject_name) return { subject: event.subject_name };
  const title = event.subject_type === 'dispute' ? text(event.data.listing_title) : null;
  if (title) return { subject: title };
  const kind = event.subject_type === 'kyc' ? 'KYC record' : event.subject_type;
  return { subject: `${kind} ${shortId(event.subject_id)}` };
}

/** An amount of `data` in the subject's currency; null when either is missing. */
function money(event: SentenceEvent, key: string): string | null {
  const cents = event.data[key];
  const currency = text(event.data.currency) ?? event.currency;
  return typeof cents === 'number' && currency ? formatMoney(cents, currency) : null;
}

/** An instant of `data` in the person's time zone. */
function time(event: SentenceEvent, key: string): string | null {
  const iso = text(event.data[key]);
  return iso && !Number.isNaN(Date.parse(iso)) ? formatDateTime(iso) : null;
}

/** ": “Blurry photos”" — a reason or note staff gave, quoted; nothing when there is none. */
function quoted(value: unknown): string {
  const reason = text(value);
  return reason ? `: “${reason}”` : '';
}

const kycKind = (event: SentenceEvent) => (event.data.kind === 'dealer' ? 'dealer' : 'seller');

/** The dealer `data` names (a bid's, a sale's, a fee's), by company. */
const dealerOf = (event: SentenceEvent) => event.dealer_name ?? 'a dealer';

const ifAmount = (before: string, amount: string | null, after = ''): string =>
  amount ? `${before}${amount}${after}` : '';

type Builder = (
  event: SentenceEvent,
  actor: string,
  subject: { subject: string },
) => SentencePart[];

/** One sentence per event type; a type added to the contract fails to compile until it has one. */
const SENTENCES: Record<AuditEventType, Builder> = {
  'user.registered': (event, _actor, subject) => {
    const roles = Array.isArray(event.data.roles)
      ? event.data.roles.filter((r): r is string => typeof r === 'string')
      : [];
    const as = roles.length > 0 ? ` as ${roles.map((r) => r.toLowerCase()).join(' and ')}` : '';
    return [subject, ` created an account${as}`];
  },
  'user.email_verified': (_e, _a, subject) => [subject, ' verified their email address'],
  'user.password_reset': (_e, _a, subject) => [subject, ' reset their password'],
  'user.password_changed': (_e, _a, subject) => [subject, ' changed their password'],
  'user.signed_out_everywhere': (_e, _a, subject) => [subject, ' signed out on every device'],
  'user.mfa_enabled': (_e, _a, subject) => [subject, ' turned on two-step sign-in'],
  'user.mfa_disabled': (_e, _a, subject) => [subject, ' turned off two-step sign-in'],

  'kyc.submitted': (event, _actor, subject) => {
    const documents = typeof event.data.documents === 'number' ? event.data.documents : null;
    const with_ =
      documents === null ? '' : ` with ${String(documents)} document${documents === 1 ? '' : 's'}`;
    const verb = event.data.resubmission === true ? ' resubmitted ' : ' submitted ';
    return [subject, `${verb}their ${kycKind(event)} KYC${with_}`];
  },
  'kyc.approved': (event, actor, subject) => [
    `${actor} approved the ${kycKind(event)} KYC of `,
    subject,
  ],
  'kyc.rejected': (event, actor, subject) => [
    `${actor} rejected the ${kycKind(event)} KYC of `,
    subject,
    quoted(event.data.note),
  ],
  'kyc.resubmission_requested': (event, actor, subject) => [
    `${actor} asked `,
    subject,
    ` to resubmit their ${kycKind(event)} KYC`,
    quoted(event.data.note),
  ],

  'listing.created': (_e, actor, subject) => [`${actor} started the draft `, subject],
  'listing.submitted': (_e, actor, subject) => [`${actor} submitted `, subject, ' for review'],
  // The listing is gone: its title is in the event's data.
  'listing.deleted': (event, actor) => {
    const title = text(event.data.title);
    return [`${actor} deleted the draft ${title ? `“${title}”` : 'listing'}`];
  },
  'listing.approved': (_e, actor, subject) => [`${actor} approved `, subject],
  'listing.rejected': (event, actor, subject) => [
    `${actor} rejected `,
    subject,
    quoted(event.data.reason),
  ],

  'auction.created': (event, actor, subject) =>
    text(event.data.rerun_of)
      ? [`${actor} put `, subject, ' up for auction again']
      : [`${actor} opened an auction for `, subject],
  'auction.scheduled': (event, actor, subject) => {
    const start = time(event, 'start_at');
    const end = time(event, 'end_at');
    const verb = event.data.rescheduled === true ? ' rescheduled ' : ' scheduled ';
    return [
      `${actor}${verb}`,
      subject,
      start && end ? ` from ${start} to ${end}` : start ? ` to start ${start}` : '',
    ];
  },
  'auction.started': (event, actor, subject) =>
    event.actor_id
      ? [`${actor} started `, subject, ' now']
      : [subject, ifAmount(' went live, closing ', time(event, 'end_at')) || ' went live'],
  'auction.extended': (event, _actor, subject) => [
    subject,
    ifAmount(' was extended to ', time(event, 'end_at'), ' by a late bid') ||
      ' was extended by a late bid',
  ],
  'auction.ended': (event, _actor, subject) => {
    const forced = event.data.forced === true ? ' (ended early by staff)' : '';
    switch (event.data.outcome) {
      case 'sold':
        return [
          subject,
          ` sold to ${dealerOf(event)}`,
          ifAmount(' for ', money(event, 'hammer_price_cents')),
          forced,
        ];
      case 'reserve_not_met':
        return [
          subject,
          ' ended below its reserve',
          ifAmount(' at ', money(event, 'highest_bid_cents')),
          forced,
        ];
      case 'no_bids':
        return [subject, ' ended with no bids', forced];
      default:
        return [subject, ' ended', forced];
    }
  },
  'auction.force_ended': (event, actor, subject) => [
    `${actor} ended `,
    subject,
    ' early',
    quoted(event.data.reason),
  ],
  'auction.rerun_requested': (event, actor, subject) => {
    const reserve = money(event, 'reserve_price_cents');
    return [
      `${actor} asked to rerun `,
      subject,
      reserve
        ? ` with a reserve of ${reserve}`
        : event.data.reserve_price_cents === null
          ? ' with no reserve'
          : '',
    ];
  },
  'auction.offer_accepted': (event, actor, subject) => [
    `${actor} accepted ${dealerOf(event)}’s`,
    ifAmount(' ', money(event, 'hammer_price_cents')),
    ' offer for ',
    subject,
  ],
  // The negotiation below the reserve (SPEC §13.1): `by` is the side that made the offer.
  'offer.made': (event, actor, subject) => {
    const amount = money(event, 'amount_cents');
    return event.data.by === 'seller'
      ? [`${actor} offered `, subject, ` to ${dealerOf(event)}`, ifAmount(' for ', amount)]
      : [`${actor} offered`, ifAmount(' ', amount), ' for ', subject];
  },
  'offer.accepted': (event, actor, subject) => offerAnswer(event, actor, subject, 'accepted'),
  'offer.declined': (event, actor, subject) => offerAnswer(event, actor, subject, 'declined'),
  'bid.placed': (event, actor, subject) => {
    const amount = money(event, 'amount_cents');
    const bid = amount ? ` bid ${amount} on ` : ' bid on ';
    return event.data.is_proxy === true
      ? [dealerOf(event), bid, subject, ' (automatic, from their maximum)']
      : [actor, bid, subject];
  },
  'fee.collected': (event, actor, subject) => {
    const reference = text(event.data.reference);
    return [
      `${actor} collected the`,
      ifAmount(' ', money(event, 'fee_cents')),
      ` fee from ${dealerOf(event)} for `,
      subject,
      reference ? ` (reference ${reference})` : '',
    ];
  },

  'dealer.activated': (_e, _a, subject) => [subject, ' became an active dealer'],
  'dealer.suspended': (event, actor, subject) => [
    `${actor} suspended `,
    subject,
    quoted(event.data.reason),
  ],
  'dealer.reinstated': (_e, actor, subject) => [`${actor} reinstated `, subject],

  // SPEC §13.2: documents are named by their numbers, which staff search and quote.
  'invoice.issued': (event, actor, subject) => [
    `${actor} issued `,
    documentOf(event, 'invoice', subject),
    ifAmount(' for ', money(event, 'total_cents')),
    ` to ${dealerOf(event)}`,
  ],
  'credit_note.issued': (event, actor, subject) => [
    `${actor} issued `,
    documentOf(event, 'credit note', subject),
    ifAmount(' for ', money(event, 'amount_cents')),
    text(event.data.invoice_number) ? ` against invoice ${text(event.data.invoice_number)}` : '',
    quoted(event.data.reason),
  ],

  // SPEC §13.4: the winner's dispute, the seller's one answer and staff's decision.
  'dispute.opened': (event, actor, subject) => {
    const reason = text(event.data.reason);
    const label =
      reason && Object.hasOwn(DISPUTE_REASON_LABELS, reason)
        ? DISPUTE_REASON_LABELS[reason as DisputeReason].toLowerCase()
        : null;
    return [
      `${actor} reported a problem with `,
      subject,
      label ? ` (${label})` : '',
      ifAmount(', asking for ', money(event, 'requested_adjustment_cents'), ' off the price'),
    ];
  },
  'dispute.responded': (_e, actor, subject) => [`${actor} answered the dispute about `, subject],
  'dispute.resolved': (event, actor, subject) => {
    const note = quoted(event.data.note);
    switch (event.data.decision) {
      case 'price_adjusted':
        return [
          `${actor} adjusted the price of `,
          subject,
          ifAmount(' to ', money(event, 'adjusted_price_cents')),
          ' on a dispute',
          note,
        ];
      case 'sale_cancelled':
        return [`${actor} cancelled the sale of `, subject, ' on a dispute', note];
      default:
        return [`${actor} rejected the dispute about `, subject, note];
    }
  },
};

/** "Sam Seller accepted Harbour Trading’s $1,700.00 offer for Sony A7 IV". */
function offerAnswer(
  event: SentenceEvent,
  actor: string,
  subject: { subject: string },
  verb: 'accepted' | 'declined',
): SentencePart[] {
  const maker = event.data.by === 'seller' ? 'the seller' : dealerOf(event);
  return [
    `${actor} ${verb} ${maker}’s`,
    ifAmount(' ', money(event, 'amount_cents')),
    ' offer for ',
    subject,
  ];
}

/** An invoice or credit note by its number ("invoice GAV-2026-000001"), else as the subject. */
function documentOf(
  event: SentenceEvent,
  kind: string,
  subject: { subject: string },
): SentencePart {
  const number = text(event.data.number);
  return number ? `${kind} ${number}` : subject;
}

const isKnownType = (type: string): type is AuditEventType => Object.hasOwn(SENTENCES, type);

/**
 * An audit event as a sentence a person reads — "Harbour Trading bid $2,100.00 on Sony A7 IV" —
 * with amounts in the subject's currency, times in the person's zone and names for ids. A type
 * this web build does not know yet reads "Gavel recorded “vehicle collected” on Sony A7 IV".
 */
export function eventSentence(event: SentenceEvent): SentencePart[] {
  const actor = actorOf(event);
  const subject = subjectOf(event);
  const type: string = event.type;
  const parts = isKnownType(type)
    ? SENTENCES[type](event, actor, subject)
    : [`${actor} recorded “${humanize(type.replaceAll('.', '_'))}” on `, subject];
  return parts.filter((part) => part !== '');
}

/** The sentence as plain text. */
export const sentenceText = (parts: SentencePart[]): string =>
  parts.map((part) => (typeof part === 'string' ? part : part.subject)).join('');
