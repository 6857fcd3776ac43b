import { Link } from '@tanstack/react-router';
import { buttonClasses } from '../../../components/ui/button';

/** `/auctions/{listingId}` for a listing that does not exist or is not public. */
export function AuctionNotFound() {
  return (
    <section className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 py-16 sm:py-24">
      <p className="text-sm font-semibold tracking-widest text-brand-600 dark:text-brand-400">
        404
      </p>
      <h1 className="text-3xl font-bold tracking-tight text-zinc-900 sm:text-4xl dark:text-white">
        Not Found
      </h1>
      <p className="max-w-xl text-zinc-600 dark:text-zinc-300">
        There is no auction at this address. The lot may have been withdrawn, or the link may be
        mistyped.
      </p>
      <div className="mt-2 flex flex-wrap gap-3">
        <Link to="/auctions" className={buttonClasses()}>
          Browse auctions
        </Link>
        <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
          Back to home
        </Link>
      </div>
    </section>
  );
}
