import { buttonClasses } from '../../components/ui/button';
import { THEMES, useTheme, type Theme } from '../theme';
import { Menu, MenuButtonItem } from './menu';
import { LINE_ICON } from '../../components/ui/icon';

const LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/** A menu button (`Menu`: the WAI-ARIA APG pattern) offering Light, Dark and System. */
export function ThemeToggle() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return (
    <Menu
      label="Theme"
      triggerClassName={buttonClasses({ variant: 'ghost', size: 'icon' })}
      trigger={
        <>
          <span className="sr-only">Toggle theme</span>
          {resolvedTheme === 'dark' ? <MoonIcon /> : <SunIcon />}
        </>
      }
    >
      {THEMES.map((choice) => (
        <MenuButtonItem
          key={choice}
          current={theme === choice}
          onSelect={() => {
            setTheme(choice);
          }}
        >
          <CheckIcon visible={theme === choice} />
          {LABELS[choice]}
        </MenuButtonItem>
      ))}
    </Menu>
  );
}

function SunIcon() {
  return (
    <svg {...LINE_ICON}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg {...LINE_ICON}>
      <path d="M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79z" />
    </svg>
  );
}

function CheckIcon({ visible }: { visible: boolean }) {
  return (
    <svg {...LINE_ICON} width={14} height={14} className={visible ? '' : 'invisible'}>
      <path d="M20 6 9 17l-5-5" />
    </svg>
  );
}
