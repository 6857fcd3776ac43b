import { KYC_MIN_AGE_YEARS, type SellerKycRecord } from '@gavel/contract';
import { useEffect, useRef, useState, type SubmitEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { formErrors } from '../../../lib/form-errors';
import { useSubmitSellerKyc } from '../api/submit-seller-kyc';
import { CountryField } from '../../../components/forms/country-field';
import { DocumentsField } from '../../../components/forms/documents-field';
import {
  DOCUMENT_TYPE_OPTIONS,
  fieldOf,
  initialValues,
  KYC_FIELDS,
  toBody,
  validate,
  type KycFormValues,
} from './seller-kyc-values';
import { useDocumentUploads } from '../../../components/forms/use-document-uploads';

/** The latest birth date that is old enough, as the `max` of the date input (the server decides). */
function latestBirthDate(): string {
  const today = new Date();
  today.setUTCFullYear(today.getUTCFullYear() - KYC_MIN_AGE_YEARS);
  return today.toISOString().slice(0, 10);
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-base font-semibold text-zinc-900 dark:text-white">
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}

/**
 * The seller KYC form: a first submission, or a fix after a review (`record` given), which
 * starts from what was sent and keeps its documents unless the seller removes them.
 */
export function KycForm({ record }: { record: SellerKycRecord | null }) {
  const [values, setValues] = useState<KycFormValues>(() => initialValues(record));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [maxBirthDate] = useState(latestBirthDate);
  const documents = useDocumentUploads(record?.documents ?? []);
  const submit = useSubmitSellerKyc();
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  // After a failed attempt, take keyboard and screen-reader users to the first problem.
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  // Editing a field clears its error: the message was about the value that was there.
  const update = (field: keyof KycFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  };
  const set =
    (field: keyof KycFormValues) =>
    (event: { target: { value: string } }): void => {
      update(field, event.target.value);
    };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    if (documents.uploading) {
      setErrors({ document_upload_ids: 'Wait until your documents have finished uploading.' });
      setFocusRequest((n) => n + 1);
      return;
    }
    const found = validate(values, documents.uploadIds);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }
    // Awaited rather than per-call callbacks: on success the page swaps this form for the
    // read-only summary, and callbacks of an unmounted observer never run.
    submit.mutateAsync(toBody(values, documents.uploadIds)).then(
      () => {
        toast.success('KYC submitted. We will let you know once it has been reviewed.');
        window.scrollTo({ top: 0 });
      },
      (error: unknown) => {
        const fromServer: Record<string, string> = {};
        for (const [path, message] of Object.entries(formErrors(error, KYC_FIELDS))) {
          fromServer[fieldOf(path)] ??= message;
        }
        setErrors(fromServer);
        if (Object.keys(fromServer).length > 0) setFocusRequest((n) => n + 1);
      },
    );
  };

  const masked = record?.document_number;

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-busy={submit.isPending}
      className="flex flex-col gap-8"
    >
      <Group legend="Personal details">
        <TextField
          label="Full name"
          autoComplete="name"
          hint="As it appears on your identity document."
          value={values.full_name}
          onChange={set('full_name')}
          error={errors.full_name}
          className="sm:col-span-2"
        />
        <TextField
          label="Date of birth"
          type="date"
          autoComplete="bday"
          max={maxBirthDate}
          hint={`You must be at least ${String(KYC_MIN_AGE_YEARS)}.`}
          value={values.date_of_birth}
          onChange={set('date_of_birth')}
          error={errors.date_of_birth}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+44 20 7946 0958"
          hint="International format, starting with + and the country code."
          value={values.phone}
          onChange={set('phone')}
          error={errors.phone}
        />
      </Group>

      <Group legend="Identity document">
        <SelectField
          label="Document type"
          placeholder="Choose a document"
          options={DOCUMENT_TYPE_OPTIONS}
          value={values.document_type}
          onChange={set('document_type')}
          error={errors.document_type}
        />
        <TextField
          label="Document number"
          autoComplete="off"
          spellCheck={false}
          hint={
            masked
              ? `For your security we never show the number you sent (${masked}); type it again.`
              : undefined
          }
          value={values.document_number}
          onChange={set('document_number')}
          error={errors.document_number}
        />
      </Group>

      <Group legend="Address">
        <TextField
          label="Address line 1"
          autoComplete="address-line1"
          value={values.line1}
          onChange={set('line1')}
          error={errors.line1}
          className="sm:col-span-2"
        />
        <TextField
          label="Address line 2"
          autoComplete="address-line2"
          hint="Optional."
          value={values.line2}
          onChange={set('line2')}
          error={errors.line2}
          className="sm:col-span-2"
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          value={values.city}
          onChange={set('city')}
          error={errors.city}
        />
        <TextField
          label="Postal code"
          autoComplete="postal-code"
          value={values.postal_code}
          onChange={set('postal_code')}
          error={errors.postal_code}
        />
        <CountryField
          value={values.country}
          onChange={(country) => {
            update('country', country);
          }}
          error={errors.country}
        />
      </Group>

      <DocumentsField
        items={documents.items}
        error={errors.document_upload_ids ?? documents.selectionError ?? undefined}
        onAdd={(files) => {
          // A new choice makes the last attempt's documents error out of date.
          setErrors(({ document_upload_ids: _stale, ...rest }) => rest);
          documents.add(files);
        }}
        onRemove={documents.remove}
        onRetry={documents.retry}
      />

      <div className="flex flex-col-reverse gap-3 border-t border-zinc-200 pt-6 sm:flex-row sm:items-center sm:justify-end dark:border-zinc-800">
        <p className="text-sm text-zinc-500 sm:mr-auto dark:text-zinc-400">
          Your details are only seen by our review team.
        </p>
        <Button type="submit" size="lg" aria-busy={submit.isPending}>
          {submit.isPending ? 'Submitting…' : 'Submit KYC'}
        </Button>
      </div>
    </form>
  );
}
