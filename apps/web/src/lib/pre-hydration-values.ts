import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Keeps what a person typed or chose in a form of a server-rendered page before the app hydrated
 * it (the app starts after the page's first paint, ADR 034). React leaves the controls' DOM values
 * alone when it hydrates, but its own state still holds the rendered values, and the next render
 * would put those back. So, once hydrated (a layout effect: before any other render can reach the
 * form), the named controls whose values differ from `rendered` are handed to `onChanged`, all
 * together (a group of checkboxes as `a,b`, its values in the form's order). On a page the browser rendered itself they are equal and nothing happens.
 */
export function usePreHydrationValues<Name extends string>(
  rendered: Record<Name, string>,
  onChanged: (changed: Partial<Record<Name, string>>) => void,
): RefObject<HTMLFormElement | null> {
  const ref = useRef<HTMLFormElement>(null);
  const first = useRef({ rendered, onChanged });
  useLayoutEffect(() => {
    if (!ref.current) return;
    const form = new FormData(ref.current);
    const { rendered, onChanged } = first.current;
    const changed: Partial<Record<Name, string>> = {};
    for (const name of Object.keys(rendered) as Name[]) {
      // A group of boxes sends one value per ticked box (none when none is): as `a,b`.
      if (ref.current.elements.namedItem(name) === null) continue;
      const value = form
        .getAll(name)
        .filter((v) => typeof v === 'string')
        .join(',');
      if (value !== rendered[name]) changed[name] = value;
    }
    if (Object.keys(changed).length > 0) onChanged(changed);
  }, []);
  return ref;
}
