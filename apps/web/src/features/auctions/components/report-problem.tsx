import { DISPUTE_DESCRIPTION_MAX, DISPUTE_REASONS, type DealerAuction } from '@gavel/contract';
import { useEffect, useId, useState, type SyntheticEvent } from 'react';
import { DISPUTE_REASON_LABELS } from '../../../components/disputes/dispute-labels';
import { DocumentsField } from '../../../components/forms/documents-field';
import { useFocusFirstError } from '../../../components/forms/use-focus-first-error';
import {
  DISPUTE_PHOTO_UPLOADS,
  useDocumentUploads,
} from '../../../components/forms/use-document-uploads';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField, TextareaField, TextField } from '../../../components/ui/field';
import { formErrors } from '../../../lib/form-errors';
import { characterCount, formatDateTime, formatMoney } from '../../../lib/format';
import { actionToast } from '../../../lib/toasts';
import { useOpenDispute } from '../api/open-dispute';
import { reportBody, type ReportErrors, type ReportInput } from './report-values';

const REASON_OPTIONS = DISPUTE_REASONS.map((reason) => ({
  value: reason,
  label: DISPUTE_REASON_LABELS[reason],
}));

const FIELDS = ['reason', 'description', 'requested_adjustment_cents', 'photo_upload_ids'];

type Errors = ReportErrors & { photo_upload_ids?: string };

/**
 * "Report a problem" (SPEC §13.4): while the window is open, the winner tells staff and the
 * seller what is wrong with the sale — a reason, a description, photos (private `dispute_photo`
 * uploads, each with its progress) and, if they want one, the amount they ask off the price.
 * One dispute per sale: once sent, the page shows it instead.
 */
export function ReportProblem({
  listingId,
  auction,
  windowEndsAt,
}: {
  listingId: string;
  auction: DealerAuction;
  windowEndsAt: string;
}) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState<Omit<ReportInput, 'photoUploadIds'>>({
    reason: '',
    description: '',
    adjustment: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const photos = useDocumentUploads([], DISPUTE_PHOTO_UPLOADS);
  const report = useOpenDispute(listingId, auction.id);
  const { formRef, focusFirstError } = useFocusFirstError();
  const sale = auction.current_price_cents;
  // The button makes way for the form: the keyboard goes on to its first field.
  useEffect(() => {
    if (open) formRef.current?.querySelector<HTMLElement>('select')?.focus();
  }, [open, formRef]);

  const show = (found: Errors) => {
    setErrors(found);
    if (Object.keys(found).length > 0) focusFirstError();
  };
  const set = (change: Partial<typeof input>, field: keyof Errors) => {
    setInput((current) => ({ ...current, ...change }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (report.isPending) return;
    if (photos.uploading) {
      show({ photo_upload_ids: 'Wait until your photos have finished uploading.' });
      return;
    }
    const parsed = reportBody(
      { ...input, photoUploadIds: photos.uploadIds },
      sale,
      auction.currency,
    );
    if ('errors' in parsed) {
      show(parsed.errors);
      return;
    }
    setErrors({});
    report.mutateAsync(parsed.body).then(
      () => {
        actionToast('dispute', 'success', 'Your report was sent to the seller and Gavel staff.');
      },
      (error: unknown) => {
        show(formErrors(error, FIELDS, 'dispute'));
      },
    );
  };

  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4 p-4 sm:p-5">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-base font-semibold text-zinc-900 dark:text-white">
          Report a problem
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          If the item is not what the listing said, tell us. You can report a problem until{' '}
          <time dateTime={windowEndsAt}>{formatDateTime(windowEndsAt)}</time>.
        </p>
      </div>
      {!open ? (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => {
            setOpen(true);
          }}
        >
          Report a problem
        </Button>
      ) : (
        <form
          ref={formRef}
          onSubmit={submit}
          noValidate
          aria-label="Report a problem"
          aria-busy={report.isPending}
          className="flex flex-col gap-4"
        >
          <SelectField
            label="Reason"
            name="reason"
            placeholder="Choose a reason"
            options={REASON_OPTIONS}
            value={input.reason}
            onChange={(event) => {
              set({ reason: event.target.value as ReportInput['reason'] }, 'reason');
            }}
            error={errors.reason}
          />
          <TextareaField
            label="Description"
            name="description"
            rows={5}
            maxLength={DISPUTE_DESCRIPTION_MAX}
            value={input.description}
            onChange={(event) => {
              set({ description: event.target.value }, 'description');
            }}
            hint={`What is wrong, and where. The seller and Gavel staff read it. ${characterCount(input.description.length, DISPUTE_DESCRIPTION_MAX)}.`}
            error={errors.description}
          />
          <DocumentsField
            label="Photos"
            kind={DISPUTE_PHOTO_UPLOADS}
            what="Photos that show the problem, seen only by the seller and Gavel staff"
            items={photos.items}
            error={errors.photo_upload_ids ?? photos.selectionError ?? undefined}
            onAdd={(files) => {
              setErrors((current) => ({ ...current, photo_upload_ids: undefined }));
              photos.add(files);
            }}
            onRemove={photos.remove}
            onRetry={photos.retry}
          />
          <TextField
            label="Requested adjustment"
            name="adjustment"
            inputMode="decimal"
            autoComplete="off"
            className="sm:max-w-xs"
            value={input.adjustment}
            onChange={(event) => {
              set({ adjustment: event.target.value }, 'requested_adjustment_cents');
            }}
            hint={
              sale === null
                ? 'Optional: how much you ask off the price.'
                : `Optional: how much you ask off the sale price of ${formatMoney(sale, auction.currency)}.`
            }
            error={errors.requested_adjustment_cents}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" aria-busy={report.isPending}>
              Send report
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setOpen(false);
                setErrors({});
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
