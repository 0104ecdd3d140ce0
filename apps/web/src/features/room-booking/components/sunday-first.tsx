import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';

/** Date pickers beside the booking calendar start their weeks on Sunday, as the calendar does. */
export function SundayFirst({ children }: { children: ReactNode }) {
  return <DatesProvider settings={{ firstDayOfWeek: 0 }}>{children}</DatesProvider>;
}
