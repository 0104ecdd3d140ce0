import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
  useDirection,
} from '@mantine/core';
import { IconCalendarPlus, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { defaultPageSize } from '@tembusu/contracts/api';
import type { DeskBooking } from '@tembusu/contracts/desk-booking';
import { defaultTimeZone } from '@tembusu/contracts/reference/time-zones';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  type DataColumn,
  DataTable,
  dataColumns,
  usePhoneLayout,
} from '../../../components/data-table';
import { DatePicker } from '../../../components/date-picker';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Ltr } from '../../../components/ltr-text';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { EmployeePicker } from '../../employees';
import { useDeskBookings, useDeskBranches, useWorkspaces } from '../api/desk-booking';
import {
  dateColumn,
  deskColumn,
  employeeColumn,
  statusColumn,
  timeColumn,
} from '../components/booking-columns';
import { BookingRowActions } from '../components/booking-row-actions';
import { statusView } from '../components/booking-status';
import { addDays, isWeekend, longDate, shortDate, todayIn, weekOf } from '../components/desk-time';
import { scheduleRows, shortPeriod } from '../components/schedule-grid';
import { useBookingActions } from '../components/use-booking-actions';
import { deskPaths } from './paths';

type View = 'day' | 'week';
const listPath = deskPaths.schedule;

function scheduleColumns(
  withDate: boolean,
  today: string,
  onCancel: (booking: DeskBooking) => void,
): DataColumn<DeskBooking>[] {
  const column = dataColumns<DeskBooking>();
  return column.columns([
    ...(withDate ? [dateColumn(today)] : []),
    deskColumn,
    employeeColumn,
    timeColumn,
    statusColumn,
    column.display({
      id: 'action',
      header: 'Action',
      cell: ({ row: { original: booking } }) => (
        <BookingRowActions
          booking={booking}
          listPath={listPath}
          label={`desk ${booking.deskName} for ${booking.employeeName ?? 'someone'}`}
          onCancel={onCancel}
        />
      ),
      meta: { width: 120 },
    }),
  ]);
}

/**
 * The bookings a page at a time: the day's on wide screens, the day's or the week's on a phone
 * (a card a booking, each with its date when the list is a week's), instead of the week's grid.
 */
function ScheduleList({
  bookings,
  columns,
}: {
  bookings: DeskBooking[];
  columns: DataColumn<DeskBooking>[];
}) {
  const [page, setPage] = useState(1);
  const shown = bookings.slice((page - 1) * defaultPageSize, page * defaultPageSize);
  return (
    <>
      <DataTable columns={columns} rows={shown} label="Desk bookings" minWidth={860} />
      <Pagination page={page} total={bookings.length} onChange={setPage} />
    </>
  );
}

