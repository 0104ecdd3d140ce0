import { ltrText } from '../../../lib/format';

/** "22:00 – 06:00 (next day)": a shift's hours, marked when it ends the day after it starts. */
export function shiftTimeText(shift: { startTime: string; endTime: string; overnight: boolean }) {
  const hours = ltrText(`${shift.startTime} – ${shift.endTime}`);
  return shift.overnight ? `${hours} (next day)` : hours;
}

/** 450 → "7 h 30 min", 480 → "8 h", 45 → "45 min". */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours > 0 && `${hours} h`, (rest > 0 || hours === 0) && `${rest} min`];
  return ltrText(parts.filter(Boolean).join(' '));
}
