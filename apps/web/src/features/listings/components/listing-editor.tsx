import type { KycStatus, Listing } from '@gavel/contract';
import { useId, type SyntheticEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatDateTime } from '../../../lib/format';
import { useListingEditor } from '../hooks/use-listing-editor';
import { takesConditionReport } from '../listing-form';
import { AttributesEditor } from './attributes-editor';
import { ConditionReportSection } from './condition-report-section';
import { ListingFields } from './listing-fields';
import { PhotoSection } from './photo-section';
import { SpecificsFields } from './specifics-fields';
import { SubmitChecklist } from './submit-checklist';

/**
 * Creates (listing = null, on /seller/listings/new) or edits a draft or rejected listing: its
 * fields, the category's specifics, photos, a vehicle's condition report and free attributes,
 * beside the checklist and the buttons (what they do: useListingEditor).
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
  const editor = useListingEditor({ listing, onSubmitted });
  const { values, errors, busy } = editor;
  const { formRef, attributesRef, reportRef, photosRef } = editor.refs;

  const onFormSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    void editor.saveDraft();
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
            onChange={editor.change}
            currency={listing?.currency ?? null}
            specifics={
              <SpecificsFields
                category={values.category}
                values={values.specifics}
                errors={errors}
                now={editor.now}
                onChange={(specifics, key) => {
                  editor.changeWithin('specifics', specifics, key);
                }}
              />
            }
          />
        </form>
        <div ref={photosRef}>
          <PhotoSection
            listing={listing}
            preparing={busy === 'photos'}
            onAddPhotos={(files) => void editor.addPhotos(files)}
          />
        </div>
        {/* Outside the form: the photo section between them holds dialogs with forms of their
            own, which may not nest, as the report's "Add damage" is. The buttons save
            everything either way. */}
        {takesConditionReport(values) && (
          <div ref={reportRef}>
            <ConditionReportSection
              report={values.report}
              errors={errors}
              photos={listing?.photos ?? []}
              onChange={(report, path) => {
                editor.changeWithin('report', report, path);
              }}
            />
          </div>
        )}
        <div ref={attributesRef}>
          <AttributesEditor
            rows={values.attributes}
            errors={errors}
            onChange={(rows) => {
              editor.change('attributes', rows);
            }}
          />
        </div>
      </div>

      <aside aria-label="Save and submit" className="lg:sticky lg:top-6">
        <Card className="flex flex-col gap-4 p-5">
          <h2 className="text-lg font-semibold text-zinc-900 dark:text-white">Ready to submit?</h2>
          <SubmitChecklist
            values={values}
            photoCount={editor.photoCount}
            kycStatus={kycStatus}
            now={editor.now}
          />
          <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
            {editor.dirty
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
              onClick={() => void editor.submitForReview()}
            >
              {busy === 'submit' ? 'Submitting…' : 'Submit for review'}
            </Button>
            {listing?.status === 'draft' && (
              <Button
                variant="ghost"
                className="text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40"
                onClick={editor.confirmDelete.ask}
              >
                Delete draft
              </Button>
            )}
          </div>
        </Card>
      </aside>

      <ConfirmDialog
        open={editor.confirmDelete.open}
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
        onConfirm={() => void editor.deleteDraft()}
        onClose={editor.confirmDelete.cancel}
      />
      {/* Its title names no field of the form ("Condition", "Category"): a closed dialog keeps its
          name, and a label search for a field must find the field alone. */}
      <ConfirmDialog
        open={editor.categoryChange.open}
        title="Drop this vehicle’s report?"
        actionLabel="Change category"
        description="Only vehicles have a condition report: this listing’s report is left behind in another category."
        destructive
        onConfirm={editor.categoryChange.confirm}
        onClose={editor.categoryChange.cancel}
      />
      <ConfirmDialog
        open={editor.blocker.status === 'blocked'}
        title="Leave without saving?"
        actionLabel="Leave"
        description="Your changes to this listing have not been saved."
        onConfirm={() => editor.blocker.proceed?.()}
        onClose={() => editor.blocker.reset?.()}
      />
    </div>
  );
}
