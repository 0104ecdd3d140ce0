import { Box, Group, Radio, Select, Stack, Text } from '@mantine/core';
import { minutesOf } from '@tembusu/contracts/booking-time';
import type { DeskPeriod } from '@tembusu/contracts/desk-booking';
import type { TimeSpan } from '@tembusu/contracts/desk-periods';
import { Ltr } from '../../../components/ltr-text';
import { quarterHours } from './desk-time';
import { periodChoiceLabel, periodLabels } from './periods';

export type PeriodChoice = { period: DeskPeriod; span: TimeSpan; disabled: boolean };

/**
 * Full day, morning, afternoon or a time range, as the rules allow, with their times. The
 * choices are cards of two lines (the period, its times) that share the row and wrap onto more
 * rows where it is narrow, so the picker is never wider than its column.
 */
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
    <Stack gap={6} miw={0} style={{ flex: '1 1 320px' }}>
      {choices.length > 1 ? (
        <Radio.Group label="Period" value={value} onChange={(next) => onChange(next as DeskPeriod)}>
          <Box
            mt={4}
            maw={choices.length * 190}
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 96px), 1fr))',
              gap: 8,
            }}
          >
            {choices.map((choice) => {
              const checked = choice.period === value;
              return (
                <Radio.Card
                  key={choice.period}
                  value={choice.period}
                  disabled={choice.disabled}
                  aria-label={periodChoiceLabel(choice.period, choice.span)}
                  radius="md"
                  px="sm"
                  py={6}
                  style={{
                    opacity: choice.disabled ? 0.45 : 1,
                    cursor: choice.disabled ? 'not-allowed' : 'pointer',
                    borderColor: checked ? 'var(--mantine-primary-color-filled)' : undefined,
                    background: checked ? 'var(--mantine-primary-color-light)' : undefined,
                    boxShadow: checked
                      ? 'inset 0 0 0 1px var(--mantine-primary-color-filled)'
                      : undefined,
                  }}
                >
                  <Text size="sm" fw={650} lh={1.3}>
                    {periodLabels[choice.period]}
                  </Text>
                  <Text size="xs" c="dimmed" lh={1.3} style={{ whiteSpace: 'nowrap' }}>
                    {choice.period === 'timeRange' ? (
                      'Pick the times'
                    ) : (
                      <Ltr>
                        {choice.span.from}–{choice.span.to}
                      </Ltr>
                    )}
                  </Text>
                </Radio.Card>
              );
            })}
          </Box>
        </Radio.Group>
      ) : (
        <>
          <Text size="sm" fw={500}>
            Period
          </Text>
          <Text size="sm" py={6}>
            {choices[0] ? periodLabels[choices[0].period] : ''}
            {choices[0] && choices[0].period !== 'timeRange' && choices[0].span.from ? (
              <>
                {' ('}
                <Ltr>
                  {choices[0].span.from}–{choices[0].span.to}
                </Ltr>
                {')'}
              </>
            ) : null}
          </Text>
        </>
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
    </Stack>
  );
}
