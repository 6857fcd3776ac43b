import { Link } from '@tanstack/react-router';
import { plannedRoute } from '../../../lib/planned-route';
import { buttonClasses } from '../../../components/ui/button';

const steps = {
  sellers: [
    'Verify your identity once.',
    'List your item with photos, a starting price and an optional reserve.',
    'Our team reviews the listing and schedules its auction.',
    'When it sells, you get the winning dealer’s contact details to complete the deal.',
  ],
  dealers: [
    'Register your business and complete the dealer checks.',
    'Follow live lots and set a maximum bid; we bid for you up to it.',
    'Late bids extend the clock, so nobody wins by sniping.',
    'Win, and you get the seller’s contact details to collect the item.',
  ],
};

export function HomePage() {
  return (
    <div className="mx-auto max-w-6xl px-4">
      <section className="py-14 sm:py-20">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase dark:text-brand-400">
          Timed online auctions
        </p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance text-zinc-900 sm:text-5xl dark:text-white">
          Sell to trade buyers who compete for your item
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-pretty text-zinc-600 dark:text-zinc-300">
          Gavel connects private sellers with verified dealers. Every seller and dealer is
          identity-checked, every listing is reviewed before it goes live, and every auction runs on
          a clear clock with open bidding, so the price is set by real demand.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to={plannedRoute('/auctions')} className={buttonClasses({ size: 'lg' })}>
            Explore live lots
          </Link>
          <Link
            to={plannedRoute('/seller/signup')}
            className={buttonClasses({ variant: 'secondary', size: 'lg' })}
          >
            Start selling
          </Link>
          <Link
            to={plannedRoute('/dealer/signup')}
            className={buttonClasses({ variant: 'secondary', size: 'lg' })}
          >
            Register as a dealer
          </Link>
        </div>
      </section>

      <section
        aria-labelledby="how-it-works"
        className="border-t border-zinc-200 py-12 dark:border-zinc-800"
      >
        <h2
          id="how-it-works"
          className="text-2xl font-semibold tracking-tight text-zinc-900 dark:text-white"
        >
          How it works
        </h2>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <StepCard title="For sellers" items={steps.sellers} />
          <StepCard title="For dealers" items={steps.dealers} />
        </div>
      </section>
    </div>
  );
}

function StepCard({ title, items }: { title: string; items: string[] }) {
  return (
    <div className="rounded-xl border border-zinc-200 bg-zinc-50 p-6 dark:border-zinc-800 dark:bg-zinc-900">
      <h3 className="text-lg font-semibold text-zinc-900 dark:text-white">{title}</h3>
      <ol className="mt-4 space-y-3">
        {items.map((item, index) => (
          <li key={item} className="flex gap-3 text-zinc-700 dark:text-zinc-300">
            <span
              aria-hidden="true"
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white"
            >
              {index + 1}
            </span>
            <span>{item}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
