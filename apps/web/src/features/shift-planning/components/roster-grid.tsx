import { Badge, Group, Table, Text } from '@mantine/core';
import type {
  Roster,
  RosterDay,
  RosterEmployee,
  RosterShift,
  ShiftTemplateOption,
} from '@tembusu/contracts/attendance';
import { weeklyHoursLimit } from '@tembusu/contracts/attendance';
import { Ltr } from '../../../components/ltr-text';
import { type CellActions, RosterCellContent, useCellDrop } from './roster-cell';
import { shortDay } from './roster-dates';
import { durationText } from './shift-text';

const dayKindText = { Working_Day: null, Off_Day: 'Off day', Rest_Day: 'Rest day' } as const;

const quietDay = (day: RosterDay) => day.kind !== 'Working_Day' || day.holidayName !== null;

/** A day's head: its date (unless told), and whether it is an off or rest day or a holiday. */
export function DayHead({ day, dated = true }: { day: RosterDay; dated?: boolean }) {
  const kind = dayKindText[day.kind];
  return (
    <>
      {dated && (
        <Text size="sm" fw={650}>
          {shortDay(day.date)}
        </Text>
      )}
      {kind && (
        <Text size="xs" c="dimmed">
          {kind}
        </Text>
      )}
      {day.holidayName && (
        <Text size="xs" c="blue.7" fw={600}>
          {day.holidayName}
        </Text>
      )}
    </>
  );
}

/** A person's rostered hours of each week shown, red past the Employment Act's 44. */
export function WeekHours({ employee }: { employee: RosterEmployee }) {
  return (
    <Group gap={4} mt={4}>
      {employee.weeks.map((week) => {
        const over = week.paidMinutes > weeklyHoursLimit * 60;
        return (
          <Badge
            key={week.from}
            size="xs"
            variant="light"
            color={over ? 'red' : 'gray'}
            title={`Week from ${shortDay(week.from)}`}
          >
            <Ltr>{week.paidMinutes === 0 ? '0 h' : durationText(week.paidMinutes)}</Ltr>
            {over ? ` · over ${weeklyHoursLimit} h` : ''}
          </Badge>
        );
      })}
    </Group>
  );
}

function Cell(props: {
  employee: RosterEmployee;
  day: RosterDay;
  shifts: RosterShift[];
  picked: ShiftTemplateOption | null;
  actions: CellActions;
}) {
  const { employee, day, actions } = props;
  const drop = useCellDrop(employee, day.date, actions);
  const leave = employee.leave.find((entry) => entry.date === day.date);
  return (
    <Table.Td
      {...drop.props}
      data-cell={`${employee.id}:${day.date}`}
      bg={drop.over ? 'tembusu.1' : quietDay(day) ? 'gray.0' : undefined}
      style={{ verticalAlign: 'top' }}
    >
      <RosterCellContent
        employee={employee}
        date={day.date}
        shifts={props.shifts}
        leave={leave}
        picked={props.picked}
        actions={actions}
      />
    </Table.Td>
  );
}

/**
 * The board on a wide screen: people down, days across, scrolling sideways inside its own box
 * with the names held at the start edge.
 */
export function RosterGrid({
  roster,
  picked,
  actions,
}: {
  roster: Roster;
  picked: ShiftTemplateOption | null;
  actions: CellActions;
}) {
  const byCell = new Map<string, RosterShift[]>();
  for (const shift of roster.shifts) {
    const key = `${shift.employeeId}:${shift.workDate}`;
    byCell.set(key, [...(byCell.get(key) ?? []), shift]);
  }
  const sticky = {
    position: 'sticky',
    insetInlineStart: 0,
    zIndex: 1,
    background: 'var(--mantine-color-body)',
  } as const;
  return (
    <Table.ScrollContainer
      minWidth={190 + roster.days.length * 122}
      // A box that scrolls sideways must be reachable by keyboard, to scroll it with the arrows.
      scrollAreaProps={{
        viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Roster, scrolls sideways' },
      }}
    >
      <Table
        withColumnBorders
        withTableBorder
        verticalSpacing={6}
        layout="fixed"
        aria-label="Roster"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={190} style={sticky}>
              Employee
            </Table.Th>
            {roster.days.map((day) => (
              <Table.Th key={day.date} bg={quietDay(day) ? 'gray.0' : undefined}>
                <DayHead day={day} />
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {roster.employees.map((employee) => (
            <Table.Tr key={employee.id}>
              <Table.Th scope="row" style={{ ...sticky, verticalAlign: 'top', fontWeight: 400 }}>
                <Text size="sm" fw={600}>
                  {employee.name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {[employee.employeeNumber, employee.departmentName].filter(Boolean).join(' · ')}
                </Text>
                <WeekHours employee={employee} />
              </Table.Th>
              {roster.days.map((day) => (
                <Cell
                  key={day.date}
                  employee={employee}
                  day={day}
                  shifts={byCell.get(`${employee.id}:${day.date}`) ?? []}
                  picked={picked}
                  actions={actions}
                />
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
