import 'react-big-calendar/lib/css/react-big-calendar.css';
import './booking-calendar.css';
import { Drawer, Popover, useDirection } from '@mantine/core';
import dayjs from 'dayjs';
import {
  type ComponentType,
  type CSSProperties,
  createContext,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
  type SyntheticEvent,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
} from 'react';
import {
  Calendar,
  type Components,
  dayjsLocalizer,
  type EventProps,
  type EventWrapperProps,
  type Formats,
  type HeaderProps,
  type SlotInfo,
} from 'react-big-calendar';
import { Ltr } from '../../../components/ltr-text';
import { ltrText } from '../../../lib/format';
import { calendarStepMinutes, dateKey, isPastDay, isSlotOpen } from './booking-time';
import { CalendarToolbar, type CalendarView } from './calendar-toolbar';
import { useNarrowScreen } from './use-narrow-screen';

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

const time = (date: Date) => dayjs(date).format('HH:mm');

// Ranges keep their left-to-right order in right-to-left text ("09:00 – 10:00").
const formats: Formats = {
  timeGutterFormat: 'HH:mm',
  dayFormat: 'ddd D MMM',
  eventTimeRangeFormat: ({ start, end }) =>
    ltrText(`${time(start)} – ${time(end) === '00:00' ? '23:59' : time(end)}`),
  selectRangeFormat: ({ start, end }) => ltrText(`${time(start)} – ${time(end)}`),
};

/** On a phone a week's day headings are short: Thu 26. */
const narrowFormats: Formats = { ...formats, dayFormat: 'ddd D' };

/** The draft's popover, handed to the draft's block through context (not on phones: a sheet). */
const DraftPopoverContext = createContext<{
  opened: boolean;
  content: ReactNode;
  rtl: boolean;
} | null>(null);

const stop = (event: SyntheticEvent) => event.stopPropagation();

function EntryBlock({ event, title }: EventProps<CalendarEntry>) {
  return (
    <div className="rb-entry" data-kind={event.kind}>
      <span className="rb-entry-title">{title}</span>
      {event.note && <span className="rb-entry-sub">{event.note}</span>}
    </div>
  );
}

/**
 * Around each block: the draft's popover, targeting the library's own element of the block. That
 * element is a `role="button"` that takes focus and opens with Enter or Space (`onKeyPressEvent`),
 * so the popover's aria-expanded sits on a button, and a keyboard reaches the draft.
 */
function EntryWrapper({
  event,
  children,
}: EventWrapperProps<CalendarEntry> & { children?: ReactNode }) {
  const popover = useContext(DraftPopoverContext);
  if ((event.kind !== 'draft' && event.kind !== 'changed') || !popover) return children;
  return (
    <Popover
      opened={popover.opened}
      // Beside the block, on the side the text reads towards; flipped or shifted to stay on screen.
      position={popover.rtl ? 'left-start' : 'right-start'}
      middlewares={{ flip: true, shift: { padding: 8 } }}
      withArrow
      shadow="lg"
      radius="md"
      width={340}
      closeOnClickOutside={false}
      closeOnEscape={false}
      trapFocus={false}
      offset={12}
    >
      <Popover.Target>{children}</Popover.Target>
      {/* Events in the portal still bubble through React to the day's column: keep them. */}
      <Popover.Dropdown p="md" onClick={stop} onDoubleClick={stop} onKeyDown={stop}>
        {popover.content}
      </Popover.Dropdown>
    </Popover>
  );
}

/** Opens a day of the week in the day view; null in the day view itself. */
const OpenDayContext = createContext<((day: Date) => void) | null>(null);

/**
 * A day's heading: in the week view a button that opens the day. Drawn here, the library's
 * drill-down turned off, because the library's button holds a `columnheader` with no row or grid
 * around it.
 */
function DayHeading({ date, label }: HeaderProps) {
  const openDay = useContext(OpenDayContext);
  if (!openDay) return label;
  return (
    <button
      type="button"
      className="rbc-button-link"
      title="Open this day"
      onClick={() => openDay(date)}
    >
      {label}
    </button>
  );
}

type SlotTap = (slot: { start: Date; end: Date; resourceId?: string | number }) => void;

/** What a tap on a free slot does: the calendar's own selection waits for a long press. */
const SlotTapContext = createContext<SlotTap | null>(null);

type DayColumnProps = {
  ref?: Ref<HTMLDivElement>;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
  resource?: string | number;
  slotMetrics?: {
    closestSlotFromPoint(point: { x: number; y: number }, bounds: DOMRect): Date;
    nextSlot(slot: Date): Date;
  };
};

/**
 * A day's (or a room's) column. A finger's tap on a free slot books it, as a click does; the
 * calendar itself only selects on a long press by touch, so that a swipe scrolls.
 */