function WeekGrid({
  bookings,
  days,
  today,
}: {
  bookings: DeskBooking[];
  days: string[];
  today: string;
}) {
  const navigate = useNavigate();
  const rows = scheduleRows(bookings);
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table withColumnBorders withTableBorder verticalSpacing={6} layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={170}>Desk</Table.Th>
            {days.map((day) => (
              <Table.Th
                key={day}
                bg={day === today ? 'tembusu.0' : isWeekend(day) ? 'gray.0' : undefined}
              >
                <Text size="sm" fw={650} c={day === today ? 'tembusu.8' : undefined}>
                  {shortDate(day)}
                </Text>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.deskId}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {row.deskName}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {row.workspaceName} · {row.branchOutletName}
                </Text>
              </Table.Td>
              {days.map((day) => (
                <Table.Td
                  key={day}
                  bg={day === today ? 'tembusu.0' : isWeekend(day) ? 'gray.0' : undefined}
                  style={{ verticalAlign: 'top' }}
                >
                  <Stack gap={4}>
                    {(row.byDate[day] ?? []).map((booking) => {
                      const view = statusView(booking);
                      return (
                        <Tooltip
                          key={booking.id}
                          label={
                            <>
                              {booking.employeeName ?? 'Booked'} ·{' '}
                              <Ltr>
                                {booking.from}–{booking.to}
                              </Ltr>{' '}
                              · {view.label}
                            </>
                          }
                          openDelay={200}
                        >
                          <UnstyledButton
                            onClick={() => navigate(`${listPath}/view/${booking.id}`)}
                            aria-label={`${booking.deskName} on ${shortDate(day)}: ${booking.employeeName ?? 'Booked'}, ${booking.from}–${booking.to}, ${view.label}`}
                            px={6}
                            py={3}
                            w="100%"
                            style={{
                              borderRadius: 4,
                              background: `var(--mantine-color-${view.color}-light)`,
                              borderInlineStart: `3px solid var(--mantine-color-${view.color}-filled)`,
                              opacity: booking.status === 'Cancelled' ? 0.6 : 1,
                              textDecoration:
                                booking.status === 'Cancelled' ? 'line-through' : undefined,
                            }}
                          >
                            <Text size="xs" fw={600} truncate>
                              {booking.employeeName ?? 'Booked'}
                            </Text>
                            <Text size="xs" c="dimmed" lh={1.3}>
                              <Ltr>{shortPeriod(booking)}</Ltr>
                            </Text>
                          </UnstyledButton>
                        </Tooltip>
                      );
                    })}
                  </Stack>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /desk-booking/schedule: every desk booking of the organisation, by day or week. */
export function SchedulePage() {
  const today = todayIn(defaultTimeZone);
  const [view, setView] = useState<View>('week');
  const [date, setDate] = useState(today);
  const [branchId, setBranchId] = useState<string | null>(null);
  const [workspaceId, setWorkspaceId] = useState<string | null>(null);
  const [employeeId, setEmployeeId] = useState<string | null>(null);
  const [showCancelled, setShowCancelled] = useState(false);
  const branches = useDeskBranches();
  const workspaces = useWorkspaces(branchId);
  const actions = useBookingActions();
  // A phone lists the week's bookings too: the week's grid is wider than it.
  const phone = usePhoneLayout();
  const listed = phone || view === 'day';
  const withDate = view === 'week';
  const askCancel = actions.askCancel;
  const columns = useMemo(
    () => scheduleColumns(withDate, today, askCancel),
    [withDate, today, askCancel],
  );
  const days = view === 'week' ? weekOf(date) : [date];
  const from = days[0] ?? date;
  const to = days[days.length - 1] ?? date;
  const { data, isPending, error } = useDeskBookings({
    from,
    to,
    branchOutletId: branchId,
    workspaceId,
    employeeId,
  });
  const bookings = useMemo(
    () =>
      (data ?? [])
        .filter((b) => showCancelled || b.status !== 'Cancelled')
        .sort(
          (a, b) =>
            a.startsAt.localeCompare(b.startsAt) ||
            a.deskName.localeCompare(b.deskName, 'en', { numeric: true }),
        ),
    [data, showCancelled],
  );
  const people = new Set(bookings.map((b) => b.employeeId)).size;
  // Previous and next point the way the week runs: mirrored in right-to-left pages.
  const { dir } = useDirection();
  const [BackIcon, OnIcon] =
    dir === 'rtl' ? [IconChevronRight, IconChevronLeft] : [IconChevronLeft, IconChevronRight];
  const step = view === 'week' ? 7 : 1;
  const rangeLabel =
    view === 'week'
      ? `${dayjs(from).format('D MMM')} – ${dayjs(to).format('D MMM YYYY')}`
      : longDate(date);

  return (
    <Stack gap="lg">
      <PageHeader
        trail={[{ label: 'Desk Booking' }, { label: 'Schedule' }]}
        title="Desk Booking Schedule"
        action={
          <Button
            component={Link}
            to={`${listPath}/create`}
            leftSection={<IconCalendarPlus size={18} />}
          >
            New Desk Booking
          </Button>
        }
      />
      <Paper withBorder radius="lg" p="lg" shadow="xs">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
            <DatePicker label="Date" value={date} onChange={(value) => value && setDate(value)} />
            <Select
              label="Branch/Outlet"
              placeholder="All branches/outlets"
              data={(branches.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
              value={branchId}
              onChange={(value) => {
                setBranchId(value);
                setWorkspaceId(null);
              }}
              clearable
            />
            <Select
              label="Floor"
              placeholder="All floors"
              data={(workspaces.data ?? []).map((w) => ({
                value: w.id,
                label: branchId ? w.name : `${w.name} · ${w.branchOutletName}`,
              }))}
              value={workspaceId}
              onChange={setWorkspaceId}
              clearable
            />
            <EmployeePicker
              label="Employee"
              placeholder="All employees"
              value={employeeId}
              onChange={setEmployeeId}
              clearable
            />
          </SimpleGrid>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="xs" wrap="wrap">
              <Group gap="xs" wrap="nowrap">
                <Button variant="default" size="sm" onClick={() => setDate(today)}>
                  Today
                </Button>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={view === 'week' ? 'Previous week' : 'Previous day'}
                  onClick={() => setDate(addDays(date, -step))}
                >
                  <BackIcon size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={view === 'week' ? 'Next week' : 'Next day'}
                  onClick={() => setDate(addDays(date, step))}
                >
                  <OnIcon size={18} />
                </ActionIcon>
              </Group>
              <Text fw={650} ms="xs">
                <Ltr>{rangeLabel}</Ltr>
              </Text>
            </Group>
            <Group gap="md">
              <Switch
                label="Show cancelled"
                checked={showCancelled}
                onChange={(event) => setShowCancelled(event.currentTarget.checked)}
              />
              <SegmentedControl
                aria-label="View"
                value={view}
                onChange={(value) => setView(value === 'day' ? 'day' : 'week')}
                data={[
                  { value: 'day', label: 'Day' },
                  { value: 'week', label: 'Week' },
                ]}
              />
            </Group>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg" shadow="xs">
        <Group justify="space-between" mb="md">
          <Text fw={600}>{view === 'week' ? 'Bookings this week' : 'Bookings this day'}</Text>
          {bookings.length > 0 && (
            <Group gap={6}>
              <Badge variant="light">
                <Ltr>
                  {bookings.length} {bookings.length === 1 ? 'booking' : 'bookings'}
                </Ltr>
              </Badge>
              <Badge variant="light" color="gray">
                <Ltr>
                  {people} {people === 1 ? 'person' : 'people'}
                </Ltr>
              </Badge>
            </Group>
          )}
        </Group>
        {isPending && <LoadingSpinner />}
        {error && <Alert color="red">{error.message}</Alert>}
        {data && bookings.length === 0 && (
          <Box py="lg">
            <Text c="dimmed" ta="center">
              {view === 'week' ? 'No desk bookings this week.' : 'No desk bookings this day.'}
            </Text>
          </Box>
        )}
        {bookings.length > 0 &&
          (listed ? (
            <ScheduleList
              key={`${view}-${from}-${branchId}-${workspaceId}-${employeeId}`}
              bookings={bookings}
              columns={columns}
            />
          ) : (
            <WeekGrid bookings={bookings} days={days} today={today} />
          ))}
      </Paper>
      {actions.dialogs}
    </Stack>
  );
}
