import type { Listing } from '@gavel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formErrors, toastError } from '../../../lib/form-errors';
import { serverNow } from '../../../lib/server-clock';
import { actionToast } from '../../../lib/toasts';
import { useCreateListing } from '../api/create-listing';
import { forgetListing, useDeleteListing } from '../api/delete-listing';
import { useSaveConditionReport } from '../api/save-condition-report';
import { useSubmitListing } from '../api/submit-listing';
import { useUpdateListing } from '../api/update-listing';
import {
  comparableReport,
  emptyReportForm,
  REPORT_FIELDS,
  REPORT_PATH,
  reportErrorPaths,
} from '../condition-report-form';
import type { FormChange } from '../components/listing-fields';
import { dropHandoff, handOff, peekHandoff } from '../editor-handoff';
import { enqueuePhotoUploads } from './photo-uploads';
import {
  emptyListingForm,
  formIsDirty,
  LISTING_FIELDS,
  listingToForm,
  missingForSubmit,
  reportToSave,
  takesConditionReport,
  validateListingForm,
  type FieldErrors,
  type ListingFormValues,
  withCategory,
} from '../listing-form';

/** Which error paths a form field owns, so typing in it clears its message. */
const PATH_OF: Partial<Record<keyof ListingFormValues, string>> = {
  starting_price: 'starting_price_cents',
  reserve_price: 'reserve_price_cents',
  report: REPORT_PATH,
};

const withoutErrors = (errors: FieldErrors, path: string): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors).filter(([key]) => key !== path && !key.startsWith(`${path}.`)),
  );

export type Busy = 'save' | 'submit' | 'photos' | 'delete' | null;

/**
 * The listing editor's state and what its buttons do: "Save draft" writes what is filled in,
 * then the condition report; "Submit for review" checks the required fields first (nothing is
 * saved while one is missing), then saves when needed; the first photo of a new listing saves
 * the draft; a draft can be deleted. Every server refusal is shown on its field.
 */
