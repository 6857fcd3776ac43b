import {
  documentTypeSchema,
  type DocumentType,
  type SellerKycBody,
  type SellerKycRecord,
} from '@gavel/contract';
import {
  addressBody,
  addressValues,
  type AddressValues,
} from '../../../components/forms/address-fields';

export interface KycFormValues {
  full_name: string;
  date_of_birth: string;
  phone: string;
  document_type: DocumentType | '';
  document_number: string;
  address: AddressValues;
}

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  passport: 'Passport',
  driving_licence: 'Driving licence',
  national_id: 'National ID card',
};

export const DOCUMENT_TYPE_OPTIONS = documentTypeSchema.options.map((value) => ({
  value,
  label: DOCUMENT_TYPE_LABELS[value],
}));

/** Field paths of the API body, as `validation_error` names them. */
export const KYC_FIELDS = [
  'full_name',
  'date_of_birth',
  'phone',
  'document_type',
  'document_number',
  'address',
  'document_upload_ids',
] as const;

/** Fields chosen from a list: left blank, they read "Choose one". */
export const KYC_CHOICES = ['document_type', 'address.country'] as const;

/**
 * A resubmission starts from what was sent, except the document number: answers only carry its
 * last characters, and the server stores what is sent, so it must be typed again.
 */
export function initialValues(record: SellerKycRecord | null): KycFormValues {
  return {
    full_name: record?.full_name ?? '',
    date_of_birth: record?.date_of_birth ?? '',
    phone: record?.phone ?? '',
    document_type: record?.document_type ?? '',
    document_number: '',
    address: addressValues(record?.address),
  };
}

export function toBody(values: KycFormValues, documentIds: string[]): SellerKycBody {
  return {
    full_name: values.full_name,
    date_of_birth: values.date_of_birth,
    phone: values.phone,
    address: addressBody(values.address),
    // An empty choice fails the schema with "Choose one".
    document_type: values.document_type as DocumentType,
    document_number: values.document_number,
    document_upload_ids: documentIds,
  };
}

/** Whether the field at an API path (`full_name`, `address.city`) was left blank. */
export function blankAt(values: KycFormValues, path: string): boolean {
  const [head, tail] = path.split('.') as [keyof KycFormValues, string | undefined];
  const value =
    head === 'address' && tail ? values.address[tail as keyof AddressValues] : values[head];
  return typeof value === 'string' && value.trim() === '';
}
