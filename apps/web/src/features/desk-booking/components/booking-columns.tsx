// The columns the lists of desk bookings share (my desk bookings, the schedule), for DataTable:
// a table on wide screens, a card a booking on a phone. Each page adds its own actions.
import { Stack, Text } from '@mantine/core';
import type { DeskBooking } from '@tembusu/contracts/desk-booking';
import { dataColumns } from '../../../components/data-table';
import { Ltr } from '../../../components/ltr-text';
import { formatDate } from '../../../lib/format';
import { BookingStatusBadge, CheckInNote } from './booking-status';
import { weekdayName } from './desk-time';
import { periodLabels } from './periods';

const column = dataColumns<DeskBooking>();

/** The date, its weekday under it, and Today on today's. */
export const dateColumn = (today: string) =>
  column.display({
    id: 'date',
    header: 'Date',
    cell: ({ row: { original: booking } }) => (
      <>
        <Text size="sm" fw={600}>
          {formatDate(booking.date)}
        </Text>
        <Text size="xs" c="dimmed">
          {weekdayName(booking.date)}
          {booking.date === today ? ' · Today' : ''}
        </Text>
      </>
    ),
    meta: { nowrap: true },
  });

/** The times, and the period under them. */
export const timeColumn = column.display({
  id: 'time',
  header: 'Time',
  cell: ({ row: { original: booking } }) => (
    <>
      <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
        <Ltr>
          {booking.from}–{booking.to}
        </Ltr>
      </Text>
      <Text size="xs" c="dimmed">
        {periodLabels[booking.period]}
      </Text>
    </>
  ),
  meta: { nowrap: true },
});

/** The desk, and where it is under it. */
export const deskColumn = column.display({
  id: 'desk',
  header: 'Desk',
  cell: ({ row: { original: booking } }) => (
    <>
      <Text size="sm" fw={600}>
        {booking.deskName}
      </Text>
      <Text size="xs" c="dimmed">
        {booking.workspaceName} · {booking.branchOutletName}
      </Text>
    </>
  ),
});

/** Whom the desk is booked for; Booked where the server does not name them. */
export const employeeColumn = column.accessor((booking) => booking.employeeName ?? 'Booked', {
  id: 'employeeName',
  header: 'Employee',
});

/** The status, and the check-in under it. */
export const statusColumn = column.display({
  id: 'status',
  header: 'Status',
  cell: ({ row: { original: booking } }) => (
    <Stack gap={4} align="flex-start">
      <BookingStatusBadge booking={booking} />
      <CheckInNote booking={booking} />
    </Stack>
  ),
});
