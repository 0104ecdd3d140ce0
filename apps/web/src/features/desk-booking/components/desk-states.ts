// How the floor plan shows a desk on a day: its colour, its word and what it means.
import type { DeskAvailability, deskStates } from '@tembusu/contracts/desk-booking';
import type { TimeSpan } from '@tembusu/contracts/desk-periods';
import { overlaps } from './periods';

export type DeskState = (typeof deskStates)[number];

export type DeskStateStyle = {
  label: string;
  /** A Mantine colour name. */
  color: string;
  /** Filled for desks to act on (free, yours); light for desks that are not to be had. */
  variant: 'filled' | 'light';
  description: string;
  /** A click books it (free) or opens the booking (yours). */
  clickable: boolean;
};

export const deskStateStyles: Record<DeskState, DeskStateStyle> = {
  free: {
    label: 'Free',
    color: 'teal',
    variant: 'filled',
    description: 'Click to book it',
    clickable: true,
  },
  mine: {
    label: 'Yours',
    color: 'blue',
    variant: 'filled',
    description: 'Booked for you',
    clickable: true,
  },
  booked: {
    label: 'Booked',
    color: 'red',
    variant: 'light',
    description: 'Taken by a colleague',
    clickable: false,
  },
  fixed: {
    label: 'Fixed',
    color: 'violet',
    variant: 'light',
    description: 'Assigned to one person',
    clickable: false,
  },
  maintenance: {
    label: 'Maintenance',
    color: 'gray',
    variant: 'light',
    description: 'Switched off for now',
    clickable: false,
  },
};

/** The legend's order: what can be had first. */
export const legendOrder: readonly DeskState[] = ['free', 'mine', 'booked', 'fixed', 'maintenance'];

/**
 * A desk's state for the part of the day being booked: a desk a colleague has only in the
 * morning is free for the afternoon. Without a span (a time range not yet chosen), the day's.
 */
export function deskStateFor(
  desk: Pick<DeskAvailability, 'state' | 'bookings'>,
  span?: TimeSpan | null,
): DeskState {
  if (desk.state !== 'booked' || !span?.from || !span.to) return desk.state;
  const taken = desk.bookings.some(
    (booking) => booking.status === 'Booked' && overlaps(booking, span),
  );
  return taken ? 'booked' : 'free';
}

/** 'Desk R-03, free': the marker's accessible name. */
export const deskMarkerLabel = (name: string, state: DeskState): string =>
  `Desk ${name}, ${deskStateStyles[state].label.toLowerCase()}`;
