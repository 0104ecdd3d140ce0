import { Group, Paper, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import type {
  Roster,
  RosterEmployee,
  RosterShift,
  ShiftTemplateOption,
} from '@tembusu/contracts/attendance';
import { useEffect, useRef } from 'react';
import { type CellActions, RosterCellContent, useCellDrop } from './roster-cell';
import { longDay, shortDay } from './roster-dates';
import { DayHead, WeekHours } from './roster-grid';

function PersonDay(props: {
  employee: RosterEmployee;
  date: string;
  shifts: RosterShift[];
  picked: ShiftTemplateOption | null;
  actions: CellActions;
}) {
  const drop = useCellDrop(props.employee, props.date, props.actions);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      {...drop.props}
      bg={drop.over ? 'tembusu.1' : undefined}
      data-cell={`${props.employee.id}:${props.date}`}
    >
      <Text size="sm" fw={600}>
        {props.employee.name}
      </Text>
      <Text size="xs" c="dimmed">
        {props.employee.employeeNumber}
      </Text>
      <WeekHours employee={props.employee} />
      <Stack mt="xs">
        <RosterCellContent
          employee={props.employee}
          date={props.date}
          shifts={props.shifts}
          leave={props.employee.leave.find((entry) => entry.date === props.date)}
          picked={props.picked}
          actions={props.actions}
        />
      </Stack>
    </Paper>
  );
}

/**
 * The board on a phone: one day at a time, chosen from the range's days (a row that scrolls in its
 * own box), each person a card with their shifts of the day.
 */
export function RosterDayList({
  roster,
  date,
  onDate,
  picked,
  actions,
}: {
  roster: Roster;
  date: string;
  onDate(date: string): void;
  picked: ShiftTemplateOption | null;
  actions: CellActions;
}) {
  const day = roster.days.find((candidate) => candidate.date === date) ?? roster.days[0];
  const chosen = useRef<HTMLButtonElement>(null);
  // The chosen day's button in view in its row, which may start scrolled to the week's start.
  useEffect(() => {
    if (day) chosen.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [day]);
  if (!day) return null;
  return (
    <Stack gap="sm">
      <ScrollArea type="auto" offsetScrollbars>
        <Group gap={6} wrap="nowrap" role="group" aria-label="Day">
          {roster.days.map((candidate) => {
            const on = candidate.date === day.date;
            return (
              <UnstyledButton
                key={candidate.date}
                aria-pressed={on}
                ref={on ? chosen : undefined}
                onClick={() => onDate(candidate.date)}
                px="sm"
                py={6}
                style={{
                  borderRadius: 8,
                  whiteSpace: 'nowrap',
                  border: `1px solid var(--mantine-color-${on ? 'tembusu-6' : 'gray-4'})`,
                  background: on ? 'var(--mantine-color-tembusu-0)' : undefined,
                }}
              >
                <Text size="sm" fw={on ? 700 : 500}>
                  {shortDay(candidate.date)}
                </Text>
              </UnstyledButton>
            );
          })}
        </Group>
      </ScrollArea>
      <div aria-live="polite">
        <Text fw={650}>{longDay(day.date)}</Text>
        <DayHead day={day} dated={false} />
      </div>
      {roster.employees.map((employee) => (
        <PersonDay
          key={employee.id}
          employee={employee}
          date={day.date}
          shifts={roster.shifts.filter(
            (shift) => shift.employeeId === employee.id && shift.workDate === day.date,
          )}
          picked={picked}
          actions={actions}
        />
      ))}
    </Stack>
  );
}
