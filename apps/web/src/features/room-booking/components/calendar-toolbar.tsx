import { ActionIcon, Button, Group, SegmentedControl, Text, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { rangeLabel } from './booking-time';

export type CalendarView = 'week' | 'day';

/** The spec's toolbar: Today, previous, next, the date label and the day/week selector. */
export function CalendarToolbar({
  view,
  onViewChange,
  date,
  onDateChange,
  now,
}: {
  view: CalendarView;
  onViewChange(view: CalendarView): void;
  date: Date;
  onDateChange(date: Date): void;
  now: Date;
}) {
  const step = (direction: 1 | -1) =>
    onDateChange(
      dayjs(date)
        .add(direction, view === 'day' ? 'day' : 'week')
        .toDate(),
    );
  return (
    <Group justify="space-between" gap="sm" mb="sm" wrap="wrap">
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="default"
          size="sm"
          onClick={() =>
            onDateChange(new Date(now.getFullYear(), now.getMonth(), now.getDate(), 12))
          }
        >
          Today
        </Button>
        <Tooltip label={view === 'day' ? 'Previous day' : 'Previous week'}>
          <ActionIcon variant="default" size={36} aria-label="Previous" onClick={() => step(-1)}>
            <IconChevronLeft size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={view === 'day' ? 'Next day' : 'Next week'}>
          <ActionIcon variant="default" size={36} aria-label="Next" onClick={() => step(1)}>
            <IconChevronRight size={18} />
          </ActionIcon>
        </Tooltip>
        <Text fw={650} size="lg" ml="xs" aria-live="polite" data-testid="calendar-range">
          {rangeLabel(date, view)}
        </Text>
      </Group>
      <SegmentedControl
        aria-label="Calendar view"
        value={view}
        onChange={(value) => onViewChange(value === 'day' ? 'day' : 'week')}
        data={[
          { value: 'day', label: 'Day' },
          { value: 'week', label: 'Week' },
        ]}
      />
    </Group>
  );
}
