import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { TOASTER_SETTINGS } from '../../lib/settings';
import { useTheme } from '../theme';

const { width, hotkey, ...props } = TOASTER_SETTINGS;
// Sonner sets --width itself (356 px by default); setting it here makes the seed value explicit.
const style = { '--width': `${width}px` } as CSSProperties;

export function AppToaster() {
  const { resolvedTheme } = useTheme();
  return <Toaster {...props} hotkey={[...hotkey]} style={style} theme={resolvedTheme} />;
}
