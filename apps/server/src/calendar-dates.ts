// Calendar dates as ISO text (YYYY-MM-DD), counted in UTC so no time zone moves a day.

/** Every date from one to another, both included. */
export function* datesFrom(from: string, to: string): Generator<string> {
  const at = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  while (at <= end) {
    yield at.toISOString().slice(0, 10);
    at.setUTCDate(at.getUTCDate() + 1);
  }
}

export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The last day of a month given as YYYY-MM. */
export function monthEnd(month: string): string {
  return addDays(`${addDays(`${month}-01`, 31).slice(0, 7)}-01`, -1);
}
