import { useEffect, useRef, useState } from 'react';

/**
 * After a failed attempt, take keyboard and screen-reader users to the first problem: put
 * `formRef` on the form and call `focusFirstError()` once the errors are set; the first field
 * with `aria-invalid="true"` gets the focus after that render.
 */
export function useFocusFirstError() {
  const formRef = useRef<HTMLFormElement>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request]);
  return {
    formRef,
    focusFirstError: () => {
      setRequest((n) => n + 1);
    },
  };
}
