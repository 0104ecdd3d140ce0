import { Badge, Group, Text } from '@mantine/core';
import { IconAlarm, IconCircleCheck, IconClockX } from '@tabler/icons-react';
import type { DeskBooking } from '@tembusu/contracts/desk-booking';
import { checkInDeadline, wallClockOf } from './desk-time';

type StatusView = { label: string; color: string };

/** The booking's status as shown: a standing booking someone has checked in to reads so. */
export function statusView(booking: Pick<DeskBooking, 'status' | 'checkedInAt'>): StatusView {
  if (booking.status === 'Released') return { label: 'Released', color: 'orange' };
  if (booking.status === 'Cancelled') return { label: 'Cancelled', color: 'gray' };
  if (booking.checkedInAt) return { label: 'Checked in', color: 'blue' };
  return { label: 'Booked', color: 'tembusu' };
}

export function BookingStatusBadge({ booking }: { booking: DeskBooking }) {
  const view = statusView(booking);
  return (
    <Badge variant="light" color={view.color}>
      {view.label}
    </Badge>
  );
}

/** The check-in line under a booking: the deadline, when it was met, or that it was missed. */
export function checkInText(booking: DeskBooking): string | null {
  const deadline = checkInDeadline(booking);
  if (booking.checkedInAt) return `Checked in at ${wallClockOf(booking, booking.checkedInAt)}`;
  if (booking.status === 'Released') {
    return deadline ? `Not checked in by ${deadline}` : 'Not checked in';
  }
  if (booking.status === 'Booked' && deadline) return `Check in by ${deadline}`;
  return null;
}

export function CheckInNote({ booking }: { booking: DeskBooking }) {
  const text = checkInText(booking);
  if (!text) return null;
  const Icon = booking.checkedInAt
    ? IconCircleCheck
    : booking.status === 'Released'
      ? IconClockX
      : IconAlarm;
  const color = booking.checkedInAt
    ? 'blue.7'
    : booking.status === 'Released'
      ? 'orange.8'
      : 'dimmed';
  return (
    <Group gap={4} wrap="nowrap">
      <Icon size={14} color={`var(--mantine-color-${color.replace('.', '-')})`} aria-hidden />
      <Text size="xs" c={color} style={{ whiteSpace: 'nowrap' }}>
        {text}
      </Text>
    </Group>
  );
}
