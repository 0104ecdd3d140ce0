import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';

/**
 * A list's search box: its text goes into the address once typing pauses. If the list is left
 * within that pause (a row clicked while its page loads), the search is dropped: landing after
 * the click it would navigate to the list again, from under the page being opened.
 */
export function useSearchBox(search: string | undefined, apply: (text: string) => void) {
  const [text, setText] = useState(search ?? '');
  const applyLater = useDebouncedCallback(apply, 300);
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = navigation.location !== undefined && navigation.location.pathname !== pathname;
  useEffect(() => {
    if (leaving) applyLater.cancel();
  }, [leaving, applyLater]);
  const change = (next: string) => {
    setText(next);
    applyLater(next);
  };
  return { text, change };
}
