import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';

const CustomizerPanel = lazy(async () => ({
  default: (await import('./customizer-panel')).CustomizerPanel,
}));

/**
 * The settings customizer: layout, sidebar colour and text direction, kept in this browser. It is
 * opened from the account menu of a signed-in layout (`open`), and `panel` is its drawer, to be
 * rendered beside that menu; the drawer's code is fetched on the first open.
 */
export function useCustomizer(): { open(): void; panel: ReactNode } {
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const open = useCallback(() => {
    setWanted(true);
    setOpened(true);
  }, []);

  const panel = wanted ? (
    <Suspense fallback={null}>
      <CustomizerPanel opened={opened} onClose={() => setOpened(false)} />
    </Suspense>
  ) : null;
  return { open, panel };
}
