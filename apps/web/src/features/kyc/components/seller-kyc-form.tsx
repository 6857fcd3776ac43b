import { KYC_MIN_AGE_YEARS, sellerKycBodySchema, type SellerKycRecord } from '@gavel/contract';
import { useState } from 'react';
import { SelectField, TextField } from '../../../components/ui/field';
import { AddressFields } from '../../../components/forms/address-fields';
import { FieldGroup } from '../../../components/forms/field-group';
import { useSubmitSellerKyc } from '../api/submit-seller-kyc';
import { KycForm } from './kyc-form';
import {
  blankAt,
  DOCUMENT_TYPE_OPTIONS,
  initialValues,
  KYC_CHOICES,
  KYC_FIELDS,
  toBody,
} from './seller-kyc-values';

/** The latest birth date that is old enough, as the `max` of the date input (the server decides). */
function latestBirthDate(): string {
  const today = new Date();
  today.setUTCFullYear(today.getUTCFullYear() - KYC_MIN_AGE_YEARS);
  return today.toISOString().slice(0, 10);
}

/**
 * The seller KYC: a first submission, or a fix after a review (`record` given), which starts
 * from what was sent and keeps its documents unless the seller removes them.
 */
export function SellerKycForm({ record }: { record: SellerKycRecord | null }) {
  const [maxBirthDate] = useState(latestBirthDate);
  const submit = useSubmitSellerKyc();
  const masked = record?.document_number;

  return (
    <KycForm
      schema={sellerKycBodySchema}
      initialValues={() => initialValues(record)}
      toBody={toBody}
      blank={blankAt}
      choices={KYC_CHOICES}
      fields={KYC_FIELDS}
      initialDocuments={record?.documents ?? []}
      privacyNote="Your details are only seen by our review team."
      submit={submit}
      submitted="KYC submitted. We will let you know once it has been reviewed."
      onSubmitted={() => {
        window.scrollTo({ top: 0 });
      }}
    >
      {({ field, address }) => (
        <>
          <FieldGroup legend="Personal details">
            <TextField
              label="Full name"
              autoComplete="name"
              hint="As it appears on your identity document."
              {...field('full_name')}
              className="sm:col-span-2"
            />
            <TextField
              label="Date of birth"
              type="date"
              autoComplete="bday"
              max={maxBirthDate}
              hint={`You must be at least ${String(KYC_MIN_AGE_YEARS)}.`}
              {...field('date_of_birth')}
            />
            <TextField
              label="Phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder="+44 20 7946 0958"
              hint="International format, starting with + and the country code."
              {...field('phone')}
            />
          </FieldGroup>

          <FieldGroup legend="Identity document">
            <SelectField
              label="Document type"
              placeholder="Choose a document"
              options={DOCUMENT_TYPE_OPTIONS}
              {...field('document_type')}
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
              {...field('document_number')}
            />
          </FieldGroup>

          <FieldGroup legend="Address">
            <AddressFields {...address} />
          </FieldGroup>
        </>
      )}
    </KycForm>
  );
}
