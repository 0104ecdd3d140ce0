// The icons a row of any list of desk bookings offers: view, and while it is booked, edit and
// cancel. A list puts its own actions (Check in) before them.
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconX } from '@tabler/icons-react';
import type { DeskBooking } from '@tembusu/contracts/desk-booking';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface BookingRowActionsProps {
  booking: DeskBooking;
  /** The list's path: the booking opens at `${listPath}/view/:id` and `${listPath}/edit/:id`. */
  listPath: string;
  /** What the icons' names say the booking is, e.g. "desk R-08 on 11/26/2026". */
  label: string;
  onCancel(booking: DeskBooking): void;
  /** Actions before the icons. */
  children?: ReactNode;
}

export function BookingRowActions({
  booking,
  listPath,
  label,
  onCancel,
  children,
}: BookingRowActionsProps) {
  return (
    // With an action before the icons the row wraps rather than leaving a phone's card.
    <Group gap={2} wrap={children ? 'wrap' : 'nowrap'}>
      {children}
      <Tooltip label="View">
        <ActionIcon
          component={Link}
          to={`${listPath}/view/${booking.id}`}
          variant="subtle"
          color="gray"
          aria-label={`View the booking of ${label}`}
        >
          <IconEye size={18} />
        </ActionIcon>
      </Tooltip>
      {booking.status === 'Booked' && (
        <>
          <Tooltip label="Edit">
            <ActionIcon
              component={Link}
              to={`${listPath}/edit/${booking.id}`}
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
}