function DayColumn({ ref, className, style, children, resource, slotMetrics }: DayColumnProps) {
  const tap = useContext(SlotTapContext);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!tap || !slotMetrics) return;
    if ((event.nativeEvent as PointerEvent).pointerType !== 'touch') return;
    if ((event.target as Element).closest('.rbc-event')) return;
    const start = slotMetrics.closestSlotFromPoint(
      { x: event.clientX, y: event.clientY },
      event.currentTarget.getBoundingClientRect(),
    );
    tap({ start, end: slotMetrics.nextSlot(start), resourceId: resource });
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a touch-only shortcut for the calendar's own pointer selection; keyboards book through the filters and the popover.
    // biome-ignore lint/a11y/noStaticElementInteractions: as above, the column stays the calendar's.
    <div ref={ref} className={className} style={style} onClick={onClick}>
      {children}
    </div>
  );
}

const components: Components<CalendarEntry, CalendarRoom> = {
  event: EntryBlock,
  eventWrapper: EntryWrapper,
  header: DayHeading,
  dayColumnWrapper: DayColumn as ComponentType,
  resourceHeader: ({ resource }) => (
    <div className="rb-room-header">
      <span>{resource.name}</span>
      {resource.capacity ? (
        <small>
          <Ltr>{resource.capacity} seats</Ltr>
        </small>
      ) : null}
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
  /** The draft's popover: beside its block, or on a phone a sheet from the bottom. */
  draftPopover: { opened: boolean; content: ReactNode; title: string; onDismiss(): void };
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
    (slot: Pick<SlotInfo, 'start' | 'end' | 'resourceId'>) => {
      if (!isSlotOpen(slot.start, now)) return;
      onSlot(slot.start, slot.end, slot.resourceId === undefined ? null : String(slot.resourceId));
    },
    [now, onSlot],
  );
  const { dir } = useDirection();
  const rtl = dir === 'rtl';
  const narrow = useNarrowScreen();
  // On a phone the week scrolls sideways in its frame: the chosen day is brought into view.
  const frame = useRef<HTMLDivElement>(null);
  const weekday = date.getDay();
  useEffect(() => {
    const box = frame.current;
    if (!box || !narrow || view !== 'week') return;
    const heading = box.querySelectorAll('.rbc-time-header .rbc-header')[weekday];
    if (!heading) return;
    const cell = heading.getBoundingClientRect();
    const shown = box.getBoundingClientRect();
    const gutter = 60;
    box.scrollBy({
      left: rtl ? cell.right - shown.right + gutter : cell.left - shown.left - gutter,
    });
  }, [narrow, view, weekday, rtl]);
  const popover = useMemo(
    () => (narrow ? null : { opened: draftPopover.opened, content: draftPopover.content, rtl }),
    [narrow, draftPopover.opened, draftPopover.content, rtl],
  );
  const selecting = useCallback(({ start }: { start: Date }) => isSlotOpen(start, now), [now]);
  const openWithKey = useCallback(
    (entry: CalendarEntry, event: SyntheticEvent<HTMLElement>) => {
      const { key } = event as KeyboardEvent<HTMLElement>;
      if (key !== 'Enter' && key !== ' ') return;
      event.preventDefault();
      onEntry(entry);
    },
    [onEntry],
  );
  const openDay = useCallback(
    (day: Date) => {
      onDateChange(day);
      onViewChange('day');
    },
    [onDateChange, onViewChange],
  );
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
      {/* On a phone a week is wider than the screen and scrolls sideways inside its frame. */}
      <div className="rb-calendar-frame" ref={frame}>
        <DraftPopoverContext.Provider value={popover}>
          <SlotTapContext.Provider value={selectable ? selectSlot : null}>
            <OpenDayContext.Provider value={dayView ? null : openDay}>
              <Calendar<CalendarEntry, CalendarRoom>
                rtl={rtl}
                localizer={localizer}
                formats={narrow ? narrowFormats : formats}
                toolbar={false}
                views={['week', 'day']}
                view={view}
                onView={(next) => onViewChange(next === 'day' ? 'day' : 'week')}
                date={date}
                onNavigate={onDateChange}
                getNow={getNow}
                events={entries}
                titleAccessor="title"
                tooltipAccessor={(entry) =>
                  entry.note ? `${entry.title} · ${entry.note}` : entry.title
                }
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
                onKeyPressEvent={openWithKey}
                drilldownView={null}
                slotPropGetter={slotProps}
                dayPropGetter={dayProps}
                eventPropGetter={entryProps}
                dayLayoutAlgorithm="no-overlap"
                components={components}
                style={{ height: narrow ? 560 : 620 }}
              />
            </OpenDayContext.Provider>
          </SlotTapContext.Provider>
        </DraftPopoverContext.Provider>
      </div>
      {narrow && (
        <Drawer
          opened={draftPopover.opened}
          onClose={draftPopover.onDismiss}
          position="bottom"
          title={draftPopover.title}
          radius="lg"
          styles={{
            content: { height: 'auto', maxHeight: '92dvh' },
            title: { fontWeight: 650 },
          }}
        >
          {draftPopover.content}
        </Drawer>
      )}
    </div>
  );
}
