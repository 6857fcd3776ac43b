import type { ExternalToast, toast as sonnerToast } from 'sonner';

export type ToastTone = 'success' | 'error' | 'warning' | 'info' | 'message';

/** The action of an error toast raised with no action named (`toastError`). */
export const UNNAMED_ERROR = 'error';

type Toast = typeof sonnerToast;

/*
 * Sonner (about 9 KB gzipped) is fetched with the first toast, not with the first visit: most
 * visits raise none, and every first visit's JS has a 150 KB budget (ADR 015). The shell mounts
 * its Toaster once sonner is here (`toasterStore`); a Toaster replays the toasts raised before
 * it subscribed, so the first toast shows as soon as it is mounted.
 */
let loaded: Toast | undefined;
let loading: Promise<Toast> | undefined;
const listeners = new Set<() => void>();

function loadToast(): Promise<Toast> {
  loading ??= import('sonner').then(({ toast }) => {
    loaded = toast;
    for (const listener of listeners) listener();
    return toast;
  });
  return loading;
}

/** For the shell (`useSyncExternalStore`): whether sonner is here, so its Toaster is wanted. */
export const toasterStore = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  loaded: (): boolean => loaded !== undefined,
};

/** The toast each action shows now, by action. */
const shown = new Map<string, string | number>();
/** The toast each action asked for last, while sonner is on its way. */
const asked = new Map<string, symbol>();

/**
 * Every toast a person's action raises goes through here, named by its action ("bid",
 * "watch", "save-draft"…): the action's next toast replaces its last one, so a toast never
 * outstays what it said. A second bid's answer replaces the first's; an error goes as soon as
 * the retry's answer arrives. The replacement is a new toast, so it gets the seed's full 4 s.
 * Any answer that is not an error also takes away the last error of no named action
 * (`toastError`): the person has moved on and succeeded since.
 */
export function actionToast(
  action: string,
  tone: ToastTone,
  message: string,
  options?: ExternalToast,
): void {
  dismissActionToast(action);
  if (tone !== 'error') dismissActionToast(UNNAMED_ERROR);
  const ticket = Symbol(action);
  asked.set(action, ticket);
  void loadToast().then((toast) => {
    // Replaced or dismissed while sonner was on its way: not shown.
    if (asked.get(action) !== ticket) return;
    asked.delete(action);
    shown.set(action, tone === 'message' ? toast(message, options) : toast[tone](message, options));
  });
}

/** Takes an action's toast away, e.g. once the person has moved on and it no longer applies. */
export function dismissActionToast(action: string): void {
  asked.delete(action);
  const previous = shown.get(action);
  if (previous === undefined) return;
  loaded?.dismiss(previous);
  shown.delete(action);
}

/** Takes every toast away, e.g. when a new session starts: none of them speaks to it. */
export function dismissAllToasts(): void {
  asked.clear();
  loaded?.dismiss();
  shown.clear();
}
