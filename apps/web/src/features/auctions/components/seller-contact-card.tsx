import type { DealerListing } from '@gavel/contract';
import { Card } from '../../../components/ui/card';

type SellerContact = NonNullable<DealerListing['seller_contact']>;

const link =
  'font-medium break-all text-brand-700 underline-offset-2 hover:underline dark:text-brand-300';

/** After a win: who to contact to complete the deal. */
export function SellerContactCard({ contact }: { contact: SellerContact }) {
  return (
    <Card className="p-5">
      <section aria-labelledby="seller-contact-title" className="flex flex-col gap-3">
        <div>
          <h2
            id="seller-contact-title"
            className="text-lg font-semibold text-zinc-900 dark:text-white"
          >
            Seller contact
          </h2>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            Get in touch with the seller to arrange payment and collection.
          </p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
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
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className={link}>
              {contact.phone}
            </a>
          </dd>
        </dl>
      </section>
    </Card>
  );
}
