import { Link } from '@tanstack/react-router';
import { cn } from '../../../lib/cn';
import type { OnboardingStep } from './onboarding-search';

export interface StepInfo {
  step: OnboardingStep;
  label: string;
  /** e.g. "Done", "In review", "To do" */
  state: string;
  done: boolean;
  reachable: boolean;
}

/** Where the dealer is in onboarding; steps it can open are links. */
export function StepIndicator({ steps, current }: { steps: StepInfo[]; current: OnboardingStep }) {
  return (
    <nav aria-label="Onboarding steps">
      <ol className="grid gap-2 sm:grid-cols-3">
        {steps.map((info, index) => {
          const isCurrent = info.step === current;
          const body = (
            <>
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                  info.done
                    ? 'bg-emerald-600 text-white dark:bg-emerald-500 dark:text-emerald-950'
                    : isCurrent
                      ? 'bg-brand-600 text-white dark:bg-brand-400 dark:text-brand-950'
                      : 'bg-zinc-200 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300',
                )}
              >
                {info.done ? '✓' : index + 1}
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="text-sm font-semibold text-zinc-900 dark:text-white">
                  <span className="sr-only">Step {index + 1}: </span>
                  {info.label}
                </span>
                <span className="text-xs text-zinc-600 dark:text-zinc-400">{info.state}</span>
              </span>
            </>
          );
          const frame = cn(
            'flex items-center gap-3 rounded-lg border px-3 py-2.5',
            isCurrent
              ? 'border-brand-600 bg-brand-50 dark:border-brand-400 dark:bg-brand-950'
              : 'border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900',
          );
          return (
            <li key={info.step}>
              {info.reachable ? (
                <Link
                  to="/dealer/onboarding"
                  search={{ step: info.step }}
                  aria-current={isCurrent ? 'step' : undefined}
                  className={cn(
                    frame,
                    !isCurrent && 'hover:border-zinc-300 dark:hover:border-zinc-700',
                  )}
                >
                  {body}
                </Link>
              ) : (
                <div className={cn(frame, 'border-dashed')}>{body}</div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
