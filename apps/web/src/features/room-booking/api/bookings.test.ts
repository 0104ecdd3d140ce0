import { describe, expect, it } from 'vitest';
import { updateFailureText } from './bookings';

describe('updateFailureText', () => {
  it('shows the text after the first colon of an update failure', () => {
    expect(updateFailureText('bookingTimeFrom: that time has already passed')).toBe(
      'that time has already passed',
    );
    expect(updateFailureText('roomId: choose a room: from the list')).toBe(
      'choose a room: from the list',
    );
  });

  it('shows a message without a colon as it is', () => {
    expect(
      updateFailureText(
        'This room is already booked for part of that time. Choose another time or room.',
      ),
    ).toBe('This room is already booked for part of that time. Choose another time or room.');
  });
});
