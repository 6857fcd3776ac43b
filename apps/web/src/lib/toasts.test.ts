import { afterEach, describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => {
  let next = 0;
  const make = () => vi.fn(() => (next += 1));
  return Object.assign(make(), {
    success: make(),
    error: make(),
    warning: make(),
    info: make(),
    dismiss: vi.fn(),
  });
});
vi.mock('sonner', () => ({ toast: sonner }));

const { actionToast, dismissActionToast, toasterStore } = await import('./toasts');
const { toastError, toastErrorOf } = await import('./form-errors');

/** Sonner is fetched with the first toast: what was asked for is shown once it is here. */
async function settled() {
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('actionToast', () => {
  afterEach(() => {
    vi.clearAllMocks();
  });

  it('fetches sonner with the first toast; a toast replaced before it arrives is never shown', async () => {
    expect(toasterStore.loaded()).toBe(false);
    const wanted = vi.fn();
    const stop = toasterStore.subscribe(wanted);
    actionToast('save', 'success', 'Saved');
    actionToast('save', 'info', 'Saved again');
    actionToast('draft', 'success', 'Draft kept');
    dismissActionToast('draft');
    expect(sonner.success).not.toHaveBeenCalled();
    await settled();
    stop();
    expect(toasterStore.loaded()).toBe(true);
    expect(wanted).toHaveBeenCalledTimes(1);
    expect(sonner.success).not.toHaveBeenCalled();
    expect(sonner.info).toHaveBeenCalledExactlyOnceWith('Saved again', undefined);
  });

  it("replaces the action's last toast: a second bid's answer, a retry's success", async () => {
    actionToast('bid', 'success', 'Bid placed: $1,200.00.');
    await settled();
    const first = sonner.success.mock.results[0]?.value as number;
    actionToast('bid', 'warning', 'You have been outbid.');
    expect(sonner.dismiss).toHaveBeenCalledWith(first);

    toastErrorOf('bid')(new Error('The auction is not live'));
    await settled();
    const error = sonner.error.mock.results[0]?.value as number;
    actionToast('bid', 'success', 'Bid placed: $1,300.00.');
    expect(sonner.dismiss).toHaveBeenCalledWith(error);
  });

  it('leaves the toasts of other actions, but a success takes away an unnamed error', async () => {
    actionToast('watch', 'success', 'Watching');
    await settled();
    const watch = sonner.success.mock.results[0]?.value as number;
    toastError(new Error('Something went wrong'));
    await settled();
    const error = sonner.error.mock.results[0]?.value as number;
    actionToast('bid', 'success', 'Bid placed: $1,200.00.');
    expect(sonner.dismiss).toHaveBeenCalledWith(error);
    expect(sonner.dismiss).not.toHaveBeenCalledWith(watch);
  });
});
