import {
  ActionIcon,
  Badge,
  Button,
  Grid,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconCalendarPlus, IconEye, IconFilterOff, IconPencil, IconX } from '@tabler/icons-react';
import { defaultPageSize } from '@tembusu/contracts/api';
import type {
  RoomBooking,
  RoomBookingListQuery,
  RoomBookingPeriod,
} from '@tembusu/contracts/room-booking';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/http';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type DataColumn, dataColumns } from '../../../components/data-table';
import { DatePicker } from '../../../components/date-picker';
import { ErrorDialog } from '../../../components/error-dialog';
import { ListPage } from '../../../components/list-page';
import { Ltr } from '../../../components/ltr-text';
import { PageHeader } from '../../../components/page-header';
import { useListAddress } from '../../../components/use-list-address';
import { formatDate, ltrText } from '../../../lib/format';
import { EmployeePicker } from '../../employees';
import { useBookingViewer, useCancelBooking, useRoomBookingPage } from '../api/bookings';
import { useBookingBranches, useRoomsToFilter } from '../api/rooms';
import { endTimeLabel, localSpanOf } from '../components/booking-time';
import { type Audience, bookingListPath } from './paths';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The list's filters and page, kept in the address so that Back returns to the same view. */
function useListParams() {
  const { params, page, update } = useListAddress();
  const date = (name: string) => {
    const value = params.get(name);
    return value && isoDate.test(value) ? value : null;
  };
  const filters = {
    period: (params.get('period') === 'past' ? 'past' : 'upcoming') as RoomBookingPeriod,
    branchId: params.get('branch'),
    roomId: params.get('room'),
    employeeId: params.get('employee'),
    dateFrom: date('from'),
    dateTo: date('to'),
  };
  return { filters, page, update };
}

type Row = RoomBooking;

function bookingColumns(args: {
  timeZone: string;
  listPath: string;
  showBooker: boolean;
  canChange(booking: Row): boolean;
  onCancel(booking: Row): void;
}): DataColumn<Row>[] {
  const { timeZone, listPath, showBooker, canChange, onCancel } = args;
  const column = dataColumns<Row>();
  const spanOf = (booking: Row) => localSpanOf(booking.startsAt, booking.endsAt, timeZone);
  return column.columns([
    column.display({
      id: 'date',
      header: 'Date',
      cell: ({ row: { original: booking } }) => {
        const { date } = spanOf(booking);
        return (
          <>
            <Text fw={600} size="sm">
              {formatDate(date)}
            </Text>
            <Text size="xs" c="dimmed">
              {dayjs(date).format('dddd')}
            </Text>
          </>
        );
      },
      meta: { nowrap: true },
    }),
    column.display({
      id: 'time',
      header: 'Time',
      cell: ({ row: { original: booking } }) => {
        const span = spanOf(booking);
        return (
          <Ltr>
            {span.start} – {endTimeLabel(span.end)}
          </Ltr>
        );
      },
      meta: { nowrap: true },
    }),
    column.accessor('roomName', { header: 'Room', meta: { emphasis: true } }),
    column.accessor('branchOutletName', { header: 'Branch/Outlet' }),
    ...(showBooker
      ? [
          column.accessor((booking) => booking.employeeName ?? 'Booked', {
            id: 'employeeName',
            header: 'Booked by',
          }),
        ]
      : []),
    column.display({
      id: 'status',
      header: 'Status',
      cell: ({ row: { original: booking } }) => (
        <Badge variant="light" color={booking.bookingStatus === 'Booked' ? 'tembusu' : 'gray'}>
          {booking.bookingStatus}
        </Badge>
      ),
    }),
    column.display({
      id: 'action',
      header: 'Action',
      cell: ({ row: { original: booking } }) => {
        const span = spanOf(booking);
        const label = `${booking.roomName} on ${formatDate(span.date)} at ${span.start}`;
        return (
          <Group gap={2} wrap="nowrap">
            <Tooltip label="View">
              <ActionIcon
                component={Link}
                to={`${listPath}/${booking.id}/edit?type=view`}
                variant="subtle"
                color="gray"
                aria-label={`View the booking of ${label}`}
              >
                <IconEye size={18} />
              </ActionIcon>
            </Tooltip>
            {canChange(booking) && (
              <>
                <Tooltip label="Edit">
                  <ActionIcon
                    component={Link}
                    to={`${listPath}/${booking.id}/edit`}
                    variant="subtle"
                    aria-label={`Edit the booking of ${label}`}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Cancel booking">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Cancel the booking of ${label}`}
                    onClick={() => onCancel(booking)}
                  >
                    <IconX size={18} />
                  </ActionIcon>
                </Tooltip>
              </>
            )}
          </Group>
        );
      },
      meta: { width: 120 },
    }),
  ]);
}

/**
 * /staff-room-booking: the signed-in person's bookings; /room-booking/room-booking-schedule:
 * everyone's, for admins. Upcoming or past, filtered by branch/outlet, room, employee (admins) and
 * dates, a page at a time from the server; each with view, edit and cancel.
 */
