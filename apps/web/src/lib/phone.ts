import { useEffect, useState } from 'react';

/**
 * A phone number as people write it ("+1 303 555 0102", "+44 20 7946 0958") from the E.164 form
 * the server keeps ("+13035550102"). libphonenumber-js is loaded only when a page shows a phone
 * (seller contact after a win), so its metadata stays out of the first visit's JavaScript; until
 * then, and for a number it cannot read, the number shows as stored.
 */
export function usePhoneText(phone: string): string {
  const [formatted, setFormatted] = useState<{ phone: string; text: string } | null>(null);
  useEffect(() => {
    let current = true;
    void import('libphonenumber-js/min').then(({ parsePhoneNumberFromString }) => {
      const parsed = parsePhoneNumberFromString(phone);
      if (current) setFormatted({ phone, text: parsed?.formatInternational() ?? phone });
    });
    return () => {
      current = false;
    };
  }, [phone]);
  return formatted?.phone === phone ? formatted.text : phone;
}

/** The number for a `tel:` link: digits and the leading +. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
