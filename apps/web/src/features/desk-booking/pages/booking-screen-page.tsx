import {
  Alert,
  Anchor,
  Badge,
  Button,
  Flex,
  Group,
  Paper,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconClick, IconInfoCircle } from '@tabler/icons-react';
import {
  type DeskAvailability,
  type DeskBooking,
  type DeskPeriod,
  deskBookedMessage,
} from '@tembusu/contracts/desk-booking';
import { allowedPeriods, periodTimes, type TimeSpan } from '@tembusu/contracts/desk-periods';
import { defaultTimeZone } from '@tembusu/contracts/reference/time-zones';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/http';
import { DatePicker } from '../../../components/date-picker';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { SuccessDialog } from '../../../components/success-dialog';
import { EmployeePicker } from '../../employees';
import { useWorkingHours } from '../../organization';
import {
  useBookDesk,
  useChangeDeskBooking,
  useDeskAvailability,
  useDeskBooking,
  useDeskBranches,
  useDeskSettings,
  useWorkspaces,
} from '../api/desk-booking';
import { type PeriodChoice, PeriodPicker } from '../components/booking-choices';
import { readableError } from '../components/desk-errors';
import {
  type DeskState,
  deskMarkerLabel,
  deskStateFor,
  deskStateStyles,
  legendOrder,
} from '../components/desk-states';
import { addDays, longDate, todayIn } from '../components/desk-time';
import { DeskLegend, FloorPlan, type PlanMarker } from '../components/floor-plan';
import { overlaps, periodLabels } from '../components/periods';
import { type Audience, bookingListPath } from './paths';

// Admins book for others: no desk on the plan is theirs.
const adminLegend = legendOrder.filter((state) => state !== 'mine');

/** The desk as this screen treats it: the booking being edited does not hold its own desk. */
function withoutBooking(desk: DeskAvailability, bookingId: string | undefined): DeskAvailability {
  if (!bookingId || !desk.bookings.some((b) => b.id === bookingId)) return desk;
  const others = desk.bookings.filter((b) => b.id !== bookingId);
  const state: DeskState =
    desk.state !== 'mine' || others.some((b) => b.isMine)
      ? desk.state
      : others.length > 0
        ? 'booked'
        : 'free';
  return { ...desk, bookings: others, state };
}

function deskTooltip(desk: DeskAvailability, state: DeskState) {
  const style = deskStateStyles[state];
  return (
    <Stack gap={2}>
      <Text size="sm" fw={650}>
        {desk.name} · {style.label}
      </Text>
      <Text size="xs">{style.description}</Text>
      {desk.features.length > 0 && <Text size="xs">{desk.features.join(', ')}</Text>}
      {desk.assignedEmployeeName && <Text size="xs">Fixed to {desk.assignedEmployeeName}</Text>}
      {desk.bookings.map((booking) => (
        <Text key={booking.id} size="xs">
          {booking.from}–{booking.to} · {booking.employeeName ?? 'Booked'}
        </Text>
      ))}
    </Stack>
  );
}

type ScreenProps = { audience: Audience; booking?: DeskBooking };

/**
 * The floor plan booking screen: pick a date, branch and floor, see every desk free, booked or
 * yours, and book a free one with one click. Editing a booking moves it to the desk clicked.
 */
