const singaporeDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Singapore',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The date `days` after today in Singapore, where the demo organisation works: "next week" starts
 * tomorrow there, whatever the server's own date is.
 */
export function demoDateAfter(now: Date, days: number): string {
  const today = singaporeDate.format(now);
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
