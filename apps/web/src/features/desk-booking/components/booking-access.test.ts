import { describe, expect, it } from 'vitest';
import { isOthersBooking, mayChangeBooking } from './booking-access';

describe('whose a desk booking is', () => {
  it.each([
    ['your own', { isMine: true, employeeId: 'e1', status: 'Booked' }, false, true],
    [
      'one you answer for (an admin)',
      { isMine: false, employeeId: 'e2', status: 'Booked' },
      false,
      true,
    ],
    ["a colleague's, unnamed", { isMine: false, employeeId: null, status: 'Booked' }, true, false],
    ['your own, cancelled', { isMine: true, employeeId: 'e1', status: 'Cancelled' }, false, false],
  ] as const)('%s', (_, booking, others, changeable) => {
    expect(isOthersBooking(booking)).toBe(others);
    expect(mayChangeBooking(booking)).toBe(changeable);
  });
});
