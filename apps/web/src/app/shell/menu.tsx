import { Link, type LinkProps } from '@tanstack/react-router';
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/cn';

/**
 * A menu button (WAI-ARIA APG "menu button" pattern): Enter, Space or the arrow keys open it with
 * the focus on the current item (else the first), the arrows, Home and End move, Escape closes it
 * and gives the focus back to the button, Tab closes it and moves on, a click outside closes it.
 * The header's theme, sign-in, register and account menus are all this one component.
 */
export function Menu({
  label,
  trigger,
  triggerClassName,
  triggerLabel,
  align = 'right',
  className,
  children,
}: {
  /** The menu's accessible name ("Theme"). */
  label: string;
  /** What the button shows. */
  trigger: ReactNode;
  triggerClassName: string;
  /** The button's accessible name when `trigger` shows none (an icon). */
  triggerLabel?: string;
  align?: 'left' | 'right';
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const items = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const all = Array.from(menuRef.current?.querySelectorAll('[role="menuitem"]') ?? []);
    const current =
      all.find((item) => {
        const value = item.getAttribute('aria-current');
        return value !== null && value !== 'false';
      }) ?? all[0];
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
    <div className={cn('relative', className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={triggerLabel}
        onClick={() => {
          setOpen((value) => !value);
        }}
        onKeyDown={onButtonKeyDown}
        className={triggerClassName}
      >
        {trigger}
      </button>
      {open && (
        <MenuContext.Provider value={close}>
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label={label}
            onKeyDown={onMenuKeyDown}
            className={cn(
              'absolute z-50 mt-2 min-w-36 rounded-md border border-zinc-200 bg-white p-1 shadow-lg dark:border-zinc-700 dark:bg-zinc-900',
              align === 'right' ? 'right-0' : 'left-0',
            )}
          >
            {children}
          </div>
        </MenuContext.Provider>
      )}
    </div>
  );
}

/** Closes the open menu; `true` gives the focus back to its button. */
const MenuContext = createContext<(returnFocus: boolean) => void>(() => undefined);

export const menuItemClasses =
  'flex w-full cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-left text-sm whitespace-nowrap text-zinc-700 hover:bg-zinc-100 focus-visible:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-800 dark:focus-visible:bg-zinc-800 aria-[current]:font-semibold aria-[current]:text-zinc-900 dark:aria-[current]:text-white';

/** A choice in a `Menu` that acts in place; the focus goes back to the menu's button. */
export function MenuButtonItem({
  onSelect,
  current = false,
  children,
}: {
  onSelect: () => void;
  /** The chosen one of a set (the theme in use): the menu opens on it. */
  current?: boolean;
  children: ReactNode;
}) {
  const close = useContext(MenuContext);
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      aria-current={current ? 'true' : undefined}
      onClick={() => {
        onSelect();
        close(true);
      }}
      className={menuItemClasses}
    >
      {children}
    </button>
  );
}

/**
 * A page in a `Menu`. The router marks the page being shown (`aria-current="page"`), which the
 * menu opens on; the menu closes as the page changes.
 */
export function MenuLinkItem({
  to,
  exact = false,
  children,
}: {
  to: LinkProps['to'];
  /** Current only on exactly this path (not on the pages under it). */
  exact?: boolean;
  children: ReactNode;
}) {
  const close = useContext(MenuContext);
  return (
    <Link
      to={to}
      role="menuitem"
      tabIndex={-1}
      activeOptions={{ exact }}
      onClick={() => {
        close(false);
      }}
      className={menuItemClasses}
    >
      {children}
    </Link>
  );
}
