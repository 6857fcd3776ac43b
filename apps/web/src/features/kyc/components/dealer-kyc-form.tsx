import {
  dealerKycBodySchema,
  type DealerKycBody,
  type DealerKycRecord,
  type DealerProfile,
} from '@gavel/contract';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { formErrors } from '../../../lib/form-errors';
import { useSubmitDealerKyc } from '../api/submit-dealer-kyc';
import {
  AddressFields,
  addressBody,
  addressValues,
  type AddressValues,
} from '../../../components/forms/address-fields';
import { DocumentsField } from '../../../components/forms/documents-field';
import { byField, issuesByPath } from '../../../lib/form-issues';
import { FieldGroup } from '../../../components/forms/field-group';
import { useDocumentUploads } from '../../../components/forms/use-document-uploads';

interface KycValues {
  business_name: string;
  registration_number: string;
  vat_number: string;
  representative_name: string;
  address: AddressValues;
}

const KYC_FIELDS = [
  'business_name',
  'registration_number',
  'vat_number',
  'representative_name',
  'address',
  'document_upload_ids',
];

/**
 * A resubmission starts from what was sent (registration and VAT numbers included: unlike the
 * seller's document number they are not masked); a first one from the dealer profile.
 */
function initialValues(record: DealerKycRecord | null, profile: DealerProfile | null): KycValues {
  return {
    business_name: record?.business_name ?? profile?.company_name ?? '',
    registration_number: record?.registration_number ?? '',
    vat_number: record?.vat_number ?? '',
    representative_name: record?.representative_name ?? profile?.contact_name ?? '',
    address: addressValues(record?.address ?? profile?.address),
  };
}

const toBody = (values: KycValues, documentIds: string[]): DealerKycBody => ({
  business_name: values.business_name,
  registration_number: values.registration_number,
  ...(values.vat_number.trim() ? { vat_number: values.vat_number } : {}),
  representative_name: values.representative_name,
  address: addressBody(values.address),
  document_upload_ids: documentIds,
});

function blankAt(values: KycValues, path: string): boolean {
  if (path === 'document_upload_ids') return false;
  const [head, tail] = path.split('.') as [keyof KycValues, string | undefined];
  const value =
    head === 'address' && tail ? values.address[tail as keyof AddressValues] : values[head];
  return typeof value === 'string' && value.trim() === '';
}

/** The dealer KYC: the business, its representative, its address and its documents. */
export function KycForm({
  record,
  profile,
  onSubmitted,
}: {
  record: DealerKycRecord | null;
  profile: DealerProfile | null;
  onSubmitted?: () => void;
}) {
  const [values, setValues] = useState<KycValues>(() => initialValues(record, profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const documents = useDocumentUploads(record?.documents ?? []);
  const submit = useSubmitDealerKyc();
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const set =
    (field: Exclude<keyof KycValues, 'address'>) => (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
    };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    if (documents.uploading) {
      setErrors({ document_upload_ids: 'Wait until your documents have finished uploading.' });
      setFocusRequest((n) => n + 1);
      return;
    }
    const body = toBody(values, documents.uploadIds);
    const parsed = dealerKycBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesByPath(parsed.error, (path) => blankAt(values, path), ['address.country']));
      setFocusRequest((n) => n + 1);
      return;
    }
    setErrors({});
    submit.mutate(body, {
      onSuccess: () => {
        toast.success('KYC submitted. We will review your documents shortly.');
        onSubmitted?.();
      },
      onError: (error) => {
        const found = byField(formErrors(error, KYC_FIELDS));
        setErrors(found);
        if (Object.keys(found).length > 0) setFocusRequest((n) => n + 1);
      },
    });
  };

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-busy={submit.isPending}
      className="flex flex-col gap-8"
    >
      <FieldGroup legend="Business">
        <TextField
          label="Business name"
          autoComplete="organization"
          hint="The registered name of the company."
          value={values.business_name}
          onChange={set('business_name')}
          error={errors.business_name}
          className="sm:col-span-2"
        />
        <TextField
          label="Registration number"
          autoComplete="off"
          spellCheck={false}
          value={values.registration_number}
          onChange={set('registration_number')}
          error={errors.registration_number}
        />
        <TextField
          label="VAT number"
          autoComplete="off"
          spellCheck={false}
          hint="Optional."
          value={values.vat_number}
          onChange={set('vat_number')}
          error={errors.vat_number}
        />
        <TextField
          label="Representative name"
          autoComplete="name"
          hint="A director or another person who may act for the company."
          value={values.representative_name}
          onChange={set('representative_name')}
          error={errors.representative_name}
          className="sm:col-span-2"
        />
      </FieldGroup>
      <FieldGroup legend="Registered address">
        <AddressFields
          values={values.address}
          errors={errors}
          onChange={(address) => {
            setValues((current) => ({ ...current, address }));
          }}
        />
      </FieldGroup>
      <DocumentsField
        what="Your company registration certificate and the representative’s identity document"
        items={documents.items}
        error={errors.document_upload_ids ?? documents.selectionError ?? undefined}
        onAdd={documents.add}
        onRemove={documents.remove}
        onRetry={documents.retry}
      />
      <div className="flex flex-col-reverse gap-3 border-t border-zinc-200 pt-6 sm:flex-row sm:items-center sm:justify-end dark:border-zinc-800">
        <p className="text-sm text-zinc-500 sm:mr-auto dark:text-zinc-400">
          Your documents are only seen by our review team.
        </p>
        <Button type="submit" size="lg" aria-busy={submit.isPending}>
          {submit.isPending ? 'Submitting…' : 'Submit KYC'}
        </Button>
      </div>
    </form>
  );
}
