import { useCallback, useState } from 'react';

/** Every failed download shows this one message (product spec section 8). */
export const downloadFailedMessage = 'An error sorry';

/**
 * Runs a download (a fetch with the session's headers, handed to the browser as a file) and
 * remembers which one is under way and whether the last one failed, for a spinner on its button
 * and the 'An error sorry' dialog.
 */
export function useDownload<Key extends string = string>() {
  const [pending, setPending] = useState<Key | null>(null);
  const [failed, setFailed] = useState(false);

  const start = useCallback(async (key: Key, download: () => Promise<void>) => {
    setPending(key);
    setFailed(false);
    try {
      await download();
    } catch {
      setFailed(true);
    } finally {
      setPending(null);
    }
  }, []);

  const dismiss = useCallback(() => setFailed(false), []);

  return { pending, failed, start, dismiss };
}
