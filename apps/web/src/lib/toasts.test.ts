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

const { actionToast } = await import('./toasts');
const { toastError, toastErrorOf } = await import('./form-errors');

describe('actionToast', () => {
  afterEach(() => {
    vi.clearAllMocks();
  });

  it("replaces the action's last toast: a second bid's answer, a retry's success", () => {
    actionToast('bid', 'success', 'Bid placed: $1,200.00.');
    const first = sonner.success.mock.results[0]?.value as number;
    actionToast('bid', 'warning', 'You have been outbid.');
    expect(sonner.dismiss).toHaveBeenCalledWith(first);

    toastErrorOf('bid')(new Error('The auction is not live'));
    const error = sonner.error.mock.results[0]?.value as number;
    actionToast('bid', 'success', 'Bid placed: $1,300.00.');
    expect(sonner.dismiss).toHaveBeenCalledWith(error);
  });

  it('leaves the toasts of other actions, but a success takes away an unnamed error', () => {
    actionToast('watch', 'success', 'Watching');
    const watch = sonner.success.mock.results[0]?.value as number;
    toastError(new Error('Something went wrong'));
    const error = sonner.error.mock.results[0]?.value as number;
    actionToast('bid', 'success', 'Bid placed: $1,200.00.');
    expect(sonner.dismiss).toHaveBeenCalledWith(error);
    expect(sonner.dismiss).not.toHaveBeenCalledWith(watch);
  });
});
