// How the app shows money and dates, in one place so every screen shows them alike.
//
// Right-to-left (issue #13). Times, dates, numbers and money keep their own left-to-right order
// inside right-to-left text, so "09:00 - 10:00" never reads "10:00 - 09:00" and "-$12.00" never
// shows its sign at the far end. The API, for every screen (room and desk booking included):
//
// - `formatMoney`, `formatDate`, `formatDateRange` and `formatDateTime` do it for you: while the
//   page is right to left (`<html dir="rtl">`) they return their text inside a left-to-right
//   embedding, LRE (U+202A) … PDF (U+202C), which holds in any place a string goes: table cells,
//   titles, aria labels, Select options, notifications. While the page is left to right they
//   return the plain text, exactly as before, so tests that compare text are unchanged.
// - `ltrText(text)`: the same for any other text that must read left to right: a time or a range
//   of times (`ltrText(`${start} - ${end}`)`), counts, hours, percentages, phone numbers, codes.
// - `<Ltr>` (components/ltr-text.tsx): the element form for JSX: `<Ltr>{start} - {end}</Ltr>`.
//   In right-to-left pages it renders `<span dir="ltr" class="tembusu-ltr">` with
//   `unicode-bidi: embed`; in left-to-right pages it renders its children bare, so the DOM (and
//   Testing Library's text queries) is as before. It follows Mantine's direction, so it updates
//   the moment the direction changes.
// - `stripBidiMarks(text)`: the text without the marks, for a formatted value headed back into an
//   input, a file name or a comparison (tests of right-to-left pages).
// - Inputs take the direction of what they hold (lib/rtl.css: a number or a date reads left to
//   right), so they need nothing; never put a marked string in an input's value.
// - Strings are marked when they are made: text rendered before the page turned right to left
//   gets its marks on its next render (the settings set `dir` on <html> in an effect). <Ltr>
//   follows the direction at once.
//
// Why an embedding rather than an isolate (LRI … PDI, <bdi>): the app's words are English. An
// isolate counts as a neutral to the text around it, so in a right-to-left paragraph an isolated
// value at the end of an English phrase jumps to the far end ("$5,920.00 from total wages of",
// ":Jun 2024" before its dates), and two values with a dash between them swap places. An embedding
// joins the left-to-right run of the English words around it, so "from total wages of $5,920.00",
// "Jun 2024: 06/01/2024 to 06/30/2024" and "09:00 - 10:00" read as written, while a value beside
// Arabic or Hebrew words still keeps its own order.

import { calendarDateText, moneyText } from '@tembusu/contracts/display-text';

/** Left-to-right embedding, U+202A: starts a run laid out left to right. */
export const LRE = '\u202A';
/** Pop directional formatting, U+202C: ends the run that LRE started. */
export const PDF = '\u202C';

function pageIsRightToLeft(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
}

/**
 * `text` as a left-to-right run (wrapped in LRE … PDF) while the page is right to left; the text
 * as it is otherwise, and blank stays blank.
 */
export function ltrText(text: string): string {
  if (!text || !pageIsRightToLeft()) return text;
  return `${LRE}${text}${PDF}`;
}

/** `text` without directional marks: embeddings, overrides and isolates (U+202A–E, U+2066–9). */
export function stripBidiMarks(text: string): string {
  return text.replace(/[\u202A-\u202E\u2066-\u2069]/g, '');
}

/**
 * "1200.5" → "$1,200.50"; "-12" → "-$12.00". Money arrives as decimal strings and is formatted as
 * text, never through a float (`moneyText` in the contracts, which the server's PDFs print too).
 * Text that is not an amount is shown as it is.
 */
export function formatMoney(amount: string): string {
  const text = moneyText(amount);
  return text === amount ? amount : ltrText(text);
}

/**
 * "2026-03-28" → "03/28/2026", the spec's MM/DD/YYYY (`calendarDateText` in the contracts, as
 * the server's PDFs print it). The calendar date is read from the text, so the browser's time
 * zone cannot move it a day. No date is blank; text that is not a date is shown as it is.
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const text = calendarDateText(iso);
  return text === iso ? iso : ltrText(text);
}

/**
 * "2026-03-01", "2026-03-31" → "03/01/2026 – 03/31/2026": a range of calendar dates, one
 * left-to-right run in right-to-left pages, so its start stays on the left. `separator` as the
 * sentence needs it (" to ").
 */
export function formatDateRange(
  start: string | null | undefined,
  end: string | null | undefined,
  separator = ' – ',
): string {
  return ltrText(
    `${stripBidiMarks(formatDate(start))}${separator}${stripBidiMarks(formatDate(end))}`,
  );
}

const singaporeDateTime = new Intl.DateTimeFormat('en-SG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Singapore',
});

/** An instant (a sign-in, say) as Singapore's wall clock shows it: "28 Mar 2026, 4:05 pm". */
export function formatDateTime(instant: string): string {
  return ltrText(singaporeDateTime.format(new Date(instant)));
}
