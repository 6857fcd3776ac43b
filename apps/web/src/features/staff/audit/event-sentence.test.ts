import type { AuditEventType } from '@gavel/contract';
import { AUDIT_EVENT_TYPES } from '@gavel/contract/values';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { eventSentence, sentenceText, type SentenceEvent } from './event-sentence';

const STAFF = 'a0000000-0000-4000-8000-000000000001';
const SUBJECT = 'c3dbc7d5-0000-4000-8000-000000000002';

function event(
  type: AuditEventType,
  data: Record<string, unknown> = {},
  overrides: Partial<SentenceEvent> = {},
): SentenceEvent {
  const subjectType =
    type.startsWith('bid.') || type.startsWith('fee.') ? 'auction' : type.split('.')[0];
  return {
    type,
    actor_id: STAFF,
    actor_email: 'ops@gavel.test',
    actor_name: 'Olive Ops',
    subject_type: subjectType as SentenceEvent['subject_type'],
    subject_id: SUBJECT,
    subject_name: 'Sony A7 IV',
    dealer_name: 'Harbour Trading',
    currency: 'USD',
    data,
    ...overrides,
  };
}

const say = (...args: Parameters<typeof event>) => sentenceText(eventSentence(event(...args)));

const START = '2026-11-28T14:00:00.000Z';
const END = '2026-11-29T14:00:00.000Z';

