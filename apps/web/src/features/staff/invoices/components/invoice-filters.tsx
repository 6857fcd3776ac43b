import { useState, type SyntheticEvent } from 'react';
import { INVOICE_STATUS, INVOICE_STATUSES } from '../../../../components/status/status-labels';
import { Button } from '../../../../components/ui/button';
import { SelectField, TextField } from '../../../../components/ui/field';
import type { AdminInvoiceFilters } from '../api/keys';

const STATUS_OPTIONS = INVOICE_STATUSES.map((status) => ({
  value: status,
  label: INVOICE_STATUS[status].label,
}));

/**
 * The list's filters: status, and "From" / "To" days of issue (UTC, both included). Applying
 * puts them in the URL; the server's own field errors (`from`, `to`) are shown here too.
 */
export function InvoiceFilters({
  filters,
  serverErrors,
  onApply,
}: {
  filters: AdminInvoiceFilters;
  serverErrors: { from?: string | undefined; to?: string | undefined };
  onApply: (filters: AdminInvoiceFilters) => void;
}) {
  const [values, setValues] = useState({
    status: filters.status ?? '',
    from: filters.from ?? '',
    to: filters.to ?? '',
  });
  const [error, setError] = useState<string | undefined>();

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (values.from && values.to && values.from > values.to) {
      setError('The start must not be after the end');
      return;
    }
    setError(undefined);
    onApply({
      status: INVOICE_STATUSES.find((status) => status === values.status),
      from: values.from || undefined,
      to: values.to || undefined,
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Filter invoices"
      className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start"
    >
      <SelectField
        label="Status"
        className="sm:w-44"
        placeholder="All"
        options={STATUS_OPTIONS}
        value={values.status}
        onChange={(event) => {
          setValues((current) => ({ ...current, status: event.target.value }));
        }}
      />
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <TextField
          label="From"
          type="date"
          className="min-w-0 sm:w-44"
          value={values.from}
          max={values.to || undefined}
          onChange={(event) => {
            setValues((current) => ({ ...current, from: event.target.value }));
          }}
          error={error ?? serverErrors.from}
        />
        <TextField
          label="To"
          type="date"
          className="min-w-0 sm:w-44"
          value={values.to}
          min={values.from || undefined}
          onChange={(event) => {
            setValues((current) => ({ ...current, to: event.target.value }));
          }}
          error={serverErrors.to}
        />
      </div>
      <Button type="submit" className="sm:mt-6.5">
        Apply
      </Button>
    </form>
  );
}
