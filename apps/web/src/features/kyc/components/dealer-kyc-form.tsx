import {
  dealerKycBodySchema,
  type DealerKycBody,
  type DealerKycRecord,
  type DealerProfile,
} from '@gavel/contract';
import { useState } from 'react';
import { TextField } from '../../../components/ui/field';
import { useSubmitDealerKyc } from '../api/submit-dealer-kyc';
import {
  AddressFields,
  addressBody,
  addressValues,
  type AddressValues,
} from '../../../components/forms/address-fields';
import { FieldGroup } from '../../../components/forms/field-group';
import { KycForm } from './kyc-form';

interface KycValues {
  business_name: string;
  registration_number: string;
  vat_number: string;
  representative_name: string;
  address: AddressValues;
}

const KYC_CHOICES = ['address.country'];

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
export function DealerKycForm({
  record,
  profile,
  onSubmitted,
}: {
  record: DealerKycRecord | null;
  profile: DealerProfile | null;
  onSubmitted?: () => void;
}) {
  const [values, setValues] = useState<KycValues>(() => initialValues(record, profile));
  const submit = useSubmitDealerKyc();

  return (
    <KycForm
      schema={dealerKycBodySchema}
      toBody={(documentIds) => toBody(values, documentIds)}
      blank={(path) => blankAt(values, path)}
      choices={KYC_CHOICES}
      fields={KYC_FIELDS}
      initialDocuments={record?.documents ?? []}
      documentsWhat="Your company registration certificate and the representative’s identity document"
      privacyNote="Your documents are only seen by our review team."
      submit={submit}
      submitted="KYC submitted. We will review your documents shortly."
      onSubmitted={onSubmitted}
    >
      {(errors, clear) => {
        const set =
          (field: Exclude<keyof KycValues, 'address'>) =>
          (event: { target: { value: string } }): void => {
            const value = event.target.value;
            setValues((current) => ({ ...current, [field]: value }));
            clear(field);
          };
        return (
          <>
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
                  for (const field of Object.keys(address) as (keyof typeof address)[]) {
                    if (address[field] !== values.address[field]) clear(`address.${field}`);
                  }
                }}
              />
            </FieldGroup>
          </>
        );
      }}
    </KycForm>
  );
}
