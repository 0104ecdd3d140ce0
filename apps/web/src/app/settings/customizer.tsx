import { ActionIcon } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

const CustomizerPanel = lazy(async () => ({
  default: (await import('./customizer-panel')).CustomizerPanel,
}));

/**
 * The settings customizer: layout, sidebar colour and text direction, kept in this browser. The
 * button is always there; the drawer's code is fetched on the first open, so public pages stay
 * light.
 */
export function Customizer() {
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);

  return (
    <>
      <ActionIcon
        onClick={() => {
          setWanted(true);
          setOpened(true);
        }}
        aria-label="Open settings"
        title="Settings"
        size={44}
        radius="xl"
        variant="filled"
        style={{
          position: 'fixed',
          insetInlineEnd: 20,
          bottom: 20,
          zIndex: 200,
          boxShadow: '0 6px 20px rgba(11, 122, 90, 0.35)',
        }}
      >
        <IconSettings size={22} stroke={1.8} />
      </ActionIcon>
      {wanted && (
        <Suspense fallback={null}>
          <CustomizerPanel opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