export function useListingEditor({
  listing,
  onSubmitted,
}: {
  listing: Listing | null;
  onSubmitted: (() => void) | undefined;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const attributesRef = useRef<HTMLDivElement>(null);
  const reportRef = useRef<HTMLDivElement>(null);
  const photosRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateListing();
  const update = useUpdateListing();
  const submit = useSubmitListing();
  const remove = useDeleteListing();
  const saveReport = useSaveConditionReport();
  // The specifics' ranges (`year` up to next year) on the server's clock, read once per editor.
  const [now] = useState(() => new Date(serverNow()));
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [values, setValues] = useState<ListingFormValues>(
    () =>
      peekHandoff(listing?.id)?.values ?? (listing ? listingToForm(listing) : emptyListingForm()),
  );
  const [errors, setErrors] = useState<FieldErrors>(() => peekHandoff(listing?.id)?.errors ?? {});
  const [busy, setBusy] = useState<Busy>(null);
  const listingId = listing?.id;
  useEffect(() => {
    if (listingId) dropHandoff(listingId);
  }, [listingId]);

  const dirty = formIsDirty(values, listing);
  const photoCount = listing?.photos.length ?? 0;
  // Set just before this editor navigates itself (new draft → its page): nothing is lost then.
  const leaving = useRef(false);
  const blocker = useBlocker({
    shouldBlockFn: () => !leaving.current,
    enableBeforeUnload: dirty,
    disabled: !dirty,
    withResolver: true,
  });

  /** A category the seller chose that would leave the vehicle's report behind, to confirm. */
  const [leavingReportFor, setLeavingReportFor] = useState<ListingFormValues['category'] | null>(
    null,
  );
  const hasReport =
    listing?.condition_report != null ||
    comparableReport(values.report) !== comparableReport(emptyReportForm());

  const change: FormChange = (field, value) => {
    if (
      field === 'category' &&
      takesConditionReport(values) &&
      !takesConditionReport({ category: value as ListingFormValues['category'] }) &&
      hasReport
    ) {
      setLeavingReportFor(value as ListingFormValues['category']);
      return;
    }
    applyChange(field, value);
  };

  const applyChange: FormChange = (field, value) => {
    setValues((current) =>
      field === 'category'
        ? withCategory(current, value as ListingFormValues['category'])
        : { ...current, [field]: value },
    );
    const path = PATH_OF[field] ?? field;
    setErrors((current) => withoutErrors(current, path));
  };

  /** A change inside specifics or the report clears only the messages of what changed. */
  const changeWithin = <K extends 'specifics' | 'report'>(
    field: K,
    value: ListingFormValues[K],
    path: string,
  ) => {
    setValues((current) => ({ ...current, [field]: value }));
    const root = PATH_OF[field] ?? field;
    setErrors((current) => {
      const { [root]: _whole, ...rest } = current;
      return withoutErrors(rest, `${root}.${path}`);
    });
  };

  // Set with new errors: once they are on the page, the first invalid field takes the focus.
  // After React commits them, not in the next frame: a render that comes later than the frame
  // (a busy machine) left the focus where it was.
  const focusFirstError = useRef(false);
  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const invalid = '[aria-invalid="true"]';
    (
      formRef.current?.querySelector<HTMLElement>(invalid) ??
      reportRef.current?.querySelector<HTMLElement>(invalid) ??
      attributesRef.current?.querySelector<HTMLElement>(invalid)
    )?.focus();
  }, [errors]);

  const showErrors = (next: FieldErrors) => {
    focusFirstError.current = true;
    setErrors(next);
  };

  const openListing = (id: string, handoff: { values: ListingFormValues; errors: FieldErrors }) => {
    handOff(id, handoff);
    leaving.current = true;
    void navigate({ to: '/seller/listings/$listingId', params: { listingId: id }, replace: true });
  };

  /** Saves what is typed; null when it could not (the errors are shown). */
  const save = async (): Promise<Listing | null> => {
    const { body, errors: found } = validateListingForm(values, listing, now);
    const report = reportToSave(values, listing);
    if (Object.keys(found).length > 0) {
      showErrors({ ...found, ...report.errors });
      return null;
    }
    let saved: Listing;
    try {
      saved = listing
        ? await update.mutateAsync({ id: listing.id, body })
        : await create.mutateAsync(body);
    } catch (error) {
      showErrors(formErrors(error, LISTING_FIELDS));
      return null;
    }
    // An incomplete report does not hold back the draft (only Submit needs it whole): the
    // listing is saved, the report stays on screen, unsaved, with its messages.
    if (Object.keys(report.errors).length > 0) {
      setValues({ ...listingToForm(saved), report: values.report });
      showErrors(report.errors);
      actionToast('listing', 'success', 'Draft saved. The condition report is not saved yet.');
      if (!listing) {
        openListing(saved.id, {
          values: { ...listingToForm(saved), report: values.report },
          errors: report.errors,
        });
      }
      return null;
    }
    // The report after the listing: its category is `vehicles` by then (ADR 048).
    if (report.body) {
      try {
        const condition_report = await saveReport.mutateAsync({
          id: saved.id,
          body: report.body,
        });
        saved = { ...saved, condition_report };
      } catch (error) {
        // The listing is saved; what the report holds stays on screen, unsaved, with its errors.
        const fields = reportErrorPaths(formErrors(error, REPORT_FIELDS, 'listing'));
        setValues({ ...listingToForm(saved), report: values.report });
        showErrors(fields);
        if (!listing) {
          openListing(saved.id, { values: { ...values }, errors: fields });
        }
        return null;
      }
    }
    setErrors({});
    setValues(listingToForm(saved));
    return saved;
  };

  const saveDraft = async () => {
    if (busy) return;
    setBusy('save');
    const saved = await save();
    setBusy(null);
    if (!saved) return;
    actionToast('listing', 'success', 'Draft saved');
    if (!listing) openListing(saved.id, { values: listingToForm(saved), errors: {} });
  };

  const submitForReview = async () => {
    if (busy) return;
    // Everything review needs is checked before anything is saved: an empty form creates no
    // draft. Then the photo, which a new listing cannot have yet.
    const missing = {
      ...missingForSubmit(values, now),
      ...validateListingForm(values, listing, now).errors,
      ...reportToSave(values, listing).errors,
    };
    if (Object.keys(missing).length > 0) {
      showErrors(missing);
      return;
    }
    if (photoCount === 0) {
      actionToast('listing', 'error', 'Add at least one photo before submitting.');
      photosRef.current?.querySelector<HTMLElement>('input[type="file"]')?.focus();
      return;
    }
    setBusy('submit');
    const saved = !listing || dirty ? await save() : listing;
    if (!saved) {
      setBusy(null);
      return;
    }
    let submitErrors: FieldErrors = {};
    try {
      await submit.mutateAsync(saved.id);
      actionToast('listing', 'success', 'Submitted for review');
      if (listing) onSubmitted?.();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'kyc_required') {
        actionToast('listing', 'error', error.message, {
          action: {
            label: 'Go to KYC',
            onClick: () => void navigate({ to: '/seller/kyc' }),
          },
        });
      } else {
        submitErrors = formErrors(error, LISTING_FIELDS);
        showErrors(submitErrors);
      }
    }
    setBusy(null);
    if (!listing) openListing(saved.id, { values: listingToForm(saved), errors: submitErrors });
  };

  const addPhotos = async (files: File[]) => {
    if (listing) {
      enqueuePhotoUploads(queryClient, listing.id, files);
      return;
    }
    if (busy) {
      actionToast(
        'listing',
        'error',
        'The draft is still being saved. Add the photos again in a moment.',
      );
      return;
    }
    // SPEC §8: the first photo saves the draft. Fields with a problem are left out of that
    // save and stay on screen, with their message, to be fixed.
    setBusy('photos');
    const { body, errors: found } = validateListingForm(values, null, now);
    try {
      const created = await create.mutateAsync(body);
      enqueuePhotoUploads(queryClient, created.id, files);
      actionToast('listing', 'success', 'Draft saved');
      openListing(created.id, { values, errors: found });
    } catch (error) {
      showErrors(formErrors(error, LISTING_FIELDS));
    } finally {
      setBusy(null);
    }
  };

  const deleteDraft = async () => {
    if (!listing || busy) return;
    setBusy('delete');
    try {
      await remove.mutateAsync(listing.id);
      setConfirmDelete(false);
      actionToast('listing', 'success', 'Draft deleted');
      leaving.current = true;
      const deleted = listing.id;
      void navigate({ to: '/seller', replace: true }).finally(() => {
        forgetListing(queryClient, deleted);
      });
    } catch (error) {
      setConfirmDelete(false);
      toastError(error);
    } finally {
      setBusy(null);
    }
  };

  return {
    refs: { formRef, attributesRef, reportRef, photosRef },
    now,
    values,
    errors,
    busy,
    dirty,
    photoCount,
    change,
    changeWithin,
    saveDraft,
    submitForReview,
    addPhotos,
    deleteDraft,
    blocker,
    confirmDelete: {
      open: confirmDelete,
      ask: () => {
        setConfirmDelete(true);
      },
      cancel: () => {
        setConfirmDelete(false);
      },
    },
    /** The category change waiting for the seller to drop the vehicle's report. */
    categoryChange: {
      open: leavingReportFor !== null,
      confirm: () => {
        if (leavingReportFor !== null) applyChange('category', leavingReportFor);
        setLeavingReportFor(null);
      },
      cancel: () => {
        setLeavingReportFor(null);
      },
    },
  };
}
