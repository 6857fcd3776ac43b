import { useEffect, useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';

type Drawn = { url: string; src: string } | { url: string; failed: true };

/**
 * The `otpauth://` URL as a QR code for an authenticator app to scan. `qrcode` is loaded only
 * here, when a person sets up two-step sign-in, so it never weighs on any other page. Dark
 * modules on white in both themes: scanners read that reliably.
 */
export function QrCode({ url, label }: { url: string; label: string }) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);

  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) =>
        qrcode.toString(url, {
          type: 'svg',
          errorCorrectionLevel: 'M',
          margin: 2,
          color: { dark: '#000000', light: '#ffffff' },
        }),
      )
      .then((svg) => {
        if (current) setDrawn({ url, src: `data:image/svg+xml;utf8,${encodeURIComponent(svg)}` });
      })
      .catch(() => {
        if (current) setDrawn({ url, failed: true });
      });
    return () => {
      current = false;
    };
  }, [url]);

  if (drawn?.url !== url) {
    return (
      <div role="status" className="size-48">
        <span className="sr-only">Drawing the QR code…</span>
        <Skeleton className="size-48" />
      </div>
    );
  }
  if ('failed' in drawn) {
    return (
      <p className="text-sm text-red-700 dark:text-red-400">
        The QR code could not be drawn. Type the setup key into your app instead.
      </p>
    );
  }
  return (
    <img
      src={drawn.src}
      alt={label}
      width={192}
      height={192}
      className="size-48 rounded-md border border-zinc-200 bg-white dark:border-zinc-700"
    />
  );
}
