import {
  documentTypeSchema,
  sellerKycBodySchema,
  type DocumentType,
  type SellerKycBody,
  type SellerKycRecord,
} from '@gavel/contract';

export interface KycFormValues {
  full_name: string;
  date_of_birth: string;
  phone: string;
  document_type: DocumentType | '';
  document_number: string;
  line1: string;
  line2: string;
  city: string;
  postal_code: string;
  country: string;
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
    line1: record?.address.line1 ?? '',
    line2: record?.address.line2 ?? '',
    city: record?.address.city ?? '',
    postal_code: record?.address.postal_code ?? '',
    country: record?.address.country ?? '',
  };
}

export function toBody(values: KycFormValues, documentIds: string[]): SellerKycBody {
  return {
    full_name: values.full_name,
    date_of_birth: values.date_of_birth,
    phone: values.phone,
    address: {
      line1: values.line1,
      ...(values.line2.trim() ? { line2: values.line2 } : {}),
      city: values.city,
      postal_code: values.postal_code,
      country: values.country,
    },
    // An empty choice fails validation below with its own message.
    document_type: values.document_type as DocumentType,
    document_number: values.document_number,
    document_upload_ids: documentIds,
  };
}

/** Which form field shows an API path's error: `address.city` → `city`, `document_upload_ids.2` → the documents. */
export function fieldOf(path: string): string {
  if (path.startsWith('address.')) return path.slice('address.'.length);
  if (path.startsWith('document_upload_ids')) return 'document_upload_ids';
  return path;
}

/** The same schema the server uses, so most mistakes are shown before anything is sent. */
export function validate(values: KycFormValues, documentIds: string[]): Record<string, string> {
  const result = sellerKycBodySchema.safeParse(toBody(values, documentIds));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path.map(String).join('.'));
    if (field in errors) continue;
    const raw = field in values ? values[field as keyof KycFormValues].trim() : null;
    if (raw === '') {
      errors[field] = field === 'document_type' || field === 'country' ? 'Choose one' : 'Required';
    } else {
      errors[field] = issue.message;
    }
  }
  return errors;
}
