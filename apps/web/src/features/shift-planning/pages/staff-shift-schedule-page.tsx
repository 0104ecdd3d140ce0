import { ActionIcon, Alert, Box, Group, Paper, Stack, Text, useDirection } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { StaffShift } from '@tembusu/contracts/attendance';
import dayjs from 'dayjs';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Ltr } from '../../../components/ltr-text';
import { PageHeader } from '../../../components/page-header';
import { useListAddress } from '../../../components/use-list-address';
import { useMyShiftSchedule } from '../api/staff-shift-schedule';
import { addMonths, isoDates, monthText, todayDate } from '../components/roster-dates';
import { ShiftFeedCard } from '../components/shift-feed-card';
import { durationText } from '../components/shift-text';

function ShiftLine({ shift }: { shift: StaffShift }) {
  return (
    <Box
      px="sm"
      py={6}
      style={{
        borderRadius: 8,
        border: '1px solid var(--mantine-color-gray-3)',
        borderInlineStart: `5px solid ${shift.colour}`,
      }}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={650} size="sm">
          {shift.name}
        </Text>
        <Text size="sm">
          <Ltr>
            {shift.startTime}–{shift.endTime}
          </Ltr>
          {shift.overnight ? ' (next day)' : ''}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {[
          shift.branchName,
          `${durationText(shift.paidMinutes)} paid`,
          `break ${shift.breakMinutes} min`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </Box>
  );
}

/** /staff-shift-schedule: my shifts, a month at a time, as a list of its days; and my calendar link. */
export function StaffShiftSchedulePage() {
  const today = todayDate();
  const { params, update } = useListAddress();
  const asked = params.get('month');
  const month = asked && /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) ? asked : today.slice(0, 7);
  const setMonth = (next: string) => update({ month: next });
  const schedule = useMyShiftSchedule(month);
  const { dir } = useDirection();
  const [BackIcon, OnIcon] =
    dir === 'rtl' ? [IconChevronRight, IconChevronLeft] : [IconChevronLeft, IconChevronRight];
  const data = schedule.data;
  const days = isoDates(`${month}-01`, dayjs(`${month}-01`).daysInMonth());
  const byDay = new Map<string, StaffShift[]>();
  for (const shift of data?.shifts ?? []) {
    byDay.set(shift.workDate, [...(byDay.get(shift.workDate) ?? []), shift]);
  }
  const total = data?.shifts.length ?? 0;

  return (
    <Stack gap="lg" maw={860}>
      <PageHeader trail={[{ label: 'Shift schedule' }]} title="My Shift Schedule" />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} shadow="xs">
        <Stack gap="md">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Previous month"
              onClick={() => setMonth(addMonths(month, -1))}
            >
              <BackIcon size={18} />
            </ActionIcon>
            <Stack gap={0} align="center">
              <Text fw={700} size="lg" aria-live="polite">
                {monthText(month)}
              </Text>
              <Text size="xs" c="dimmed">
                {total === 0 ? 'No shifts' : `${total} ${total === 1 ? 'shift' : 'shifts'}`}
              </Text>
            </Stack>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Next month"
              onClick={() => setMonth(addMonths(month, 1))}
            >
              <OnIcon size={18} />
            </ActionIcon>
          </Group>
          {schedule.isPending && <LoadingSpinner />}
          {schedule.error && <Alert color="red">{schedule.error.message}</Alert>}
          {data && (
            <Stack
              gap={0}
              component="ol"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={`Shifts in ${monthText(month)}`}
            >
              {days.map((date) => {
                const shifts = byDay.get(date) ?? [];
                const isToday = date === today;
                const weekend = [0, 6].includes(dayjs(date).day());
                return (
                  <Group
                    key={date}
                    component="li"
                    gap="sm"
                    wrap="nowrap"
                    align="flex-start"
                    py={6}
                    style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
                    aria-current={isToday ? 'date' : undefined}
                  >
                    <Stack
                      gap={0}
                      align="center"
                      w={48}
                      py={2}
                      style={{
                        flexShrink: 0,
                        borderRadius: 8,
                        background: isToday ? 'var(--mantine-color-tembusu-6)' : undefined,
                        color: isToday ? 'var(--mantine-color-white)' : undefined,
                      }}
                    >
                      <Text
                        size="xs"
                        fw={600}
                        c={isToday ? undefined : weekend ? 'dimmed' : undefined}
                      >
                        {dayjs(date).format('ddd')}
                      </Text>
                      <Text fw={700} lh={1.1}>
                        {dayjs(date).format('D')}
                      </Text>
                    </Stack>
                    <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                      {shifts.length === 0 ? (
                        <Text size="sm" c="dimmed" py={4}>
                          No shift
                        </Text>
                      ) : (
                        shifts.map((shift) => <ShiftLine key={shift.id} shift={shift} />)
                      )}
                    </Stack>
                  </Group>
                );
              })}
            </Stack>
          )}
        </Stack>
      </Paper>
      {data && <ShiftFeedCard feed={data.feed} />}
    </Stack>
  );
}
