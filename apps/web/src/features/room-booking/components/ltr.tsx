// Times, dates, ranges and time zones read left to right in every language: inside right-to-left
// text (settings direction rtl) they keep their own order, "09:00 – 10:00", never "10:00 – 09:00".
import type { ReactNode } from 'react';

/** A time, date, range or zone set apart from the text around it, read left to right. */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

/**
 * A message holding a time or date ("Times in GMT+8 (Asia/Singapore)"): set apart as a whole and
 * read in the direction of its own words, so that its parts keep their places around the time.
 */
export function Isolated({ children }: { children: ReactNode }) {
  return <bdi>{children}</bdi>;
}

/** The same for a message that is plain text, such as a dialog's: Unicode's first-strong isolate. */
export const isolatedText = (text: string): string => `\u2068${text}\u2069`;

/**
 * A time, date or range drawn where no element can go (the calendar's own labels): Unicode's
 * left-to-right isolate around it, invisible and ignored by search and copy.
 */
export const ltrText = (text: string): string => `\u2066${text}\u2069`;

/** A Mantine input's `styles` for a value that is a time, date or zone: it reads left to right. */
export const ltrInput = { input: { unicodeBidi: 'plaintext' } } as const;

/** A Mantine select's `renderOption` for options that are times: each reads left to right. */
export const renderLtrOption = ({ option }: { option: { label: string } }) => (
  <Ltr>{option.label}</Ltr>
);
