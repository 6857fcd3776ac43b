/**
 * A value kept in localStorage as a store for `useSyncExternalStore`: listeners hear this tab's
 * changes (`notify`) and another tab's (the `storage` event for `key`, or storage cleared).
 */
export function storedValueEvents(key: string) {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    notify: (): void => {
      for (const listener of listeners) listener();
    },
  };
}
