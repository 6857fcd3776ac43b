import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button, buttonClasses } from '../components/ui/button';

function StatusPage({
  code,
  title,
  children,
  actions,
}: {
  code?: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 py-16 sm:py-24">
      {code && (
        <p className="text-sm font-semibold tracking-widest text-brand-600 dark:text-brand-400">
          {code}
        </p>
      )}
      <h1 className="text-3xl font-bold tracking-tight text-zinc-900 sm:text-4xl dark:text-white">
        {title}
      </h1>
      <div className="max-w-xl text-zinc-600 dark:text-zinc-300">{children}</div>
      <div className="mt-2 flex flex-wrap gap-3">
        {actions}
        <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
          Back to home
        </Link>
      </div>
    </section>
  );
}

export function NotFoundPage() {
  return (
    <StatusPage code="404" title="Not Found">
      <p>This page does not exist, or it has moved.</p>
    </StatusPage>
  );
}

export function UnauthorizedPage() {
  return (
    <StatusPage code="401" title="Unauthorized">
      <p>You need to sign in with an account that may see this page.</p>
    </StatusPage>
  );
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message.trim();
  if (typeof error === 'string') return error.trim();
  return '';
}

export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <StatusPage
      title="Unexpected Error"
      actions={
        <Button
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Try again
        </Button>
      }
    >
      <p role="alert">{messageOf(error) || 'Something went wrong'}</p>
    </StatusPage>
  );
}

export function PendingPage() {
  return (
    <div role="status" className="mx-auto max-w-6xl px-4 py-16 text-zinc-500 dark:text-zinc-400">
      Loading…
    </div>
  );
}