/** Every type in the contract, with data as the server writes it, and the sentence staff read. */
const CASES: Record<AuditEventType, [Record<string, unknown>, Partial<SentenceEvent>, string]> = {
  'user.registered': [
    { roles: ['dealer'] },
    { subject_name: 'Nia North' },
    'Nia North created an account as dealer',
  ],
  'user.email_verified': [
    {},
    { subject_name: 'Nia North' },
    'Nia North verified their email address',
  ],
  'user.password_reset': [{}, { subject_name: 'Nia North' }, 'Nia North reset their password'],
  'user.password_changed': [{}, { subject_name: 'Nia North' }, 'Nia North changed their password'],
  'user.signed_out_everywhere': [
    {},
    { subject_name: 'Nia North' },
    'Nia North signed out on every device',
  ],
  'user.mfa_enabled': [{}, { subject_name: 'Nia North' }, 'Nia North turned on two-step sign-in'],
  'user.mfa_disabled': [{}, { subject_name: 'Nia North' }, 'Nia North turned off two-step sign-in'],
  'kyc.submitted': [
    { kind: 'seller', resubmission: false, documents: 2 },
    { subject_name: 'Sam Seller' },
    'Sam Seller submitted their seller KYC with 2 documents',
  ],
  'kyc.approved': [
    { kind: 'dealer', user_id: STAFF, note: null },
    { subject_name: 'Harbour Trading' },
    'Olive Ops approved the dealer KYC of Harbour Trading',
  ],
  'kyc.rejected': [
    { kind: 'seller', note: 'Passport expired' },
    { subject_name: 'Sam Seller' },
    'Olive Ops rejected the seller KYC of Sam Seller: “Passport expired”',
  ],
  'kyc.resubmission_requested': [
    { kind: 'seller', note: 'Blurry scan' },
    { subject_name: 'Sam Seller' },
    'Olive Ops asked Sam Seller to resubmit their seller KYC: “Blurry scan”',
  ],
  'listing.created': [{}, { actor_name: 'Sam Seller' }, 'Sam Seller started the draft Sony A7 IV'],
  'listing.deleted': [
    { title: 'Sony A7 IV' },
    { actor_name: 'Sam Seller', subject_name: null },
    'Sam Seller deleted the draft “Sony A7 IV”',
  ],
  'listing.submitted': [
    {},
    { actor_name: 'Sam Seller' },
    'Sam Seller submitted Sony A7 IV for review',
  ],
  'listing.approved': [{ auction_id: SUBJECT }, {}, 'Olive Ops approved Sony A7 IV'],
  'listing.rejected': [
    { reason: 'Photos too dark' },
    {},
    'Olive Ops rejected Sony A7 IV: “Photos too dark”',
  ],
  'auction.created': [{ listing_id: SUBJECT }, {}, 'Olive Ops opened an auction for Sony A7 IV'],
  'auction.scheduled': [
    { start_at: START, end_at: END, rescheduled: false },
    {},
    `Olive Ops scheduled Sony A7 IV from ${formatDateTime(START)} to ${formatDateTime(END)}`,
  ],
  'auction.started': [
    { start_at: START, end_at: END },
    { actor_id: null, actor_name: null, actor_email: null },
    `Sony A7 IV went live, closing ${formatDateTime(END)}`,
  ],
  'auction.extended': [
    { end_at: END },
    { actor_id: null, actor_name: null, actor_email: null },
    `Sony A7 IV was extended to ${formatDateTime(END)} by a late bid`,
  ],
  'auction.ended': [
    { outcome: 'sold', hammer_price_cents: 210_000, currency: 'USD', forced: false },
    { actor_id: null, actor_name: null, actor_email: null },
    'Sony A7 IV sold to Harbour Trading for $2,100.00',
  ],
  'auction.force_ended': [
    { reason: 'Item withdrawn', outcome: 'no_bids' },
    {},
    'Olive Ops ended Sony A7 IV early: “Item withdrawn”',
  ],
  'auction.rerun_requested': [
    { reserve_price_cents: 150_000, rerun_count: 1 },
    { actor_name: 'Sam Seller' },
    'Sam Seller asked to rerun Sony A7 IV with a reserve of $1,500.00',
  ],
  'auction.offer_accepted': [
    { hammer_price_cents: 380_000, currency: 'USD' },
    { actor_name: 'Sam Seller' },
    'Sam Seller accepted Harbour Trading’s $3,800.00 offer for Sony A7 IV',
  ],
  'bid.placed': [
    { bid_id: SUBJECT, amount_cents: 210_000, is_proxy: false },
    { actor_name: 'Harbour Trading' },
    'Harbour Trading bid $2,100.00 on Sony A7 IV',
  ],
  'offer.made': [
    { by: 'dealer', amount_cents: 166_700, dealer_id: SUBJECT },
    { actor_name: 'Hugo Harbour', subject_type: 'auction' },
    'Hugo Harbour offered $1,667.00 for Sony A7 IV',
  ],
  'offer.accepted': [
    { by: 'dealer', amount_cents: 170_000 },
    { actor_name: 'Sam Seller', subject_type: 'auction' },
    'Sam Seller accepted Harbour Trading’s $1,700.00 offer for Sony A7 IV',
  ],
  'offer.declined': [
    { by: 'seller', amount_cents: 175_000 },
    { actor_name: 'Hugo Harbour', subject_type: 'auction' },
    'Hugo Harbour declined the seller’s $1,750.00 offer for Sony A7 IV',
  ],
  'invoice.issued': [
    { number: 'GAV-2026-000001', total_cents: 9_900, currency: 'USD' },
    { actor_id: null, actor_name: null, actor_email: null, subject_name: null },
    'Gavel issued invoice GAV-2026-000001 for $99.00 to Harbour Trading',
  ],
  'credit_note.issued': [
    {
      number: 'GAV-CN-2026-000001',
      amount_cents: 9_900,
      invoice_number: 'GAV-2026-000001',
      reason: 'Sale cancelled',
    },
    { subject_name: null },
    'Olive Ops issued credit note GAV-CN-2026-000001 for $99.00 against invoice GAV-2026-000001: “Sale cancelled”',
  ],
  'dispute.opened': [
    { reason: 'undisclosed_damage', requested_adjustment_cents: 50_000 },
    { actor_name: 'Hugo Harbour' },
    'Hugo Harbour reported a problem with Sony A7 IV (undisclosed damage), asking for $500.00 off the price',
  ],
  'dispute.responded': [
    {},
    { actor_name: 'Sam Seller' },
    'Sam Seller answered the dispute about Sony A7 IV',
  ],
  'dispute.resolved': [
    { decision: 'price_adjusted', adjusted_price_cents: 180_000, note: 'Dent confirmed' },
    {},
    'Olive Ops adjusted the price of Sony A7 IV to $1,800.00 on a dispute: “Dent confirmed”',
  ],
  'fee.collected': [
    { fee_cents: 21_000, reference: 'INV-42' },
    {},
    'Olive Ops collected the $210.00 fee from Harbour Trading for Sony A7 IV (reference INV-42)',
  ],
  'dealer.activated': [
    { trigger: 'kyc_approved' },
    { subject_name: 'Harbour Trading' },
    'Harbour Trading became an active dealer',
  ],
  'dealer.suspended': [
    { reason: 'Unpaid fees' },
    { subject_name: 'Harbour Trading' },
    'Olive Ops suspended Harbour Trading: “Unpaid fees”',
  ],
  'dealer.reinstated': [
    {},
    { subject_name: 'Harbour Trading' },
    'Olive Ops reinstated Harbour Trading',
  ],
};

