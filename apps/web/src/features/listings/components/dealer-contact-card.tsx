import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { useAuctionContact } from '../api/get-auction-contact';

const linkClass =
  'font-medium break-all text-brand-700 underline-offset-4 hover:underline dark:text-brand-300';

/** The winning dealer's contact, shared with the seller once the auction is sold. */
export function DealerContactCard({ auctionId }: { auctionId: string }) {
  const { data: contact, error, isPending } = useAuctionContact(auctionId, true);
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="text-base font-semibold text-zinc-900 dark:text-white">Buyer’s contact</h2>
      {isPending && <LoadingBlock label="Loading the buyer’s contact…" lines={3} />}
      {error && (
        <Alert tone="danger" title="The buyer’s contact could not be loaded">
          {error.message}
        </Alert>
      )}
      {contact && (
        <>
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-zinc-500 dark:text-zinc-400">Company</dt>
              <dd className="font-medium text-zinc-900 dark:text-zinc-100">
                {contact.company_name}
              </dd>
            </div>
            <div>
              <dt className="text-zinc-500 dark:text-zinc-400">Contact name</dt>
              <dd className="text-zinc-900 dark:text-zinc-100">{contact.contact_name}</dd>
            </div>
            <div>
              <dt className="text-zinc-500 dark:text-zinc-400">Email</dt>
              <dd>
                <a href={`mailto:${contact.email}`} className={linkClass}>
                  {contact.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-zinc-500 dark:text-zinc-400">Phone</dt>
              <dd>
                <a href={`tel:${contact.phone}`} className={linkClass}>
                  {contact.phone}
                </a>
              </dd>
            </div>
          </dl>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            Get in touch with the dealer to arrange payment and collection.
          </p>
        </>
      )}
    </Card>
  );
}
