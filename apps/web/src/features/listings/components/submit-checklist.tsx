import { STARTING_PRICE_MIN_CENTS, type KycStatus } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import { parseMoneyInput } from '../../../lib/format';
import type { ListingFormValues } from '../listing-form';

function Check({ done, children }: { done: boolean; children: string }) {
  return (
    <li className="flex items-center gap-2">
      <span
        aria-hidden="true"
        className={
          done
            ? 'flex size-5 items-center justify-center rounded-full bg-emerald-600 text-xs text-white dark:bg-emerald-500 dark:text-zinc-950'
            : 'size-5 rounded-full border-2 border-zinc-300 dark:border-zinc-600'
        }
      >
        {done ? '✓' : ''}
      </span>
      <span
        className={done ? 'text-zinc-900 dark:text-zinc-100' : 'text-zinc-600 dark:text-zinc-400'}
      >
        {children}
        <span className="sr-only">{done ? ' (done)' : ' (missing)'}</span>
      </span>
    </li>
  );
}

const kycLink = (
  <Link
    to="/seller/kyc"
    className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
  >
    identity check (KYC)
  </Link>
);

/** What the seller's identity check means for submitting; nothing once it is under way. */
function KycNote({ status }: { status: KycStatus | undefined }) {
  switch (status) {
    case 'not_started':
      return <>Your {kycLink} must be submitted too before you can submit a listing. </>;
    case 'rejected':
    case 'resubmission_requested':
      return <>Your {kycLink} needs fixing before you can submit a listing. </>;
    default:
      return null;
  }
}

/** What review needs, as typed so far; the server checks the same on submit. */
export function SubmitChecklist({
  values,
  photoCount,
  kycStatus,
}: {
  values: ListingFormValues;
  photoCount: number;
  kycStatus: KycStatus | undefined;
}) {
  const start = parseMoneyInput(values.starting_price);
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-2 text-sm" aria-label="Needed to submit">
        <Check done={values.title.trim().length >= 3}>Title</Check>
        <Check done={values.category !== '' && values.condition !== ''}>
          Category and condition
        </Check>
        <Check
          done={
            values.location_city.trim() !== '' && /^[A-Z]{2}$/i.test(values.location_country.trim())
          }
        >
          City and country
        </Check>
        <Check done={start !== null && start >= STARTING_PRICE_MIN_CENTS}>Starting price</Check>
        <Check done={photoCount > 0}>At least one photo</Check>
      </ul>
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        <KycNote status={kycStatus} />
        Our team reviews each listing before its auction is scheduled.
      </p>
    </div>
  );
}
