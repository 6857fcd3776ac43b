import { useState, type SyntheticEvent } from 'react';
import { DownloadButton } from '../../../components/files/download-button';
import type { ApiFile } from '../../../lib/api-file';
import { dayOrderError, DayRangeFields, type DayRange } from './day-range-fields';

/**
 * "Export CSV" of a staff list over UTC days: "From" and "To" (both optional, both included)
 * and the download (SPEC §13.2). A start after the end is refused here, as the server would.
 */
export function ExportCsvForm({
  label,
  fetchFile,
  fallbackName,
}: {
  /** What the export holds, for the form's name ("Export payments"). */
  label: string;
  fetchFile: (range: { from?: string; to?: string }) => Promise<ApiFile>;
  fallbackName: string;
}) {
  const [days, setDays] = useState<DayRange>({ from: '', to: '' });
  const { from, to } = days;
  const orderError = dayOrderError(from, to);
  const invalid = orderError !== undefined;
  const range = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={(event: SyntheticEvent) => {
        event.preventDefault();
      }}
      className="flex flex-col gap-3 rounded-lg border border-zinc-200 p-4 sm:flex-row sm:flex-wrap sm:items-start dark:border-zinc-800"
    >
      <DayRangeFields value={days} onChange={setDays} errors={{ from: orderError }} />
      <DownloadButton
        variant="secondary"
        className="sm:mt-6.5"
        disabled={invalid}
        fetchFile={() => fetchFile(range)}
        fallbackName={fallbackName}
      >
        Export CSV
      </DownloadButton>
      <p className="text-xs text-zinc-500 sm:basis-full dark:text-zinc-400">
        Days in UTC, both included. Leave both empty to export everything.
      </p>
    </form>
  );
}
