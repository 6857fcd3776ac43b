import { auditEventTypeSchema, uuidSchema } from '@gavel/contract';
import { useState, type SyntheticEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { SelectField, TextField } from '../../../../components/ui/field';
import type { AuditFilters } from '../api/get-events';

const TYPE_OPTIONS = auditEventTypeSchema.options.map((value) => ({ value, label: value }));

/**
 * "Type" applies at once (a choice from a list); "Subject" is a pasted id, applied with
 * Enter or "Apply" once it is a whole UUID. Both live in the URL; the parent keys this form by
 * the subject so a subject picked from a row replaces what was typed.
 */
export function AuditFiltersForm({
  filters,
  onChange,
}: {
  filters: AuditFilters;
  onChange: (filters: AuditFilters) => void;
}) {
  const [subject, setSubject] = useState(filters.subject ?? '');
  const [subjectError, setSubjectError] = useState<string | undefined>();
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const typed = subject.trim();
    if (typed && !uuidSchema.safeParse(typed).success) {
      setSubjectError('Enter a whole subject id (a UUID), e.g. from a row below');
      return;
    }
    setSubjectError(undefined);
    onChange({ ...filters, subject: typed || undefined });
  };

  const filtered = filters.type !== undefined || filters.subject !== undefined;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Filter the audit log"
      className="grid gap-3 sm:grid-cols-[14rem_minmax(0,1fr)_auto] sm:items-start"
    >
      <SelectField
        label="Type"
        options={TYPE_OPTIONS}
        placeholder="All"
        value={filters.type ?? ''}
        onChange={(event) => {
          const parsed = auditEventTypeSchema.safeParse(event.target.value);
          onChange({ ...filters, type: parsed.success ? parsed.data : undefined });
        }}
      />
      <TextField
        label="Subject"
        placeholder="Subject id (auction, listing, KYC, dealer or user)"
        autoComplete="off"
        spellCheck={false}
        value={subject}
        onChange={(event) => {
          setSubject(event.target.value);
        }}
        error={subjectError}
      />
      <div className="flex gap-2 sm:mt-6.5">
        <Button type="submit" variant="secondary">
          Apply
        </Button>
        {filtered && (
          <Button
            variant="ghost"
            onClick={() => {
              setSubject('');
              setSubjectError(undefined);
              onChange({});
            }}
          >
            Clear filters
          </Button>
        )}
      </div>
    </form>
  );
}
