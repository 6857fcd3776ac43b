import type { DealerAuction, DealerListing } from '@gavel/contract';
import { feeFor } from '@gavel/contract/values';
import { formatMoney } from '../../../lib/format';
import { telHref, usePhoneText } from '../../../lib/phone';
import { useDealerDispute } from '../api/get-dealer-dispute';

type SellerContact = NonNullable<DealerListing['seller_contact']>;

const link =
  'font-medium break-all text-brand-700 underline-offset-2 hover:underline dark:text-brand-300';

/**
 * After a win (SPEC §5.5): the buyer's fee this dealer owes Gavel (by the hammer price), how it
 * is settled, and the seller's contact to complete the deal. A price staff adjusted on a dispute
 * (SPEC §13.4) is the hammer price from then on: the sale's dispute says it (the same read as
 * the page's report, made once).
 */
export function WonLot({
  listingId,
  auction,
  contact,
}: {
  listingId: string;
  auction: DealerAuction;
  contact: SellerContact | undefined;
}) {
  const money = (cents: number) => formatMoney(cents, auction.currency);
  const decided = useDealerDispute(listingId, auction.id).data?.dispute?.decision;
  const adjusted =
    decided?.decision === 'price_adjusted' ? (decided.adjusted_price_cents ?? null) : null;
  const hammer = adjusted ?? auction.current_price_cents ?? 0;
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="buyer-fee-title" className="flex flex-col gap-1 text-sm">
        <h2 id="buyer-fee-title" className="text-base font-semibold text-zinc-900 dark:text-white">
          Buyer’s fee: {money(feeFor(hammer))}
        </h2>
        <p className="text-zinc-600 dark:text-zinc-400">
          Owed to Gavel for {adjusted === null ? 'a hammer price' : 'the adjusted price'} of{' '}
          {money(hammer)} and due now. Our team contacts you to collect it and records the payment.
          You pay the hammer price to the seller directly.
        </p>
      </section>
      {contact && <SellerContactCard contact={contact} />}
    </div>
  );
}

function SellerContactCard({ contact }: { contact: SellerContact }) {
  const phone = usePhoneText(contact.phone);
  return (
    <section aria-labelledby="seller-contact-title" className="flex flex-col gap-2">
      <div>
        <h2
          id="seller-contact-title"
          className="text-base font-semibold text-zinc-900 dark:text-white"
        >
          Seller contact
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Get in touch with the seller to arrange payment and collection.
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-zinc-500 dark:text-zinc-400">Name</dt>
        <dd className="font-medium text-zinc-900 dark:text-zinc-100">{contact.name}</dd>
        <dt className="text-zinc-500 dark:text-zinc-400">Email</dt>
        <dd>
          <a href={`mailto:${contact.email}`} className={link}>
            {contact.email}
          </a>
        </dd>
        <dt className="text-zinc-500 dark:text-zinc-400">Phone</dt>
        <dd>
          <a href={telHref(contact.phone)} className={link}>
            {phone}
          </a>
        </dd>
      </dl>
    </section>
  );
}
