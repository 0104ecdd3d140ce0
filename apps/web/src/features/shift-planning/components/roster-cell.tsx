import { Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type {
  RosterEmployee,
  RosterLeaveDay,
  RosterShift,
  ShiftTemplateOption,
} from '@tembusu/contracts/attendance';
import { shortDay } from './roster-dates';
import { useDropTarget } from './roster-drag';
import { RosterShiftCard } from './roster-shift-card';

/** What the board does when a cell is used: each answers through the page's mutations. */
export type CellActions = {
  place(employee: RosterEmployee, date: string, templateId: string): void;
  move(shiftId: string, employee: RosterEmployee, date: string): void;
  remove(shift: RosterShift, employee: RosterEmployee): void;
};

const halfText = { full: '', AM: ' (AM)', PM: ' (PM)' } as const;

export function leaveText(leave: RosterLeaveDay): string {
  return `${leave.leaveTypeName}${halfText[leave.part]}`;
}

/**
 * One person's day: their leave, their shifts, and, while a template is picked, the button that
 * places it (not on a whole day of leave, which the server refuses). Templates and shifts can be
 * dropped on it too.
 */
export function RosterCellContent({
  employee,
  date,
  shifts,
  leave,
  picked,
  actions,
}: {
  employee: RosterEmployee;
  date: string;
  shifts: RosterShift[];
  leave: RosterLeaveDay | undefined;
  picked: ShiftTemplateOption | null;
  actions: CellActions;
}) {
  const day = shortDay(date);
  return (
    <Stack gap={4}>
      {leave && (
        <Text
          size="xs"
          fw={600}
          c="grape.9"
          bg="grape.1"
          px={6}
          py={2}
          style={{ borderRadius: 4, overflowWrap: 'anywhere' }}
        >
          {leaveText(leave)}
        </Text>
      )}
      {shifts.map((shift) => (
        <RosterShiftCard
          key={shift.id}
          shift={shift}
          personName={employee.name}
          dayLabel={day}
          onRemove={(chosen) => actions.remove(chosen, employee)}
        />
      ))}
      {picked && leave?.part !== 'full' && (
        <UnstyledButton
          aria-label={`Place ${picked.name} on ${day} for ${employee.name}`}
          onClick={() => actions.place(employee, date, picked.id)}
          px={6}
          py={2}
          style={{
            borderRadius: 6,
            border: '1px dashed var(--mantine-color-tembusu-6)',
            color: 'var(--mantine-color-tembusu-7)',
            display: 'flex',
            alignItems: 'center',
            gap: 4,
          }}
        >
          <IconPlus size={14} aria-hidden />
          <Text size="xs" fw={600} span>
            Place
          </Text>
        </UnstyledButton>
      )}
    </Stack>
  );
}

/** The drop target around a cell's content, highlighted while something is dragged over it. */
export function useCellDrop(employee: RosterEmployee, date: string, actions: CellActions) {
  return useDropTarget({
    template: (templateId) => actions.place(employee, date, templateId),
    shift: (shiftId) => actions.move(shiftId, employee, date),
  });
}
