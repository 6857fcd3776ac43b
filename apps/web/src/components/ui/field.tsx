import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const controlClasses =
  'block w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 shadow-xs placeholder:text-zinc-400 focus-visible:border-brand-600 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-600 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-500 dark:aria-invalid:border-red-400';

interface FieldChrome {
  /** Visible label: every field has one (SPEC §8), tests and screen readers find fields by it. */
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  /**
   * Marks the label as needed (a `*` the eye reads; screen readers hear `aria-required` on the
   * control instead), where a form also saves without it, as a draft does.
   */
  requiredMark?: boolean;
}

interface FieldIds {
  id: string;
  'aria-required'?: true;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

function FieldShell({
  label,
  error,
  hint,
  className,
  requiredMark,
  children,
}: FieldChrome & { children: (ids: FieldIds) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      {requiredMark ? (
        // The mark beside the label, not in it: the label's text stays the field's name.
        <div className="flex gap-0.5">
          <label htmlFor={id} className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
            {label}
          </label>
          <span aria-hidden="true" className="text-sm text-red-700 dark:text-red-400">
            *
          </span>
        </div>
      ) : (
        <label htmlFor={id} className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
          {label}
        </label>
      )}
      {children({
        id,
        ...(requiredMark ? { 'aria-required': true as const } : {}),
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-zinc-500 dark:text-zinc-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

export type TextFieldProps = FieldChrome & Omit<ComponentProps<'input'>, 'className'>;

export function TextField({
  label,
  error,
  hint,
  className,
  requiredMark,
  ...input
}: TextFieldProps) {
  return (
    <FieldShell
      label={label}
      error={error}
      hint={hint}
      className={className}
      requiredMark={requiredMark}
    >
      {(ids) => <input {...ids} {...input} className={controlClasses} />}
    </FieldShell>
  );
}

export type TextareaFieldProps = FieldChrome & Omit<ComponentProps<'textarea'>, 'className'>;

export function TextareaField({ label, error, hint, className, ...textarea }: TextareaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {(ids) => <textarea rows={5} {...ids} {...textarea} className={controlClasses} />}
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = FieldChrome &
  Omit<ComponentProps<'select'>, 'className' | 'children'> & {
    options: readonly SelectOption[];
    /** A first, empty choice such as "Choose…". */
    placeholder?: string;
  };

export function SelectField({
  label,
  error,
  hint,
  className,
  options,
  placeholder,
  requiredMark,
  'aria-describedby': describedBy,
  ...select
}: SelectFieldProps) {
  return (
    <FieldShell
      label={label}
      error={error}
      hint={hint}
      className={className}
      requiredMark={requiredMark}
    >
      {(ids) => (
        <select
          {...ids}
          {...select}
          // A description of the caller's (whose field this is) first, then the hint and error.
          aria-describedby={
            [describedBy, ids['aria-describedby']].filter(Boolean).join(' ') || undefined
          }
          className={controlClasses}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

export type CheckboxFieldProps = Omit<FieldChrome, 'requiredMark'> &
  Omit<ComponentProps<'input'>, 'className' | 'type'>;

/** A checkbox with its label beside it, and the same hint and error chrome. */
export function CheckboxField({ label, error, hint, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy || undefined}
          {...input}
          className="size-4 shrink-0 rounded border-zinc-400 accent-brand-600 dark:border-zinc-600"
        />
        <label htmlFor={id} className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
          {label}
        </label>
      </div>
      {hint && (
        <p id={hintId} className="pl-6 text-xs text-zinc-500 dark:text-zinc-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="pl-6 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** A file input with the same label and error chrome; the caller handles `onChange`. */
export type FileFieldProps = FieldChrome & Omit<ComponentProps<'input'>, 'className' | 'type'>;

export function FileField({ label, error, hint, className, ...input }: FileFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {(ids) => (
        <input
          {...ids}
          {...input}
          type="file"
          className="block w-full cursor-pointer rounded-md border border-dashed border-zinc-300 bg-zinc-50 p-3 text-sm text-zinc-700 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-primary file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-on-primary hover:file:bg-primary-hover dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-300"
        />
      )}
    </FieldShell>
  );
}
