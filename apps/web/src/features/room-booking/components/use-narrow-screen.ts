import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen is narrower than a tablet (768 px): a phone, where the week's seven columns
 * are too narrow to read and a popover beside a slot has no room.
 */
export function useNarrowScreen(): boolean {
  return useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
}
