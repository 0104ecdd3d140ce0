import 'react-big-calendar/lib/css/react-big-calendar.css';
import './booking-calendar.css';
import { Popover } from '@mantine/core';
import dayjs from 'dayjs';
import {
  createContext,
  type ReactNode,
  type SyntheticEvent,
  useCallback,
  useContext,
  useMemo,
} from 'react';
import {
  Calendar,
  type Components,
  dayjsLocalizer,
  type EventProps,
  type Formats,
  type SlotInfo,
} from 'react-big-calendar';
import { calendarStepMinutes, dateKey, isPastDay, isSlotOpen } from './booking-time';
import { CalendarToolbar, type CalendarView } from './calendar-toolbar';

const localizer = dayjsLocalizer(dayjs);

/** One block on the calendar: a booking, or the draft being made or changed. */
export type CalendarEntry = {
  id: string;
  start: Date;
  end: Date;
  roomId: string;
  title: string;
  /** booked: someone else's; mine: the viewer's (or any, for admins); moved: an edited booking's old place. */
  kind: 'booked' | 'mine' | 'draft' | 'changed' | 'moved';
  /** A second line: what is happening to it (Editing, Moving). */
  note: string | null;
};

type CalendarRoom = { id: string; name: string; capacity?: number };

const formats: Formats = {
  timeGutterFormat: 'HH:mm',
  dayFormat: 'ddd D MMM',
  eventTimeRangeFormat: ({ start, end }) =>
    `${dayjs(start).format('HH:mm')} – ${dayjs(end).format('HH:mm') === '00:00' ? '23:59' : dayjs(end).format('HH:mm')}`,
  selectRangeFormat: ({ start, end }) =>
    `${dayjs(start).format('HH:mm')} – ${dayjs(end).format('HH:mm')}`,
};

/** The draft's popover, handed to the draft's block through context. */
const DraftPopoverContext = createContext<{ opened: boolean; content: ReactNode } | null>(null);

const stop = (event: SyntheticEvent) => event.stopPropagation();

function EntryBlock({ event, title }: EventProps<CalendarEntry>) {
  const popover = useContext(DraftPopoverContext);
  const label = (
    <div className="rb-entry" data-kind={event.kind}>
      <span className="rb-entry-title">{title}</span>
      {event.note && <span className="rb-entry-sub">{event.note}</span>}
    </div>
  );
  if ((event.kind !== 'draft' && event.kind !== 'changed') || !popover) return label;
  return (
    <Popover
      opened={popover.opened}
      position="right-start"
      withArrow
      shadow="lg"
      radius="md"
      width={340}
      closeOnClickOutside={false}
      closeOnEscape={false}
      trapFocus={false}
      offset={12}
    >
      <Popover.Target>{label}</Popover.Target>
      {/* Events in the portal still bubble through React to the calendar's event: keep them. */}
      <Popover.Dropdown p="md" onClick={stop} onDoubleClick={stop} onKeyDown={stop}>
        {popover.content}
      </Popover.Dropdown>
    </Popover>
  );
}

const components: Components<CalendarEntry, CalendarRoom> = {
  event: EntryBlock,
  resourceHeader: ({ resource }) => (
    <div className="rb-room-header">
      <span>{resource.name}</span>
      {resource.capacity ? <small>{resource.capacity} seats</small> : null}
    </div>
  ),
};

export interface BookingCalendarProps {
  view: CalendarView;
  onViewChange(view: CalendarView): void;
  date: Date;
  onDateChange(date: Date): void;
  entries: CalendarEntry[];
  /** Day view: one column per room. */
  rooms: CalendarRoom[];
  /** Now on the employee's wall clock. */
  now: Date;
  /** Whether free slots can be picked (not in view-only mode). */
  selectable: boolean;
  onSlot(start: Date, end: Date, roomId: string | null): void;
  onEntry(entry: CalendarEntry): void;
  draftPopover: { opened: boolean; content: ReactNode };
  /** The hour to scroll to (a booking under edit); otherwise office hours, or now today. */
  focusHour?: number;
}

export function BookingCalendar({
  view,
  onViewChange,
  date,
  onDateChange,
  entries,
  rooms,
  now,
  selectable,
  onSlot,
  onEntry,
  draftPopover,
  focusHour,
}: BookingCalendarProps) {
  const slotProps = useCallback(
    (slot: Date) =>
      isSlotOpen(slot, now) ? {} : { className: 'rb-slot-closed', title: 'This time has passed' },
    [now],
  );
  const dayProps = useCallback(
    (day: Date) => (isPastDay(day, now) ? { className: 'rb-day-past' } : {}),
    [now],
  );
  const entryProps = useCallback(
    (entry: CalendarEntry) => ({ className: `rb-event rb-event-${entry.kind}` }),
    [],
  );
  const selectSlot = useCallback(
    (slot: SlotInfo) => {
      if (!isSlotOpen(slot.start, now)) return;
      onSlot(slot.start, slot.end, slot.resourceId === undefined ? null : String(slot.resourceId));
    },
    [now, onSlot],
  );
  const selecting = useCallback(({ start }: { start: Date }) => isSlotOpen(start, now), [now]);
  // Office hours first; today's day view from the hour before now.
  const showsToday = view === 'day' && dateKey(date) === dateKey(now);
  const scrollHour = focusHour ?? (showsToday ? Math.min(Math.max(8, now.getHours() - 1), 16) : 8);
  const scrollTo = useMemo(() => new Date(1970, 0, 1, scrollHour, 0), [scrollHour]);
  const getNow = useCallback(() => now, [now]);
  const dayView = view === 'day';

  return (
    <div className="rb-calendar" data-view={view}>
      <CalendarToolbar
        view={view}
        onViewChange={onViewChange}
        date={date}
        onDateChange={onDateChange}
        now={now}
      />
      <DraftPopoverContext.Provider value={draftPopover}>
        <Calendar<CalendarEntry, CalendarRoom>
          localizer={localizer}
          formats={formats}
          toolbar={false}
          views={['week', 'day']}
          view={view}
          onView={(next) => onViewChange(next === 'day' ? 'day' : 'week')}
          date={date}
          onNavigate={onDateChange}
          getNow={getNow}
          events={entries}
          titleAccessor="title"
          tooltipAccessor={(entry) => (entry.note ? `${entry.title} · ${entry.note}` : entry.title)}
          resources={dayView ? rooms : undefined}
          resourceIdAccessor="id"
          resourceTitleAccessor="name"
          resourceAccessor="roomId"
          step={calendarStepMinutes}
          timeslots={1}
          scrollToTime={scrollTo}
          selectable={selectable}
          longPressThreshold={150}
          onSelectSlot={selectSlot}
          onSelecting={selecting}
          onSelectEvent={onEntry}
          onDrillDown={(day) => {
            onDateChange(day);
            onViewChange('day');
          }}
          slotPropGetter={slotProps}
          dayPropGetter={dayProps}
          eventPropGetter={entryProps}
          dayLayoutAlgorithm="no-overlap"
          components={components}
          style={{ height: 620 }}
        />
      </DraftPopoverContext.Provider>
    </div>
  );
}
