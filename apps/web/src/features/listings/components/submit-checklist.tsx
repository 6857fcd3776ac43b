import { STARTING_PRICE_MIN_CENTS, type KycStatus } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import { parseMoneyInput } from '../../../lib/format';
import { validateReportForm } from '../condition-report-form';
import { takesConditionReport, type ListingFormValues } from '../listing-form';
import { missingSpecifics } from '../specifics-form';

function Check({
  done,
  children,
  detail,
}: {
  done: boolean;
  children: string;
  /** What is still missing, under the item. */
  detail?: string | undefined;
}) {
  return (
    <li className="flex items-start gap-2">
      <span
        aria-hidden="true"
        className={
          done
            ? 'flex size-5 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-xs text-white dark:bg-emerald-500 dark:text-zinc-950'
            : 'size-5 shrink-0 rounded-full border-2 border-zinc-300 dark:border-zinc-600'
        }
      >
        {done ? '✓' : ''}
      </span>
      <span
        className={done ? 'text-zinc-900 dark:text-zinc-100' : 'text-zinc-600 dark:text-zinc-400'}
      >
        {children}
        <span className="sr-only">{done ? ' (done)' : ' (missing)'}</span>
        {detail && <span className="block text-xs text-zinc-600 dark:text-zinc-400">{detail}</span>}
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
  now,
}: {
  values: ListingFormValues;
  photoCount: number;
  kycStatus: KycStatus | undefined;
  now: Date;
}) {
  const start = parseMoneyInput(values.starting_price);
  const specifics =
    values.category === ''
      ? []
      : missingSpecifics(values.category, values.specifics, {
          now,
          country: values.location_country,
        });
  const report = takesConditionReport(values) ? validateReportForm(values.report) : null;
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
        {values.category !== '' && (
          <Check
            done={specifics.length === 0}
            detail={
              specifics.length > 0
                ? `Missing: ${specifics.map((s) => s.label).join(', ')}`
                : undefined
            }
          >
            Required specifics
          </Check>
        )}
        {report && (
          <Check
            done={report.body !== null}
            detail={report.body === null ? 'Count the keys and fix what is marked.' : undefined}
          >
            Condition report
          </Check>
        )}
        <Check done={photoCount > 0}>At least one photo</Check>
      </ul>
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        <KycNote status={kycStatus} />
        Our team reviews each listing before its auction is scheduled.
      </p>
    </div>
  );
}
