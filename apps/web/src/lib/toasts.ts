import { toast, type ExternalToast } from 'sonner';

export type ToastTone = 'success' | 'error' | 'warning' | 'info' | 'message';

/** The action of an error toast raised with no action named (`toastError`). */
export const UNNAMED_ERROR = 'error';

/** The toast each action shows now, by action. */
const shown = new Map<string, string | number>();

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
  const id = tone === 'message' ? toast(message, options) : toast[tone](message, options);
  shown.set(action, id);
}

/** Takes an action's toast away, e.g. once the person has moved on and it no longer applies. */
export function dismissActionToast(action: string): void {
  const previous = shown.get(action);
  if (previous === undefined) return;
  toast.dismiss(previous);
  shown.delete(action);
}

/** Takes every toast away, e.g. when a new session starts: none of them speaks to it. */
export function dismissAllToasts(): void {
  toast.dismiss();
  shown.clear();
}