describe('eventSentence', () => {
  it.each(AUDIT_EVENT_TYPES.map((type) => [type, ...CASES[type]] as const))(
    '%s reads as a sentence',
    (type, data, overrides, sentence) => {
      expect(say(type, data, overrides)).toBe(sentence);
    },
  );

  it('marks where the subject goes, so it can be a link', () => {
    const parts = eventSentence(event('listing.approved'));
    expect(parts).toEqual(['Olive Ops approved ', { subject: 'Sony A7 IV' }]);
  });

  it('names the dealer of a proxy step, which has no actor', () => {
    expect(
      say(
        'bid.placed',
        { amount_cents: 130_000, is_proxy: true },
        { actor_id: null, actor_name: null, actor_email: null },
      ),
    ).toBe('Harbour Trading bid $1,300.00 on Sony A7 IV (automatic, from their maximum)');
  });

  it('reads every outcome of an ended auction', () => {
    const system = { actor_id: null, actor_name: null, actor_email: null };
    expect(
      say('auction.ended', { outcome: 'reserve_not_met', highest_bid_cents: 90_000 }, system),
    ).toBe('Sony A7 IV ended below its reserve at $900.00');
    expect(say('auction.ended', { outcome: 'no_bids', forced: true }, system)).toBe(
      'Sony A7 IV ended with no bids (ended early by staff)',
    );
  });

  it('says "rescheduled", a rerun, and a rerun with no reserve', () => {
    expect(say('auction.scheduled', { start_at: START, end_at: END, rescheduled: true })).toMatch(
      /^Olive Ops rescheduled Sony A7 IV from /,
    );
    expect(say('auction.created', { rerun_of: SUBJECT })).toBe(
      'Olive Ops put Sony A7 IV up for auction again',
    );
    expect(say('auction.rerun_requested', { reserve_price_cents: null })).toBe(
      'Olive Ops asked to rerun Sony A7 IV with no reserve',
    );
  });

  it('reads every decision on a dispute, named by its listing when the server gives no name', () => {
    const unnamed = { subject_name: null, subject_type: 'dispute' as const };
    expect(
      say(
        'dispute.resolved',
        { decision: 'sale_cancelled', note: 'Wrong car', listing_title: 'Golf' },
        unnamed,
      ),
    ).toBe('Olive Ops cancelled the sale of Golf on a dispute: “Wrong car”');
    expect(say('dispute.resolved', { decision: 'rejected', note: 'As described' })).toBe(
      'Olive Ops rejected the dispute about Sony A7 IV: “As described”',
    );
    expect(say('dispute.opened', { reason: 'other' }, unnamed)).toBe(
      `Olive Ops reported a problem with dispute ${SUBJECT.slice(0, 8)} (something else)`,
    );
  });

  it('falls back to the email, a deleted account or Gavel for the actor', () => {
    expect(say('listing.approved', {}, { actor_name: null })).toBe(
      'ops@gavel.test approved Sony A7 IV',
    );
    expect(say('listing.approved', {}, { actor_name: null, actor_email: null })).toBe(
      'A deleted account approved Sony A7 IV',
    );
    expect(
      say('auction.force_ended', {}, { actor_id: null, actor_name: null, actor_email: null }),
    ).toBe('Gavel ended Sony A7 IV early');
  });

  it('names a subject without a name by its kind and short id, and omits unknown amounts', () => {
    expect(say('bid.placed', { amount_cents: 5_000 }, { subject_name: null, currency: null })).toBe(
      'Olive Ops bid on auction c3dbc7d5',
    );
    expect(say('kyc.approved', { kind: 'seller' }, { subject_name: null })).toBe(
      'Olive Ops approved the seller KYC of KYC record c3dbc7d5',
    );
  });

  it('reads a type this build does not know', () => {
    const unknown = {
      ...event('listing.approved'),
      type: 'vehicle.collected',
    } as unknown as SentenceEvent;
    expect(sentenceText(eventSentence(unknown))).toBe(
      'Olive Ops recorded “Vehicle collected” on Sony A7 IV',
    );
  });
});
