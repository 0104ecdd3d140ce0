import { ActionIcon, Button, SegmentedControl, Text, Tooltip, useDirection } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Ltr } from '../../../components/ltr-text';
import { rangeLabel } from './booking-time';

export type CalendarView = 'week' | 'day';

/**
 * The spec's toolbar: Today, previous, next, the date label and the day/week selector. On a phone
 * the label takes a line of its own below the buttons, so nothing is cut off.
 */
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
  const { dir } = useDirection();
  // Back points the way the text came from: left, or right in right-to-left text.
  const [BackIcon, OnIcon] =
    dir === 'rtl' ? [IconChevronRight, IconChevronLeft] : [IconChevronLeft, IconChevronRight];
  const step = (direction: 1 | -1) =>
    onDateChange(
      dayjs(date)
        .add(direction, view === 'day' ? 'day' : 'week')
        .toDate(),
    );
  return (
    <div className="rb-toolbar">
      <div className="rb-toolbar-nav">
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
            <BackIcon size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={view === 'day' ? 'Next day' : 'Next week'}>
          <ActionIcon variant="default" size={36} aria-label="Next" onClick={() => step(1)}>
            <OnIcon size={18} />
          </ActionIcon>
        </Tooltip>
      </div>
      <Text
        className="rb-toolbar-label"
        fw={650}
        size="lg"
        aria-live="polite"
        data-testid="calendar-range"
      >
        <Ltr>{rangeLabel(date, view)}</Ltr>
      </Text>
      <SegmentedControl
        className="rb-toolbar-views"
        aria-label="Calendar view"
        value={view}
        onChange={(value) => onViewChange(value === 'day' ? 'day' : 'week')}
        data={[
          { value: 'day', label: 'Day' },
          { value: 'week', label: 'Week' },
        ]}
      />
    </div>
  );
}
