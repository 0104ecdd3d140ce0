import { Button, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconCircleCheck,
  IconRefresh,
} from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../../api/http';
import { Ltr } from '../../../components/ltr-text';
import { PageHeader } from '../../../components/page-header';
import { formatDate } from '../../../lib/format';
import { useCheckInAtDesk } from '../api/desk-booking';
import { readableError } from '../components/desk-errors';
import { wallClockOf } from '../components/desk-time';
import { deskPaths } from './paths';

/** Why a check-in failed, in words: no booking of the desk now reads better than a 404. */
export function checkInFailureText(failure: unknown): string {
  if (failure instanceof ApiError && failure.status === 404) {
    return 'You have no booking of this desk right now. Check-in opens 15 minutes before your booking starts.';
  }
  return readableError(errorMessage(failure));
}

/**
 * /staff-desk-booking/check-in/{deskId}: the link on a desk's QR code. Opening it checks the
 * signed-in person in to their booking of that desk now, and says how it went.
 */
export function CheckInPage() {
  const { deskId } = useParams();
  const checkIn = useCheckInAtDesk();
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // Once per desk: a re-render (or React's development double run) must not post again.
    if (!deskId || sent.current === deskId) return;
    sent.current = deskId;
    checkIn.mutate(deskId);
  }, [deskId, checkIn]);

  const booking = checkIn.data;
  return (
    <Stack gap="lg">
      <PageHeader
        trail={[
          { label: 'Desk Booking' },
          { label: 'My desk bookings', to: deskPaths.staff },
          { label: 'Check in' },
        ]}
        title="Check in at your desk"
      />
      <Paper withBorder radius="lg" p="xl" shadow="xs" maw={560}>
        {(checkIn.isPending || checkIn.isIdle) && (
          <Group gap="md" role="status">
            <Loader size="sm" />
            <Text>Checking you in…</Text>
          </Group>
        )}
        {booking && (
          <Stack gap="md" align="flex-start">
            <Group gap="md" wrap="nowrap">
              <ThemeIcon color="green" variant="light" size={48} radius="xl">
                <IconCircleCheck size={28} />
              </ThemeIcon>
              <div>
                <Title order={2} size="h3">
                  You are checked in
                </Title>
                <Text c="dimmed" size="sm">
                  Desk {booking.deskName}, {booking.workspaceName} · {booking.branchOutletName}
                </Text>
              </div>
            </Group>
            <Text size="sm">
              {formatDate(booking.date)},{' '}
              <Ltr>
                {booking.from}–{booking.to}
              </Ltr>
              {booking.checkedInAt
                ? ` · checked in at ${wallClockOf(booking, booking.checkedInAt)}`
                : ''}
            </Text>
            <Button component={Link} to={`${deskPaths.staff}/view/${booking.id}`} variant="light">
              View the booking
            </Button>
          </Stack>
        )}
        {checkIn.error && (
          <Stack gap="md" align="flex-start">
            <Group gap="md" wrap="nowrap" align="flex-start">
              <ThemeIcon color="red" variant="light" size={48} radius="xl">
                <IconAlertTriangle size={26} />
              </ThemeIcon>
              <div>
                <Title order={2} size="h3">
                  Not checked in
                </Title>
                <Text size="sm" role="alert" mt={4}>
                  {checkInFailureText(checkIn.error)}
                </Text>
              </div>
            </Group>
            <Group gap="xs">
              <Button
                component={Link}
                to={deskPaths.staff}
                variant="default"
                leftSection={<IconArrowLeft size={16} />}
              >
                My desk bookings
              </Button>
              {deskId && (
                <Button
                  variant="light"
                  leftSection={<IconRefresh size={16} />}
                  onClick={() => checkIn.mutate(deskId)}
                >
                  Try again
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
