import { Center, Loader, type MantineSize } from '@mantine/core';

export interface LoadingSpinnerProps {
  label?: string;
  /** Fills the viewport, for use before any layout has rendered. */
  fullPage?: boolean;
  size?: MantineSize;
}

export function LoadingSpinner({ label = 'Loading', fullPage, size = 'md' }: LoadingSpinnerProps) {
  return (
    <Center
      role="status"
      aria-label={label}
      aria-live="polite"
      w="100%"
      h={fullPage ? '100dvh' : undefined}
      py={fullPage ? undefined : 'xl'}
    >
      <Loader size={size} type="oval" />
    </Center>
  );
}
