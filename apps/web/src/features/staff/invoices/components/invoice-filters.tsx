import { useState, type SyntheticEvent } from 'react';
import { INVOICE_STATUS, INVOICE_STATUSES } from '../../../../components/status/status-labels';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/field';
import { dayOrderError, DayRangeFields } from '../../components/day-range-fields';
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
    const orderError = dayOrderError(values.from, values.to);
    setError(orderError);
    if (orderError) return;
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
      <DayRangeFields
        value={values}
        onChange={(range) => {
          setValues((current) => ({ ...current, ...range }));
        }}
        errors={{ from: error ?? serverErrors.from, to: serverErrors.to }}
      />
      <Button type="submit" className="sm:mt-6.5">
        Apply
      </Button>
    </form>
  );
}
