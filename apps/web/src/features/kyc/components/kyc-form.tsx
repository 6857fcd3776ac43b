import { useState, type ReactNode, type SyntheticEvent } from 'react';
import type { z } from 'zod';
import { actionToast } from '../../../lib/toasts';
import { Button } from '../../../components/ui/button';
import type { AddressValues } from '../../../components/forms/address-fields';
import { DocumentsField } from '../../../components/forms/documents-field';
import { useDocumentUploads } from '../../../components/forms/use-document-uploads';
import type { KycDocument } from '@gavel/contract';
import { formErrors } from '../../../lib/form-errors';
import { byField, issuesByPath } from '../../../lib/form-issues';
import { useFocusFirstError } from '../../../components/forms/use-focus-first-error';

export type FieldErrors = Record<string, string>;

/** The text and select fields of a form's values (everything but the address). */
type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** What the fields of a KYC form are drawn from. */
export interface KycFields<V extends { address: AddressValues }> {
  values: V;
  errors: FieldErrors;
  /** `value`, `onChange` and `error` of a text or select field, for spreading onto it. */
  field: (name: TextKeys<V>) => {
    value: V[TextKeys<V>];
    onChange: (event: { target: { value: string } }) => void;
    error: string | undefined;
  };
  /** The props of `AddressFields` (errors by API path, `address.city`). */
  address: {
    values: AddressValues;
    errors: FieldErrors;
    onChange: (next: AddressValues) => void;
  };
}

/**
 * The one KYC form, for sellers (identity) and dealers (business): the fields are the caller's,
 * everything else is shared. It checks the body with the contract's own schema before sending,
 * waits for uploads, shows the server's field errors next to their fields (API paths such as
 * `address.city`), moves focus to the first problem, and ends with "Documents" and "Submit KYC".
 */
export function KycForm<V extends { address: AddressValues }, Body>({
  initialValues,
  schema,
  toBody,
  blank,
  choices,
  fields,
  initialDocuments,
  documentsWhat,
  privacyNote,
  submit,
  submitted,
  onSubmitted,
  children,
}: {
  initialValues: () => V;
  schema: z.ZodType<Body>;
  /** The request body from the form's values and the finished uploads. */
  toBody: (values: V, documentIds: string[]) => Body;
  /** Whether the field at an API path was left blank ("Required" / "Choose one"). */
  blank: (values: V, path: string) => boolean;
  /** Paths of fields chosen from a list: blank reads "Choose one". */
  choices: readonly string[];
  /** The body's top-level fields, as `validation_error` names them. */
  fields: readonly string[];
  initialDocuments: readonly KycDocument[];
  documentsWhat?: string;
  privacyNote: string;
  submit: { mutateAsync: (body: Body) => Promise<unknown>; isPending: boolean };
  /** The toast after a successful submission. */
  submitted: string;
  onSubmitted?: () => void;
  /** The fields; editing one drops its error (the message was about the value that was there). */
  children: (fields: KycFields<V>) => ReactNode;
}) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const documents = useDocumentUploads(initialDocuments);
  const { formRef, focusFirstError } = useFocusFirstError();

  const clear = (path: string) => {
    setErrors((current) => {
      if (!(path in current)) return current;
      const { [path]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const show = (found: FieldErrors) => {
    setErrors(found);
    if (Object.keys(found).length > 0) focusFirstError();
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    if (documents.uploading) {
      show({ document_upload_ids: 'Wait until your documents have finished uploading.' });
      return;
    }
    const body = toBody(values, documents.uploadIds);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      show(issuesByPath(parsed.error, (path) => blank(values, path), choices));
      return;
    }
    setErrors({});
    // Awaited rather than per-call callbacks: on success the page may swap this form for the
    // read-only summary, and callbacks of an unmounted observer never run.
    submit.mutateAsync(body).then(
      () => {
        actionToast('kyc', 'success', submitted);
        onSubmitted?.();
      },
      (error: unknown) => {
        show(byField(formErrors(error, fields)));
      },
    );
  };

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-busy={submit.isPending}
      className="flex flex-col gap-8"
    >
      {children({
        values,
        errors,
        field: (name) => ({
          value: values[name],
          onChange: (event) => {
            const value = event.target.value;
            setValues((current) => ({ ...current, [name]: value }));
            clear(name);
          },
          error: errors[name],
        }),
        address: {
          values: values.address,
          errors,
          onChange: (address) => {
            for (const key of Object.keys(address) as (keyof AddressValues)[]) {
              if (address[key] !== values.address[key]) clear(`address.${key}`);
            }
            setValues((current) => ({ ...current, address }));
          },
        },
      })}
      <DocumentsField
        what={documentsWhat}
        items={documents.items}
        error={errors.document_upload_ids ?? documents.selectionError ?? undefined}
        onAdd={(files) => {
          // A new choice makes the last attempt's documents error out of date.
          clear('document_upload_ids');
          documents.add(files);
        }}
        onRemove={documents.remove}
        onRetry={documents.retry}
      />
      <div className="flex flex-col-reverse gap-3 border-t border-zinc-200 pt-6 sm:flex-row sm:items-center sm:justify-end dark:border-zinc-800">
        <p className="text-sm text-zinc-500 sm:mr-auto dark:text-zinc-400">{privacyNote}</p>
        <Button type="submit" size="lg" aria-busy={submit.isPending}>
          {submit.isPending ? 'Submitting…' : 'Submit KYC'}
        </Button>
      </div>
    </form>
  );
}
