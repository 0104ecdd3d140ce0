import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list screen's filters and page kept in the address, so that Back returns to the same view.
 * `update` sets or clears (null) parameters; a change to anything but the page, or a parameter
 * named in `keepPageFor` (an open dialog), starts from the first page.
 */
export function useListAddress(keepPageFor: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  // Changes close together (a debounced search landing while a filter just picked is still being
  // navigated to) build on each other, not on the address of the last render.
  const intended = useRef(params);
  useEffect(() => {
    intended.current = params;
  }, [params]);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(intended.current);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!Object.keys(changes).some((key) => key === 'page' || keepPageFor.includes(key))) {
      next.delete('page');
    }
    intended.current = next;
    setParams(next, { replace: true });
  };
  return { params, page, update };
}
