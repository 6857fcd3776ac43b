import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AddressFields, EMPTY_ADDRESS } from '../../../components/forms/address-fields';
import { TextField } from '../../../components/ui/field';
import { KycForm } from './kyc-form';

const schema = z.object({
  name: z.string().min(1),
  address: z.object({ city: z.string().min(1), country: z.string().length(2) }).loose(),
  document_upload_ids: z.array(z.string()),
});
interface Values {
  name: string;
  address: typeof EMPTY_ADDRESS;
}

function renderForm(mutateAsync = vi.fn(() => Promise.resolve())) {
  render(
    <KycForm
      initialValues={(): Values => ({ name: '', address: EMPTY_ADDRESS })}
      schema={schema}
      toBody={(values, ids) => ({ ...values, document_upload_ids: ids })}
      blank={(values, path) =>
        path === 'name'
          ? values.name.trim() === ''
          : path.startsWith('address.') &&
            values.address[path.slice(8) as keyof Values['address']].trim() === ''
      }
      choices={['address.country']}
      fields={['name', 'address', 'document_upload_ids']}
      initialDocuments={[]}
      privacyNote="Only our review team sees this."
      submit={{ mutateAsync, isPending: false }}
      submitted="KYC submitted."
    >
      {({ field, address }) => (
        <>
          <TextField label="Name" {...field('name')} />
          <AddressFields {...address} />
        </>
      )}
    </KycForm>,
  );
  return mutateAsync;
}

// The one KYC form frame of the seller's and the dealer's KYC.
describe('KycForm', () => {
  afterEach(cleanup);

  it('checks with the schema first: blank fields read Required / Choose one, focus goes to the first', () => {
    const mutateAsync = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit KYC' }));
    expect(mutateAsync).not.toHaveBeenCalled();
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Required').length).toBeGreaterThan(0);
    expect(screen.getByText('Choose one')).toBeTruthy();
    expect(document.activeElement).toBe(name);

    // Editing a field drops its error.
    fireEvent.change(name, { target: { value: 'Sam' } });
    expect(name.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('sends the body once it is valid', () => {
    const mutateAsync = renderForm();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Sam' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'York' } });
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'GB' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit KYC' }));
    expect(mutateAsync).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Sam',
        address: expect.objectContaining({ city: 'York', country: 'GB' }) as unknown,
        document_upload_ids: [],
      }),
    );
  });
});
