import { describe, expect, it } from 'vitest';
import { bookingTimeText, overlaps, periodChoiceLabel } from './periods';

describe('periods as people read them', () => {
  it('labels a choice with its times, and reads a booking back', () => {
    expect(periodChoiceLabel('morning', { from: '09:00', to: '13:30' })).toBe(
      'Morning (09:00–13:30)',
    );
    expect(periodChoiceLabel('timeRange')).toBe('Time range');
    expect(bookingTimeText({ period: 'afternoon', from: '13:30', to: '18:00' })).toBe(
      'Afternoon, 13:30–18:00',
    );
  });

  it('knows when two parts of a day meet', () => {
    const morning = { from: '09:00', to: '13:30' };
    expect(overlaps(morning, { from: '13:30', to: '18:00' })).toBe(false);
    expect(overlaps(morning, { from: '13:15', to: '14:00' })).toBe(true);
  });
});
