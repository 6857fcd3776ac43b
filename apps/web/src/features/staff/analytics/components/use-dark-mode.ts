import { useSyncExternalStore } from 'react';

/**
 * Whether the dark theme is on (`class="dark"` on <html>, SPEC §8). Charts draw in SVG
 * attributes, which Tailwind's `dark:` classes cannot reach, so they pick colours from this.
 * Read from the document rather than the app's theme provider: a feature does not import app.
 */
const subscribe = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => {
    observer.disconnect();
  };
};

const isDark = () => document.documentElement.classList.contains('dark');

export const useDarkMode = (): boolean => useSyncExternalStore(subscribe, isDark, () => false);
