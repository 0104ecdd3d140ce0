import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One fact of a day or a log: a small label over its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** Facts side by side on a wide screen, one under another on a phone. */
export function Facts({ children, wide = 3 }: { children: ReactNode; wide?: 2 | 3 | 4 }) {
  return (
    <SimpleGrid
      component="dl"
      cols={{ base: 1, xs: 2, md: wide }}
      spacing="lg"
      verticalSpacing="md"
      m={0}
    >
      {children}
    </SimpleGrid>
  );
}
