import { Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { minutesOf } from '@tembusu/contracts/booking-time';
import type { DeskPeriod } from '@tembusu/contracts/desk-booking';
import type { TimeSpan } from '@tembusu/contracts/desk-periods';
import { quarterHours } from './desk-time';
import { periodChoiceLabel } from './periods';

export type PeriodChoice = { period: DeskPeriod; span: TimeSpan; disabled: boolean };

/** Full day, morning, afternoon or a time range, as the rules allow, with their times. */
export function PeriodPicker({
  choices,
  value,
  onChange,
  from,
  to,
  onRangeChange,
  earliest = 0,
}: {
  choices: PeriodChoice[];
  value: DeskPeriod;
  onChange(period: DeskPeriod): void;
  from: string | null;
  to: string | null;
  onRangeChange(range: { from: string | null; to: string | null }): void;
  /** The first start to offer, in minutes of the day: today's current quarter hour. */
  earliest?: number;
}) {
  const startChoices = quarterHours.slice(0, -1).filter((time) => minutesOf(time) >= earliest);
  const endChoices = quarterHours.filter(
    (time) => minutesOf(time) > Math.max(earliest, from ? minutesOf(from) : -1),
  );
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="desk-period-label">
        Period
      </Text>
      <Group gap="sm" wrap="wrap" align="flex-end">
        {choices.length > 1 ? (
          <SegmentedControl
            aria-labelledby="desk-period-label"
            value={value}
            onChange={(next) => onChange(next as DeskPeriod)}
            data={choices.map((choice) => ({
              value: choice.period,
              label: periodChoiceLabel(choice.period, choice.span),
              disabled: choice.disabled,
            }))}
          />
        ) : (
          <Text size="sm" py={6}>
            {choices[0] ? periodChoiceLabel(choices[0].period, choices[0].span) : ''}
          </Text>
        )}
        {value === 'timeRange' && (
          <Group gap="xs" wrap="nowrap">
            <Select
              aria-label="From"
              placeholder="From"
              data={startChoices}
              value={from}
              onChange={(next) =>
                onRangeChange({
                  from: next,
                  to: to && next && minutesOf(to) <= minutesOf(next) ? null : to,
                })
              }
              searchable
              w={110}
              maxDropdownHeight={240}
            />
            <Text size="sm" c="dimmed">
              to
            </Text>
            <Select
              aria-label="To"
              placeholder="To"
              data={endChoices}
              value={to}
              onChange={(next) => onRangeChange({ from, to: next })}
              searchable
              w={110}
              maxDropdownHeight={240}
            />
          </Group>
        )}
      </Group>
    </Stack>
  );
}
