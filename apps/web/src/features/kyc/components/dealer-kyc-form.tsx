import {
  dealerKycBodySchema,
  type DealerKycBody,
  type DealerKycRecord,
  type DealerProfile,
} from '@gavel/contract';
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
  const submit = useSubmitDealerKyc();

  return (
    <KycForm
      schema={dealerKycBodySchema}
      initialValues={() => initialValues(record, profile)}
      toBody={toBody}
      blank={blankAt}
      choices={KYC_CHOICES}
      fields={KYC_FIELDS}
      initialDocuments={record?.documents ?? []}
      documentsWhat="Your company registration certificate and the representative’s identity document"
      privacyNote="Your documents are only seen by our review team."
      submit={submit}
      submitted="KYC submitted. We will review your documents shortly."
      onSubmitted={onSubmitted}
    >
      {({ field, address }) => (
        <>
          <FieldGroup legend="Business">
            <TextField
              label="Business name"
              autoComplete="organization"
              hint="The registered name of the company."
              {...field('business_name')}
              className="sm:col-span-2"
            />
            <TextField
              label="Registration number"
              autoComplete="off"
              spellCheck={false}
              {...field('registration_number')}
            />
            <TextField
              label="VAT number"
              autoComplete="off"
              spellCheck={false}
              hint="Optional."
              {...field('vat_number')}
            />
            <TextField
              label="Representative name"
              autoComplete="name"
              hint="A director or another person who may act for the company."
              {...field('representative_name')}
              className="sm:col-span-2"
            />
          </FieldGroup>
          <FieldGroup legend="Registered address">
            <AddressFields {...address} />
          </FieldGroup>
        </>
      )}
    </KycForm>
  );
}
