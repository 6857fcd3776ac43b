import { useSyncExternalStore, type CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { TOASTER_SETTINGS } from '../../lib/settings';
import { useTheme } from '../theme';

const { width, hotkey, position, phonePosition, phoneQuery, ...props } = TOASTER_SETTINGS;
// Sonner sets --width itself (356 px by default); setting it here makes the seed value explicit.
const style = { '--width': `${width}px` } as CSSProperties;

function subscribePhone(listener: () => void): () => void {
  const media = window.matchMedia(phoneQuery);
  media.addEventListener('change', listener);
  return () => {
    media.removeEventListener('change', listener);
  };
}

const isPhone = () => window.matchMedia(phoneQuery).matches;
// The server renders, and the browser hydrates, the seed's position; a phone moves them after.
const SERVER_IS_PHONE = () => false;

export function AppToaster() {
  const { resolvedTheme } = useTheme();
  const phone = useSyncExternalStore(subscribePhone, isPhone, SERVER_IS_PHONE);
  return (
    <Toaster
      {...props}
      position={phone ? phonePosition : position}
      hotkey={[...hotkey]}
      style={style}
      theme={resolvedTheme}
    />
  );
}
