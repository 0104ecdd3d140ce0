// The demo's people and branches are in Singapore (GMT+8, no daylight saving), whatever the
// machine's time zone.
const singaporeOffset = 8 * 3_600_000;
const day = 86_400_000;

/** An ISO date (YYYY-MM-DD) as the app shows and takes it: MM/DD/YYYY. */
export const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** Today's date and wall clock in Singapore, the clock as minutes after midnight. */
export function singaporeNow(now = new Date()) {
  const shifted = new Date(now.getTime() + singaporeOffset);
  return {
    date: shifted.toISOString().slice(0, 10),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** The date `days` from today in Singapore, and its weekday (0 is Sunday). */
export function singaporeDay(days: number) {
  const at = new Date(Date.now() + singaporeOffset + days * day);
  return { iso: at.toISOString().slice(0, 10), weekday: at.getUTCDay() };
}

export const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * day).toISOString().slice(0, 10);

/** The weekday of an ISO date, 0 being Sunday. */
export const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

/** Minutes after midnight as HH:mm. */
export const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
