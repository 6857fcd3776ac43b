import { ATTRIBUTE_NAME_MAX, ATTRIBUTE_VALUE_MAX, LISTING_ATTRIBUTES_MAX } from '@gavel/contract';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import {
  attributeRowErrorKey,
  newAttributeRow,
  type AttributeRow,
  type FieldErrors,
} from '../listing-form';
import { SectionTitle } from './listing-fields';

interface AttributesEditorProps {
  rows: AttributeRow[];
  errors: FieldErrors;
  onChange: (rows: AttributeRow[]) => void;
}

/** Free name/value facts beside the typed specifics, at most LISTING_ATTRIBUTES_MAX of them. */
export function AttributesEditor({ rows, errors, onChange }: AttributesEditorProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const full = rows.length >= LISTING_ATTRIBUTES_MAX;

  const update = (key: string, changes: Partial<AttributeRow>) => {
    onChange(rows.map((row) => (row.key === key ? { ...row, ...changes } : row)));
  };

  const add = () => {
    if (full) return;
    const row = newAttributeRow();
    onChange([...rows, row]);
    // Focus the new row's name once it is rendered, so keyboard users can type straight away.
    requestAnimationFrame(() => {
      listRef.current?.querySelector<HTMLInputElement>(`[data-row="${row.key}"] input`)?.focus();
    });
  };

  const remove = (index: number) => {
    const next = rows.filter((_, i) => i !== index);
    onChange(next);
    requestAnimationFrame(() => {
      const target = next[Math.min(index, next.length - 1)];
      const selector = target ? `[data-row="${target.key}"] input` : null;
      (selector ? listRef.current?.querySelector<HTMLElement>(selector) : null)?.focus();
    });
  };

  // A server message names the attribute (`attributes.Year`); a client one names the row.
  const rowError = (row: AttributeRow) =>
    errors[attributeRowErrorKey(row)] ?? errors[`attributes.${row.name.trim()}`];

  return (
    <Card className="flex flex-col gap-4 p-5">
      <div>
        <SectionTitle>Attributes</SectionTitle>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          Optional facts the category’s specifics do not cover, such as “Tow bar: Yes”. Up to{' '}
          {LISTING_ATTRIBUTES_MAX}.
        </p>
      </div>
      {errors.attributes && (
        <p className="text-sm text-red-700 dark:text-red-400" role="alert">
          {errors.attributes}
        </p>
      )}
      {rows.length > 0 && (
        <ul ref={listRef} className="flex flex-col gap-4">
          {rows.map((row, index) => {
            const error = rowError(row);
            return (
              <li
                key={row.key}
                data-row={row.key}
                className="grid gap-3 border-b border-zinc-100 pb-4 last:border-0 last:pb-0 sm:grid-cols-[1fr_1.5fr_auto] sm:items-start sm:border-0 sm:pb-0 dark:border-zinc-800"
              >
                <TextField
                  label={`Attribute ${String(index + 1)} name`}
                  placeholder="e.g. Make"
                  value={row.name}
                  maxLength={ATTRIBUTE_NAME_MAX}
                  error={error}
                  onChange={(event) => {
                    update(row.key, { name: event.target.value });
                  }}
                />
                <TextField
                  label={`Attribute ${String(index + 1)} value`}
                  placeholder="e.g. Volvo"
                  value={row.value}
                  maxLength={ATTRIBUTE_VALUE_MAX}
                  onChange={(event) => {
                    update(row.key, { value: event.target.value });
                  }}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  className="justify-self-start sm:mt-7"
                  aria-label={`Remove attribute ${String(index + 1)}${row.name.trim() ? ` (${row.name.trim()})` : ''}`}
                  onClick={() => {
                    remove(index);
                  }}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" onClick={add} aria-disabled={full || undefined}>
          Add attribute
        </Button>
        {full && (
          <span className="text-sm text-zinc-600 dark:text-zinc-400">
            The maximum of {LISTING_ATTRIBUTES_MAX} attributes is reached.
          </span>
        )}
      </div>
    </Card>
  );
}
