import { ActionIcon, Group, Title, useDirection } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { addMonths, monthText } from './staff-attendance-format';

/** The month shown (YYYY-MM) with the months either side of it, no further than `latest`. */
export function AttendanceMonthPicker({
  month,
  latest,
  onChange,
}: {
  month: string;
  latest: string;
  onChange(month: string): void;
}) {
  // Previous and next point the way time runs: mirrored in right-to-left pages.
  const { dir } = useDirection();
  const [BackIcon, OnIcon] =
    dir === 'rtl' ? [IconChevronRight, IconChevronLeft] : [IconChevronLeft, IconChevronRight];
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Previous month"
        onClick={() => onChange(addMonths(month, -1))}
      >
        <BackIcon size={18} />
      </ActionIcon>
      <Title order={3} size="h4" miw={150} ta="center" aria-live="polite">
        {monthText(month)}
      </Title>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Next month"
        disabled={month >= latest}
        onClick={() => onChange(addMonths(month, 1))}
      >
        <OnIcon size={18} />
      </ActionIcon>
    </Group>
  );
}