export function BookingsListPage({ audience }: { audience: Audience }) {
  const viewer = useBookingViewer();
  const listPath = bookingListPath(audience);
  const { filters, page, update } = useListParams();
  const [cancelling, setCancelling] = useState<RoomBooking | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = useCancelBooking();
  const everyone = audience === 'admin';
  const ownOrganizationId = viewer.user?.organizationId ?? null;
  const branches = useBookingBranches(null);
  const rooms = useRoomsToFilter(ownOrganizationId, filters.branchId);

  const query: RoomBookingListQuery | null = viewer.isPending
    ? null
    : {
        isAllEmployee: everyone ? 'true' : undefined,
        period: filters.period,
        branchOutletId: filters.branchId ?? undefined,
        roomId: filters.roomId ?? undefined,
        employeeId: everyone ? (filters.employeeId ?? undefined) : undefined,
        dateFrom: filters.dateFrom ?? undefined,
        dateTo: filters.dateTo ?? undefined,
        page,
        pageSize: defaultPageSize,
      };
  const { data, isPending, isPlaceholderData, error } = useRoomBookingPage(query);

  const timeZone = viewer.timeZone;
  const period = filters.period;
  const columns = useMemo(
    () =>
      bookingColumns({
        timeZone,
        listPath,
        showBooker: everyone,
        canChange: (booking) =>
          period === 'upcoming' &&
          booking.bookingStatus === 'Booked' &&
          booking.mayChange &&
          dayjs(booking.endsAt).isAfter(dayjs()),
        onCancel: setCancelling,
      }),
    [timeZone, listPath, everyone, period],
  );

  const filtered = Boolean(
    filters.branchId ||
      filters.roomId ||
      (everyone && filters.employeeId) ||
      filters.dateFrom ||
      filters.dateTo,
  );
  const empty = filtered
    ? 'No bookings match these filters.'
    : period === 'upcoming'
      ? 'No bookings to come. Book a room with New Room Booking.'
      : 'No past bookings.';
  const title = everyone ? 'Room Booking Schedule' : 'Room Booking';
  const cancelSpan = cancelling
    ? localSpanOf(cancelling.startsAt, cancelling.endsAt, timeZone)
    : null;

  return (
    <>
      <ListPage<RoomBooking>
        header={
          <PageHeader
            trail={
              everyone
                ? [{ label: 'Room Booking' }, { label: 'Schedule' }]
                : [{ label: 'Room Booking' }]
            }
            title={title}
            action={
              <Button
                component={Link}
                to={`${listPath}/create`}
                leftSection={<IconCalendarPlus size={18} />}
              >
                New Room Booking
              </Button>
            }
          />
        }
        filters={
          <Stack gap="md" mb="md">
            <Group justify="space-between" gap="sm">
              <Text fw={600}>{everyone ? 'All bookings' : 'My bookings'}</Text>
              <SegmentedControl
                aria-label="Which bookings"
                value={period}
                onChange={(value) => update({ period: value === 'past' ? 'past' : null })}
                data={[
                  { value: 'upcoming', label: 'Upcoming' },
                  { value: 'past', label: 'Past' },
                ]}
              />
            </Group>
            <Grid gap="md" align="flex-end">
              <Grid.Col span={{ base: 12, xs: 6, md: 'auto' }}>
                <Select
                  label="Branch/Outlet"
                  placeholder="All branches/outlets"
                  data={(branches.data ?? []).map((branch) => ({
                    value: branch.id,
                    label: branch.name,
                  }))}
                  value={filters.branchId}
                  onChange={(branch) => update({ branch, room: null })}
                  clearable
                  nothingFoundMessage="No branches/outlets"
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, xs: 6, md: 'auto' }}>
                <Select
                  label="Room"
                  placeholder="All rooms"
                  data={(rooms.data ?? []).map((room) => ({
                    value: room.id,
                    label: filters.branchId ? room.name : `${room.name} · ${room.branchOutletName}`,
                  }))}
                  value={filters.roomId}
                  onChange={(room) => update({ room })}
                  clearable
                  searchable
                  nothingFoundMessage="No rooms"
                />
              </Grid.Col>
              {everyone && (
                <Grid.Col span={{ base: 12, xs: 6, md: 'auto' }}>
                  <EmployeePicker
                    label="Employee"
                    placeholder="All employees"
                    value={filters.employeeId}
                    onChange={(employee) => update({ employee })}
                    clearable
                  />
                </Grid.Col>
              )}
              <Grid.Col span={{ base: 6, md: 'auto' }}>
                <DatePicker
                  label="From"
                  value={filters.dateFrom}
                  maxDate={filters.dateTo ?? undefined}
                  onChange={(from) => update({ from })}
                  clearable
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, md: 'auto' }}>
                <DatePicker
                  label="To"
                  value={filters.dateTo}
                  minDate={filters.dateFrom ?? undefined}
                  onChange={(to) => update({ to })}
                  clearable
                />
              </Grid.Col>
            </Grid>
            {filtered && (
              <Group justify="flex-end">
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconFilterOff size={16} />}
                  onClick={() =>
                    update({ branch: null, room: null, employee: null, from: null, to: null })
                  }
                >
                  Clear filters
                </Button>
              </Group>
            )}
          </Stack>
        }
        rows={data?.items}
        total={data?.total}
        loading={isPending || viewer.isPending}
        refreshing={isPlaceholderData}
        error={error}
        empty={empty}
        columns={columns}
        label="Bookings"
        minWidth={760}
        page={page}
        onPageChange={(next) => update({ page: String(next) })}
      />
      <ConfirmDialog
        opened={cancelling !== null}
        title="Cancel booking"
        message={
          cancelling && cancelSpan
            ? `Cancelling the booking of ${cancelling.roomName} on ${formatDate(cancelSpan.date)}, ${ltrText(`${cancelSpan.start} – ${endTimeLabel(cancelSpan.end)}`)}. Are you sure you want to proceed?`
            : ''
        }
        confirmLabel="Cancel booking"
        cancelLabel="Keep booking"
        loading={cancel.isPending}
        onCancel={() => setCancelling(null)}
        onConfirm={async () => {
          if (!cancelling) return;
          try {
            await cancel.mutateAsync(cancelling.id);
          } catch (cause) {
            setFailure(errorMessage(cause));
          }
          setCancelling(null);
        }}
      />
      <ErrorDialog
        opened={failure !== null}
        message={failure ?? ''}
        onClose={() => setFailure(null)}
      />
    </>
  );
}