function DeskBookingScreen({ audience, booking }: ScreenProps) {
  const navigate = useNavigate();
  const isAdmin = audience === 'admin';
  const listPath = bookingListPath(audience);
  const settings = useDeskSettings();
  const schedule = useWorkingHours();
  const branches = useDeskBranches();
  const book = useBookDesk();
  const change = useChangeDeskBooking(booking?.id);

  const [chosenBranch, setBranch] = useState<string | null>(booking?.branchOutletId ?? null);
  const [chosenWorkspace, setWorkspace] = useState<string | null>(booking?.workspaceId ?? null);
  const [chosenDate, setDate] = useState<string | null>(booking?.date ?? null);
  const [chosenPeriod, setPeriod] = useState<DeskPeriod>(booking?.period ?? 'fullDay');
  const [range, setRange] = useState<{ from: string | null; to: string | null }>(
    booking?.period === 'timeRange'
      ? { from: booking.from, to: booking.to }
      : { from: null, to: null },
  );
  const [bookFor, setBookFor] = useState<string | null>(booking?.employeeId ?? null);
  const [selectedDesk, setSelectedDesk] = useState<string | null>(booking?.deskId ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const activeBranches = (branches.data ?? []).filter(
    (branch) => branch.isActive || branch.id === booking?.branchOutletId,
  );
  const branch = activeBranches.find((b) => b.id === chosenBranch) ?? activeBranches[0] ?? null;
  const workspaces = useWorkspaces(branch?.id ?? null, Boolean(branch));
  const workspace =
    workspaces.data?.find((w) => w.id === chosenWorkspace) ?? workspaces.data?.[0] ?? null;
  const zone = branch?.timeZone ?? defaultTimeZone;
  const today = todayIn(zone);
  const lastDay = settings.data ? addDays(today, settings.data.maxDaysAhead) : undefined;
  const date = chosenDate ?? today;
  const availability = useDeskAvailability(workspace?.id ?? null, date);

  const nowTime = dayjs().tz(zone).format('HH:mm');
  const minutesNow = dayjs().tz(zone).hour() * 60 + dayjs().tz(zone).minute();
  const choices: PeriodChoice[] = useMemo(
    () =>
      settings.data
        ? allowedPeriods[settings.data.bookingMode].map((period) => {
            const span = periodTimes(schedule.data, date, period);
            const over = period !== 'timeRange' && date === today && span.to <= nowTime;
            return { period, span, disabled: over };
          })
        : [],
    [settings.data, schedule.data, date, today, nowTime],
  );
  const period =
    choices.find((c) => c.period === chosenPeriod && !c.disabled)?.period ??
    choices.find((c) => !c.disabled)?.period ??
    chosenPeriod;
  const span: TimeSpan | null =
    period === 'timeRange'
      ? range.from && range.to
        ? { from: range.from, to: range.to }
        : null
      : periodTimes(schedule.data, date, period);
  const periodWords =
    period === 'timeRange'
      ? span
        ? `${span.from} to ${span.to}`
        : 'the time range'
      : `the ${periodLabels[period].toLowerCase()}${span ? ` (${span.from}–${span.to})` : ''}`;
  const pastDate = date < today;
  const needsPerson = isAdmin && !booking && !bookFor;
  const dayOver = choices.length > 0 && choices.every((c) => c.disabled);

  const desks = (availability.data ?? []).map((desk) => withoutBooking(desk, booking?.id));
  const stateOf = (desk: DeskAvailability): DeskState => {
    const state = deskStateFor(desk, span);
    // An admin's bookings for others are theirs, not the admin's.
    if (isAdmin && state === 'mine') return 'booked';
    // An admin booking for the person a desk is fixed to may book it.
    if (state === 'fixed' && isAdmin && desk.assignedEmployeeId === (bookFor ?? undefined)) {
      return deskStateFor({ ...desk, state: desk.bookings.length ? 'booked' : 'free' }, span);
    }
    return state;
  };
  const canBook = Boolean(span) && !pastDate && !needsPerson && !dayOver;

  const markers: PlanMarker[] = desks.map((desk) => {
    const state = stateOf(desk);
    const style = deskStateStyles[state];
    const selected = booking ? desk.id === selectedDesk : false;
    const clickable = booking
      ? state === 'free'
      : state === 'mine' || (isAdmin && state === 'booked') || (state === 'free' && canBook);
    return {
      key: desk.id,
      name: desk.name,
      x: desk.x,
      y: desk.y,
      color: selected ? 'blue' : style.color,
      variant: selected ? 'filled' : style.variant,
      label: selected ? `Desk ${desk.name}, chosen` : deskMarkerLabel(desk.name, state),
      selected,
      inert: !clickable && !selected,
      tooltip: deskTooltip(desk, state),
    };
  });

  const payload = (deskId: string) => ({
    deskId,
    date,
    period,
    from: period === 'timeRange' ? range.from : null,
    to: period === 'timeRange' ? range.to : null,
    employeeId: isAdmin ? (bookFor ?? booking?.employeeId ?? null) : null,
  });

  const clickDesk = async (deskId: string) => {
    const desk = desks.find((d) => d.id === deskId);
    if (!desk) return;
    const state = stateOf(desk);
    if (booking) {
      setSelectedDesk(deskId);
      return;
    }
    if (state === 'mine' || (isAdmin && state === 'booked')) {
      // Your own booking, or (for admins) whoever's is there: open it.
      const shown =
        desk.bookings.find((b) => b.isMine && !isAdmin) ??
        desk.bookings.find((b) => !span || overlaps(b, span)) ??
        desk.bookings[0];
      if (shown) navigate(`${listPath}/view/${shown.id}`);
      return;
    }
    if (state !== 'free' || !canBook || book.isPending) return;
    try {
      await book.mutateAsync(payload(deskId));
      setSuccess(deskBookedMessage);
    } catch (cause) {
      setFailure(readableError(errorMessage(cause)));
    }
  };

  const save = async () => {
    if (!selectedDesk) return;
    try {
      await change.mutateAsync(payload(selectedDesk));
      setSuccess('Your desk booking has been updated.');
    } catch (cause) {
      setFailure(readableError(errorMessage(cause)));
    }
  };

  const counts = desks.reduce<Partial<Record<DeskState, number>>>((all, desk) => {
    const state = stateOf(desk);
    all[state] = (all[state] ?? 0) + 1;
    return all;
  }, {});
  const freeDesks = desks
    .filter((desk) => stateOf(desk) === 'free')
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  const dayBookings = desks
    .flatMap((desk) => desk.bookings)
    .filter((b) => b.status === 'Booked' && (isAdmin || b.isMine))
    .sort((a, b) => a.from.localeCompare(b.from) || a.deskName.localeCompare(b.deskName));

  let hint: string;
  if (pastDate) hint = 'That day has passed: choose today or a later date.';
  else if (dayOver) hint = "This day's booking hours are over: choose a later date.";
  else if (needsPerson) hint = 'Choose who the desk is for, then click a free desk.';
  else if (!span) hint = 'Choose a start and an end, then click a free desk.';
  else if (booking)
    hint = `Click a free desk to move the booking there for ${periodWords}, then Save.`;
  else hint = `Click a free desk to book it for ${periodWords}.`;

  if (settings.isPending || branches.isPending) return <LoadingSpinner />;
  if (settings.error || branches.error) {
    return <Alert color="red">{(settings.error ?? branches.error)?.message}</Alert>;
  }

  const chosenDeskName = desks.find((d) => d.id === selectedDesk)?.name ?? booking?.deskName;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="lg" shadow="xs">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: isAdmin ? 4 : 3 }} spacing="md">
            <DatePicker
              label="Date"
              required
              value={date}
              minDate={today}
              maxDate={lastDay}
              onChange={(value) => setDate(value)}
            />
            <Select
              label="Branch/Outlet"
              required
              data={activeBranches.map((b) => ({ value: b.id, label: b.name }))}
              value={branch?.id ?? null}
              onChange={(value) => {
                setBranch(value);
                setWorkspace(null);
              }}
              allowDeselect={false}
            />
            <Select
              label="Floor"
              required
              placeholder={workspaces.data?.length === 0 ? 'No workspaces here' : undefined}
              data={(workspaces.data ?? []).map((w) => ({ value: w.id, label: w.name }))}
              value={workspace?.id ?? null}
              onChange={setWorkspace}
              allowDeselect={false}
              disabled={!workspaces.data?.length}
            />
            {isAdmin && (
              <EmployeePicker
                label="Book for"
                required
                placeholder="Choose an employee"
                value={bookFor}
                onChange={setBookFor}
                known={
                  booking?.employeeId
                    ? { id: booking.employeeId, name: booking.employeeName }
                    : null
                }
                disabled={Boolean(booking)}
              />
            )}
          </SimpleGrid>
          <Group justify="space-between" align="flex-end" gap="sm">
            <PeriodPicker
              choices={choices}
              value={period}
              onChange={setPeriod}
              from={range.from}
              to={range.to}
              onRangeChange={setRange}
              earliest={date === today ? Math.floor(minutesNow / 15) * 15 : 0}
            />
            {settings.data && (
              <Text size="xs" c="dimmed" pb={8}>
                Desks can be booked up to {settings.data.maxDaysAhead} days ahead
                {settings.data.checkInMinutes !== null
                  ? `; check in within ${settings.data.checkInMinutes} minutes of the start`
                  : ''}
                .
              </Text>
            )}
          </Group>
        </Stack>
      </Paper>

      <Flex gap="lg" align="flex-start" direction={{ base: 'column', lg: 'row' }}>
        <Paper withBorder radius="lg" p="lg" shadow="xs" w="100%" style={{ flex: 1, minWidth: 0 }}>
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Title order={2} size="h4">
                  {workspace ? workspace.name : 'Floor plan'}
                </Title>
                <Text size="sm" c="dimmed">
                  {branch?.name} · {longDate(date)}
                </Text>
              </div>
              <DeskLegend states={isAdmin ? adminLegend : undefined} />
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconClick size={16} color="var(--mantine-color-dimmed)" aria-hidden />
              <Text size="sm" c="dimmed">
                {hint}
              </Text>
            </Group>
            {workspaces.data?.length === 0 && (
              <Alert color="gray" icon={<IconInfoCircle size={18} />}>
                There are no workspaces at {branch?.name} yet.
              </Alert>
            )}
            {workspace && availability.isPending && <LoadingSpinner />}
            {availability.error && <Alert color="red">{availability.error.message}</Alert>}
            {workspace && availability.data && (
              <FloorPlan
                floorPlan={workspace.floorPlan}
                title={workspace.name}
                markers={markers}
                onMarkerClick={clickDesk}
              />
            )}
          </Stack>
        </Paper>
        <Stack gap="lg" w={{ base: '100%', lg: 340 }} style={{ flexShrink: 0 }}>
          {booking && (
            <Paper withBorder radius="lg" p="lg" shadow="xs">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  Changed booking
                </Title>
                <Text size="sm">
                  Desk <b>{chosenDeskName}</b> on {longDate(date)}
                </Text>
                <Text size="sm">
                  {periodLabels[period]}
                  {span ? `, ${span.from}–${span.to}` : ''}
                </Text>
                {isAdmin && booking.employeeName && (
                  <Text size="sm" c="dimmed">
                    For {booking.employeeName}
                  </Text>
                )}
                <Group justify="flex-end" mt="xs">
                  <Button component={Link} to={listPath} variant="default">
                    Cancel
                  </Button>
                  <Button
                    onClick={save}
                    loading={change.isPending}
                    disabled={!selectedDesk || !span || pastDate}
                  >
                    Save
                  </Button>
                </Group>
              </Stack>
            </Paper>
          )}
          <Paper withBorder radius="lg" p="lg" shadow="xs">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {dayjs(date).format('ddd D MMM')}
                {span ? `, ${span.from}–${span.to}` : ''}
              </Title>
              <Group gap={6}>
                {(['free', 'mine', 'booked', 'fixed', 'maintenance'] as const)
                  .filter((state) => counts[state])
                  .map((state) => (
                    <Badge key={state} variant="light" color={deskStateStyles[state].color}>
                      {counts[state]} {deskStateStyles[state].label.toLowerCase()}
                    </Badge>
                  ))}
              </Group>
              {!booking && freeDesks.length > 0 && (
                <>
                  <Text size="sm" fw={600} mt="xs">
                    Free desks
                  </Text>
                  <ScrollArea.Autosize mah={300} type="auto" offsetScrollbars>
                    <Stack gap={4}>
                      {freeDesks.map((desk) => (
                        <Group key={desk.id} justify="space-between" wrap="nowrap" gap="xs">
                          <Text size="sm" truncate>
                            <b>{desk.name}</b>
                            {desk.features.length > 0 && (
                              <Text span size="xs" c="dimmed">
                                {' '}
                                · {desk.features.join(', ')}
                              </Text>
                            )}
                          </Text>
                          <Button
                            size="compact-xs"
                            variant="light"
                            color="teal"
                            disabled={!canBook}
                            loading={book.isPending && book.variables?.deskId === desk.id}
                            aria-label={`Book desk ${desk.name}`}
                            onClick={() => clickDesk(desk.id)}
                          >
                            Book
                          </Button>
                        </Group>
                      ))}
                    </Stack>
                  </ScrollArea.Autosize>
                </>
              )}
              <Text size="sm" fw={600} mt="xs">
                {isAdmin ? 'Bookings this day' : 'Your bookings this day'}
              </Text>
              {dayBookings.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {isAdmin ? 'No desk is booked on this floor.' : 'You have no desk on this floor.'}
                </Text>
              ) : (
                <Stack gap={6}>
                  {dayBookings.map((b) => (
                    <Group key={b.id} justify="space-between" wrap="nowrap" gap="xs">
                      <Anchor
                        component={Link}
                        to={`${listPath}/view/${b.id}`}
                        size="sm"
                        fw={600}
                        style={{ flexShrink: 0 }}
                      >
                        {b.deskName}
                      </Anchor>
                      <Text size="sm" c="dimmed" truncate>
                        {b.from}–{b.to}
                        {isAdmin && b.employeeName ? ` · ${b.employeeName}` : ''}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              )}
            </Stack>
          </Paper>
        </Stack>
      </Flex>

      <ErrorDialog
        opened={failure !== null}
        message={failure ?? ''}
        onClose={() => setFailure(null)}
      />
      <SuccessDialog
        opened={success !== null}
        message={success ?? ''}
        onClose={() => {
          setSuccess(null);
          if (booking) navigate(`${listPath}/view/${booking.id}`);
        }}
      />
    </Stack>
  );
}

