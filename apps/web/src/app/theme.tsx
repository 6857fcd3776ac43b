import { useHydrated } from '@tanstack/react-router';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { storedValueEvents } from '../lib/stored-value';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export type ResolvedTheme = Exclude<Theme, 'system'>;

/** Same key and rules as public/boot.js, which applies the theme before first paint. */
export const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const isTheme = (value: unknown): value is Theme => THEMES.some((theme) => theme === value);

/** The choice when storage is blocked: kept for this visit only. */
let unsavedTheme: Theme = 'system';

function readStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : unsavedTheme;
  } catch {
    return unsavedTheme;
  }
}

/** The saved choice: this tab's changes, and another tab's. */
const savedTheme = storedValueEvents(THEME_STORAGE_KEY);

function subscribeSystemTheme(listener: () => void): () => void {
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', listener);
  return () => {
    media.removeEventListener('change', listener);
  };
}

const systemPrefersDark = () => window.matchMedia(DARK_QUERY).matches;
const SERVER_THEME = (): Theme => 'system';
const SERVER_PREFERS_DARK = () => false;

interface ThemeContextValue {
  theme: Theme;
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/**
 * The server renders, and the browser hydrates, with "system" and light, the only values the
 * server can know; the saved choice follows right after. The colours never wait for it:
 * public/boot.js has set them before the first paint.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(savedTheme.subscribe, readStoredTheme, SERVER_THEME);
  const systemDark = useSyncExternalStore(
    subscribeSystemTheme,
    systemPrefersDark,
    SERVER_PREFERS_DARK,
  );

  const resolvedTheme: ResolvedTheme = theme === 'system' ? (systemDark ? 'dark' : 'light') : theme;

  // Not while hydrating: the server's "light" would undo what boot.js set (a flash).
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    const root = document.documentElement;
    root.classList.toggle('dark', resolvedTheme === 'dark');
    root.style.colorScheme = resolvedTheme;
  }, [resolvedTheme, hydrated]);

  const setTheme = useCallback((next: Theme) => {
    unsavedTheme = next;
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage blocked: the choice holds for this visit only.
    }
    savedTheme.notify();
  }, []);

  const value = useMemo(
    () => ({ theme, resolvedTheme, setTheme }),
    [theme, resolvedTheme, setTheme],
  );
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const context = use(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside <ThemeProvider>');
  return context;
}
