import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClasses } from '../../../components/ui/button';

const steps = {
  sellers: [
    'Create a seller account and verify your identity once.',
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

const promises = [
  {
    title: 'Verified on both sides',
    text: 'Every seller and every dealer passes an identity check before money changes hands.',
  },
  {
    title: 'Reviewed listings',
    text: 'Each lot is checked by our team before its auction is scheduled.',
  },
  {
    title: 'Fair closing',
    text: 'A bid in the closing minutes extends the auction, so the best offer wins, not the last-second one.',
  },
];

/**
 * `/`: what Gavel is, the live auctions ending soonest (given by the route, which composes the
 * auctions feature into this page), how selling and dealing work, and the two ways to sign up.
 */
export function HomePage({ liveAuctions }: { liveAuctions: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4">
      <section className="grid gap-10 py-14 sm:py-20 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase dark:text-brand-400">
            Timed online auctions
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance text-zinc-900 sm:text-5xl dark:text-white">
            Sell to trade buyers who compete for your item
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-pretty text-zinc-600 dark:text-zinc-300">
            Gavel connects private sellers with verified dealers. Every listing is reviewed before
            it goes live, and every auction runs on a clear clock with open bidding, so the price is
            set by real demand.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link to="/auctions" className={buttonClasses({ size: 'lg' })}>
              Explore live auctions
            </Link>
            <Link
              to="/seller/signup"
              className={buttonClasses({ variant: 'secondary', size: 'lg' })}
            >
              Start selling
            </Link>
            <Link
              to="/dealer/signup"
              className={buttonClasses({ variant: 'secondary', size: 'lg' })}
            >
              Register as a dealer
            </Link>
          </div>
        </div>
        <ul className="flex flex-col gap-4">
          {promises.map((promise) => (
            <li
              key={promise.title}
              className="flex gap-4 rounded-xl border border-zinc-200 bg-white p-5 shadow-xs dark:border-zinc-800 dark:bg-zinc-900"
            >
              <span
                aria-hidden="true"
                className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300"
              >
                <svg viewBox="0 0 20 20" fill="currentColor" className="size-4">
                  <path
                    fillRule="evenodd"
                    d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.3 9.7a1 1 0 1 1 1.4-1.4l3.8 3.8 6.8-6.8a1 1 0 0 1 1.4 0Z"
                    clipRule="evenodd"
                  />
                </svg>
              </span>
              <div>
                <p className="font-semibold text-zinc-900 dark:text-white">{promise.title}</p>
                <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{promise.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <div className="border-t border-zinc-200 dark:border-zinc-800">{liveAuctions}</div>

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
          <StepCard
            title="For sellers"
            items={steps.sellers}
            action={
              <Link to="/seller/signup" className={buttonClasses()}>
                Start selling
              </Link>
            }
            signIn={
              <Link
                to="/seller/login"
                className="font-medium text-brand-700 hover:underline dark:text-brand-300"
              >
                Sign in as a seller
              </Link>
            }
          />
          <StepCard
            title="For dealers"
            items={steps.dealers}
            action={
              <Link to="/dealer/signup" className={buttonClasses()}>
                Register as a dealer
              </Link>
            }
            signIn={
              <Link
                to="/dealer/login"
                className="font-medium text-brand-700 hover:underline dark:text-brand-300"
              >
                Sign in as a dealer
              </Link>
            }
          />
        </div>
      </section>
    </div>
  );
}

function StepCard({
  title,
  items,
  action,
  signIn,
}: {
  title: string;
  items: string[];
  action: ReactNode;
  signIn: ReactNode;
}) {
  return (
    <div className="flex flex-col rounded-xl border border-zinc-200 bg-zinc-50 p-6 dark:border-zinc-800 dark:bg-zinc-900">
      <h3 className="text-lg font-semibold text-zinc-900 dark:text-white">{title}</h3>
      <ol className="mt-4 flex-1 space-y-3">
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
      <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        {action}
        <span className="text-zinc-600 dark:text-zinc-400">Already registered? {signIn}</span>
      </div>
    </div>
  );
}
