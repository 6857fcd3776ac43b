/** "Try again in N minutes" beside a form held back by a 429 (`lib/retry-after.ts`). */
export function RetryAfterNote({ message }: { message: string | null }) {
  // Always in the page, so screen readers announce the text when it appears.
  return (
    <p
      role="status"
      className="text-sm font-medium text-amber-800 empty:hidden dark:text-amber-300"
    >
      {message}
    </p>
  );
}
