import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One of a month's totals as a card: what it counts, the figure, and a line more on it. */
export function MonthFigure({
  label,
  figure,
  detail,
}: {
  label: string;
  figure: ReactNode;
  detail?: ReactNode;
}) {
  return (
    <Paper component="li" aria-label={label} withBorder radius="md" p="sm" miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {figure}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Paper>
  );
}
