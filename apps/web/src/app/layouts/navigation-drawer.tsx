import { Drawer, em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useEffect } from 'react';

/** The top bar's height in every signed-in layout. */
export const headerHeight = 64;

const breakpoints = { sm: 768, md: 992 } as const;

/**
 * The navigation below a layout's breakpoint: a drawer at the start of the line, under the top bar
 * so that the burger which opened it stays there to close it. It also closes on Escape, on a tap
 * on the shade beside it, when a page is chosen (the layout's links call `onClose`) and when the
 * screen grows past the breakpoint, where the layout shows its navigation itself.
 */
export function NavigationDrawer({
  opened,
  onClose,
  hiddenFrom,
  children,
}: {
  opened: boolean;
  onClose(): void;
  hiddenFrom: keyof typeof breakpoints;
  children: ReactNode;
}) {
  const wide = useMediaQuery(`(min-width: ${em(breakpoints[hiddenFrom])})`);
  useEffect(() => {
    if (wide && opened) onClose();
  }, [wide, opened, onClose]);

  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      position="left"
      size={280}
      styles={{ inner: { top: headerHeight }, overlay: { top: headerHeight } }}
    >
      <Drawer.Overlay />
      <Drawer.Content aria-label="Navigation" style={{ maxWidth: '85vw' }}>
        {children}
      </Drawer.Content>
    </Drawer.Root>
  );
}
