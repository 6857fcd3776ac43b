import type { KycStatus, Listing } from '@gavel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { actionToast } from '../../../lib/toasts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { formErrors, toastError } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { useCreateListing } from '../api/create-listing';
import { forgetListing, useDeleteListing } from '../api/delete-listing';
import { useSubmitListing } from '../api/submit-listing';
import { useUpdateListing } from '../api/update-listing';
import { dropHandoff, handOff, peekHandoff } from '../editor-handoff';
import { enqueuePhotoUploads } from '../hooks/photo-uploads';
import {
  emptyListingForm,
  formIsDirty,
  LISTING_FIELDS,
  listingToForm,
  missingForSubmit,
  validateListingForm,
  type FieldErrors,
  type ListingFormValues,
} from '../listing-form';
import { AttributesEditor } from './attributes-editor';
import { ListingFields, type FormChange } from './listing-fields';
import { PhotoSection } from './photo-section';
import { SubmitChecklist } from './submit-checklist';

/** Which error paths a form field owns, so typing in it clears its message. */
const PATH_OF: Partial<Record<keyof ListingFormValues, string>> = {
  starting_price: 'starting_price_cents',
  reserve_price: 'reserve_price_cents',
};

type Busy = 'save' | 'submit' | 'photos' | 'delete' | null;

/**
 * Creates (listing = null, on /seller/listings/new) or edits a draft or rejected listing.
 * "Save draft" writes what is filled in; "Submit for review" checks the required fields first
 * (nothing is saved while one is missing), then saves when needed. A draft can be deleted.
 */
export function ListingEditor({
  listing,
  kycStatus,
  onSubmitted,
}: {
  listing: Listing | null;
  /** The seller's identity check, for the sidebar's note; undefined while unknown. */
  kycStatus: KycStatus | undefined;
  /** After a successful submit of this (saved) listing, e.g. to show its new state. */
  onSubmitted?: () => void;
}) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const attributesRef = useRef<HTMLDivElement>(null);
  const photosRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateListing();
  const update = useUpdateListing();
  const submit = useSubmitListing();
  const remove = useDeleteListing();
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

  const change: FormChange = (field, value) => {
    setValues((current) => ({ ...current, [field]: value }));
    const path = PATH_OF[field] ?? field;
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([key]) => key !== path && !key.startsWith(`${path}.`)),
      ),
    );
  };

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    requestAnimationFrame(() => {
      const invalid = '[aria-invalid="true"]';
      (
        formRef.current?.querySelector<HTMLElement>(invalid) ??
        attributesRef.current?.querySelector<HTMLElement>(invalid)
      )?.focus();
    });
  };

  const openListing = (id: string, handoff: { values: ListingFormValues; errors: FieldErrors }) => {
    handOff(id, handoff);
    leaving.current = true;
    void navigate({ to: '/seller/listings/$listingId', params: { listingId: id }, replace: true });
  };

  /** Saves what is typed; null when it could not (the errors are shown). */
  const save = async (): Promise<Listing | null> => {
    const { body, errors: found } = validateListingForm(values, listing);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return null;
    }
    try {
      const saved = listing
        ? await update.mutateAsync({ id: listing.id, body })
        : await create.mutateAsync(body);
      setErrors({});
      setValues(listingToForm(saved));
      return saved;
    } catch (error) {
      showErrors(formErrors(error, LISTING_FIELDS));
      return null;
    }
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
    const missing = { ...missingForSubmit(values), ...validateListingForm(values, listing).errors };
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
    const { body, errors: found } = validateListingForm(values, null);
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

  const onFormSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    void saveDraft();
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="flex min-w-0 flex-col gap-6">
        <form
          id={formId}
          ref={formRef}
          noValidate
          aria-label="Listing details"
          className="flex flex-col gap-6"
          onSubmit={onFormSubmit}
        >
          <ListingFields
            values={values}
            errors={errors}
            onChange={change}
            currency={listing?.currency ?? null}
          />
        </form>
        <div ref={photosRef}>
          <PhotoSection
            listing={listing}
            preparing={busy === 'photos'}
            onAddPhotos={(files) => void addPhotos(files)}
          />
        </div>
        {/* Outside the form: the photo section between them holds dialogs with forms of their
            own, which may not nest. The buttons save everything either way. */}
        <div ref={attributesRef}>
          <AttributesEditor
            rows={values.attributes}
            errors={errors}
            onChange={(rows) => {
              change('attributes', rows);
            }}
          />
        </div>
      </div>

      <aside aria-label="Save and submit" className="lg:sticky lg:top-6">
        <Card className="flex flex-col gap-4 p-5">
          <h2 className="text-lg font-semibold text-zinc-900 dark:text-white">Ready to submit?</h2>
          <SubmitChecklist values={values} photoCount={photoCount} kycStatus={kycStatus} />
          <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
            {dirty
              ? 'You have unsaved changes.'
              : listing
                ? `Saved ${formatDateTime(listing.updated_at)}.`
                : 'Nothing saved yet.'}
          </p>
          <div className="flex flex-col gap-2">
            <Button
              type="submit"
              form={formId}
              variant="secondary"
              aria-busy={busy === 'save' || undefined}
            >
              {busy === 'save' ? 'Saving…' : 'Save draft'}
            </Button>
            <Button
              aria-busy={busy === 'submit' || undefined}
              onClick={() => void submitForReview()}
            >
              {busy === 'submit' ? 'Submitting…' : 'Submit for review'}
            </Button>
            {listing?.status === 'draft' && (
              <Button
                variant="ghost"
                className="text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40"
                onClick={() => {
                  setConfirmDelete(true);
                }}
              >
                Delete draft
              </Button>
            )}
          </div>
        </Card>
      </aside>

      <ConfirmDialog
        open={confirmDelete}
        title="Delete this draft?"
        actionLabel="Delete draft"
        destructive
        pending={busy === 'delete'}
        description={
          <>
            “{listing?.title ?? 'Untitled draft'}” and its photos are deleted for good. This cannot
            be undone.
          </>
        }
        onConfirm={() => void deleteDraft()}
        onClose={() => {
          setConfirmDelete(false);
        }}
      />
      <ConfirmDialog
        open={blocker.status === 'blocked'}
        title="Leave without saving?"
        actionLabel="Leave"
        description="Your changes to this listing have not been saved."
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      />
    </div>
  );
}
