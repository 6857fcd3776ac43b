import {
  dealerProfileBodySchema,
  type DealerProfile,
  type DealerProfileBody,
} from '@gavel/contract';
import { FieldGroup } from '../../../components/forms/field-group';
import { useState, type SyntheticEvent } from 'react';
import { actionToast } from '../../../lib/toasts';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { formErrors } from '../../../lib/form-errors';
import { useSaveDealerProfile } from '../api/save-dealer-profile';
import {
  AddressFields,
  addressBody,
  addressValues,
  type AddressValues,
} from '../../../components/forms/address-fields';
import { byField, issuesByPath } from '../../../lib/form-issues';
import { useFocusFirstError } from '../../../components/forms/use-focus-first-error';

interface ProfileValues {
  company_name: string;
  contact_name: string;
  phone: string;
  email: string;
  website: string;
  address: AddressValues;
}

const PROFILE_FIELDS = ['company_name', 'contact_name', 'phone', 'email', 'website', 'address'];

const initialValues = (profile: DealerProfile | null): ProfileValues => ({
  company_name: profile?.company_name ?? '',
  contact_name: profile?.contact_name ?? '',
  phone: profile?.phone ?? '',
  email: profile?.email ?? '',
  website: profile?.website ?? '',
  address: addressValues(profile?.address),
});

const toBody = (values: ProfileValues): DealerProfileBody => ({
  company_name: values.company_name,
  contact_name: values.contact_name,
  phone: values.phone,
  email: values.email,
  address: addressBody(values.address),
  ...(values.website.trim() ? { website: values.website.trim() } : {}),
});

function blankAt(values: ProfileValues, path: string): boolean {
  const [head, tail] = path.split('.') as [keyof ProfileValues, string | undefined];
  const value =
    head === 'address' && tail ? values.address[tail as keyof AddressValues] : values[head];
  return typeof value === 'string' && value.trim() === '';
}

/**
 * The dealer profile: creates it (→ `pending`) or updates it. Checked with the server's own schema
 * first; the server's field errors land next to the same fields.
 */
export function ProfileForm({
  profile,
  onSaved,
}: {
  profile: DealerProfile | null;
  onSaved?: (profile: DealerProfile) => void;
}) {
  const [values, setValues] = useState<ProfileValues>(() => initialValues(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveDealerProfile();
  const { formRef, focusFirstError } = useFocusFirstError();

  const set =
    (field: Exclude<keyof ProfileValues, 'address'>) => (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
    };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const body = toBody(values);
    const parsed = dealerProfileBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesByPath(parsed.error, (path) => blankAt(values, path), ['address.country']));
      focusFirstError();
      return;
    }
    setErrors({});
    save.mutate(body, {
      onSuccess: (saved) => {
        actionToast('dealer-profile', 'success', profile ? 'Profile saved' : 'Profile created');
        onSaved?.(saved);
      },
      onError: (error) => {
        const found = byField(formErrors(error, PROFILE_FIELDS));
        setErrors(found);
        if (Object.keys(found).length > 0) focusFirstError();
      },
    });
  };

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-busy={save.isPending}
      className="flex flex-col gap-8"
    >
      <FieldGroup legend="Company">
        <TextField
          label="Company name"
          autoComplete="organization"
          value={values.company_name}
          onChange={set('company_name')}
          error={errors.company_name}
          className="sm:col-span-2"
        />
        <TextField
          label="Website"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          hint="Optional."
          value={values.website}
          onChange={set('website')}
          error={errors.website}
          className="sm:col-span-2"
        />
      </FieldGroup>
      <FieldGroup legend="Contact">
        <TextField
          label="Contact name"
          autoComplete="name"
          hint="The person sellers deal with after a sale."
          value={values.contact_name}
          onChange={set('contact_name')}
          error={errors.contact_name}
          className="sm:col-span-2"
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <TextField
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+44 113 496 0000"
          hint="International format, starting with + and the country code."
          value={values.phone}
          onChange={set('phone')}
          error={errors.phone}
        />
      </FieldGroup>
      <FieldGroup legend="Business address">
        <AddressFields
          values={values.address}
          errors={errors}
          onChange={(address) => {
            setValues((current) => ({ ...current, address }));
          }}
        />
      </FieldGroup>
      <div className="flex flex-col-reverse gap-3 border-t border-zinc-200 pt-6 sm:flex-row sm:items-center sm:justify-end dark:border-zinc-800">
        <p className="text-sm text-zinc-500 sm:mr-auto dark:text-zinc-400">
          Sellers see your company and contact details after you win their auction.
        </p>
        <Button type="submit" size="lg" aria-busy={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save profile'}
        </Button>
      </div>
    </form>
  );
}
