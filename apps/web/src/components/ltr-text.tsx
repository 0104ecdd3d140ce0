// <Ltr>: text that reads left to right inside right-to-left pages (issue #13).
//
//   <Ltr>{formatTime(start)} - {formatTime(end)}</Ltr>   a range of times, as one run
//   <Ltr component="div" className={…}>{count}</Ltr>      another element than <span>
//
// While the page is right to left (Mantine's direction, which follows the settings) it renders
// `<span dir="ltr" class="tembusu-ltr" style="unicode-bidi: embed">children</span>`: laid out left
// to right, so "09:00 - 10:00" keeps its order and "-$12.00" its sign. An embedding rather than
// an isolate (<bdi>), so that a value ending an English phrase stays at its end; lib/format.ts
// explains. While the page is left to right it renders the children bare, so the DOM is as it was.
// For strings (titles, aria labels, Select options) use `ltrText` from lib/format.ts instead;
// formatMoney, formatDate, formatDateRange and formatDateTime already mark their text. A Select
// whose options are times keeps its data unmarked (the chosen label goes into the input) and
// draws each option with `renderLtrOption`.
import { useDirection } from '@mantine/core';
import type { ReactNode } from 'react';

export interface LtrProps {
  children?: ReactNode;
  /** The element to render in right-to-left pages; `span` unless told. */
  component?: 'span' | 'div';
  className?: string;
}

export function Ltr({ children, component: Element = 'span', className }: LtrProps) {
  const { dir } = useDirection();
  if (dir !== 'rtl') return <>{children}</>;
  return (
    <Element
      dir="ltr"
      className={className ? `tembusu-ltr ${className}` : 'tembusu-ltr'}
      // An element with dir is isolated by the browser's own style sheet; embedded instead.
      style={{ unicodeBidi: 'embed' }}
    >
      {children}
    </Element>
  );
}

/** A Mantine Select's `renderOption` for options that are times or ranges ("11:00 (1 hr)"). */
export const renderLtrOption = ({ option }: { option: { label: string } }) => (
  <Ltr>{option.label}</Ltr>
);