function backButton(audience: Audience) {
  return (
    <Button
      component={Link}
      to={bookingListPath(audience)}
      variant="default"
      leftSection={<IconArrowLeft size={16} />}
    >
      Back
    </Button>
  );
}

function trail(audience: Audience, last: string) {
  return [
    { label: 'Desk Booking' },
    audience === 'admin'
      ? { label: 'Schedule', to: bookingListPath(audience) }
      : { label: 'My desk bookings', to: bookingListPath(audience) },
    { label: last },
  ];
}

/** /staff-desk-booking/create and /desk-booking/schedule/create. */
export function BookingCreatePage({ audience }: { audience: Audience }) {
  return (
    <Stack gap="lg">
      <PageHeader
        trail={trail(audience, 'New Desk Booking')}
        title="Book a desk"
        action={backButton(audience)}
      />
      <DeskBookingScreen audience={audience} />
    </Stack>
  );
}

/** /staff-desk-booking/edit/{id} and /desk-booking/schedule/edit/{id}. */
export function BookingEditPage({ audience }: { audience: Audience }) {
  const { id } = useParams();
  const { data, isPending, error } = useDeskBooking(id);
  return (
    <Stack gap="lg">
      <PageHeader
        trail={trail(audience, 'Edit Desk Booking')}
        title="Edit desk booking"
        action={backButton(audience)}
      />
      {isPending && <LoadingSpinner />}
      {error && <Alert color="red">{error.message}</Alert>}
      {data && data.status !== 'Booked' && (
        <Alert color="orange" icon={<IconInfoCircle size={18} />}>
          This booking is {data.status.toLowerCase()}: only a booking that stands can be changed.{' '}
          <Anchor component={Link} to={`${bookingListPath(audience)}/view/${data.id}`}>
            View it
          </Anchor>
        </Alert>
      )}
      {data && data.status === 'Booked' && (
        <DeskBookingScreen key={data.id} audience={audience} booking={data} />
      )}
    </Stack>
  );
}
