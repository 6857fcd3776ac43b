import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { THEMES, useTheme, type Theme } from '../theme';

const LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/** A menu button (WAI-ARIA APG "menu button" pattern) offering Light, Dark and System. */
export function ThemeToggle() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const items = () => Array.from(menuRef.current?.querySelectorAll('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const all = items();
    const item = all[(index + all.length) % all.length];
    if (item instanceof HTMLElement) item.focus();
  };

  useEffect(() => {
    if (!open) return;
    const all = Array.from(menuRef.current?.querySelectorAll('[role="menuitem"]') ?? []);
    const current = all.find((item) => item.getAttribute('aria-current') === 'true') ?? all[0];
    if (current instanceof HTMLElement) current.focus();

    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const choose = (next: Theme) => {
    setTheme(next);
    close(true);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const index = all.findIndex((item) => item === document.activeElement);
    switch (event.key) {
      case 'ArrowDown':
        focusItem(index + 1);
        break;
      case 'ArrowUp':
        focusItem(index - 1);
        break;
      case 'Home':
        focusItem(0);
        break;
      case 'End':
        focusItem(-1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        close(false);
        return; // let focus move on naturally
      default:
        return;
    }
    event.preventDefault();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          setOpen((value) => !value);
        }}
        onKeyDown={onButtonKeyDown}
        className={buttonClasses({ variant: 'ghost', size: 'icon' })}
      >
        <span className="sr-only">Toggle theme</span>
        {resolvedTheme === 'dark' ? <MoonIcon /> : <SunIcon />}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="Theme"
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-50 mt-2 w-36 rounded-md border border-zinc-200 bg-white p-1 shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
        >
          {THEMES.map((choice) => (
            <button
              key={choice}
              type="button"
              role="menuitem"
              tabIndex={-1}
              aria-current={theme === choice ? 'true' : undefined}
              onClick={() => {
                choose(choice);
              }}
              className={cn(
                'flex w-full cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-left text-sm text-zinc-700 hover:bg-zinc-100 focus-visible:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-800 dark:focus-visible:bg-zinc-800',
                theme === choice && 'font-semibold text-zinc-900 dark:text-white',
              )}
            >
              <CheckIcon visible={theme === choice} />
              {LABELS[choice]}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

const iconProps = {
  'aria-hidden': true,
  width: 18,
  height: 18,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function SunIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg {...iconProps}>
      <path d="M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79z" />
    </svg>
  );
}

function CheckIcon({ visible }: { visible: boolean }) {
  return (
    <svg {...iconProps} width={14} height={14} className={visible ? '' : 'invisible'}>
      <path d="M20 6 9 17l-5-5" />
    </svg>
  );
}
