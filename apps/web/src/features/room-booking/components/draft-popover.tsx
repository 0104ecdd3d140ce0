import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconClock, IconDoor, IconWorld } from '@tabler/icons-react';
import type { Dayjs } from 'dayjs';
import { DatePicker } from '../../../components/date-picker';
import { renderLtrOption } from '../../../components/ltr-text';
import { EmployeePicker, type KnownEmployee } from '../../employees';
import type { BookingPlace, Draft } from './booking-draft';
import { durationLabel, endOptions, endTimeLabel, gmtOffset, startSlots } from './booking-time';
import { SundayFirst } from './sunday-first';

export interface DraftPopoverProps {
  draft: Draft;
  onChange(changes: Partial<BookingPlace>): void;
  /** Now on the employee's wall clock. */
  now: Dayjs;
  timeZone: string;
  rooms: { id: string; name: string }[];
  /** Day view of a new booking: the room is a dropdown; otherwise a fixed label. */
  roomSelectable: boolean;
  maxDaysAhead?: number;
  maxDurationMinutes?: number;
  /** Whether the viewer chooses whom the booking is for (they may book for others). */
  pickEmployee?: boolean;
  /** Someone already known by name, such as the viewer themselves. */
  knownEmployee?: KnownEmployee | null;
  employeeId?: string | null;
  onEmployeeChange?(id: string | null): void;
  mode: 'create' | 'edit';
  /** Whether the popover shows its own heading (a sheet on a phone has it as its title). */
  withHeading?: boolean;
  pending?: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** The popover's heading: a new booking, or an existing one moved to a new time. */
export const draftTitle = (mode: 'create' | 'edit') =>
  mode === 'create' ? 'New booking' : 'Move booking';

/** The spec's draft popover: date, time range, time zone, room, and Cancel / Book room (Edit). */
export function DraftPopover({
  draft,
  onChange,
  now,
  timeZone,
  rooms,
  roomSelectable,
  maxDaysAhead,
  maxDurationMinutes,
  pickEmployee = false,
  knownEmployee,
  employeeId,
  onEmployeeChange,
  mode,
  withHeading = true,
  pending,
  onCancel,
  onConfirm,
}: DraftPopoverProps) {
  const today = now.format('YYYY-MM-DD');
  const starts = startSlots(draft.date, now);
  if (!starts.includes(draft.start)) starts.unshift(draft.start);
  const ends = endOptions(draft.start, maxDurationMinutes);
  // The end of the day (23:59) is the last end, unless the organisation's rules allow less.
  const limited = maxDurationMinutes !== undefined && ends.at(-1)?.value !== '24:00';
  if (!ends.some((option) => option.value === draft.end)) {
    ends.push({ value: draft.end, label: endTimeLabel(draft.end), minutes: 0 });
  }
  const roomName = rooms.find((room) => room.id === draft.roomId)?.name ?? '';
  const needsEmployee = pickEmployee && !employeeId;

  return (
    <Stack gap="sm" role="group" aria-label={mode === 'create' ? 'New booking' : 'Change booking'}>
      {withHeading && <Text fw={650}>{draftTitle(mode)}</Text>}
      <SundayFirst>
        <DatePicker
          label="Date"
          value={draft.date}
          minDate={today}
          maxDate={maxDaysAhead ? now.add(maxDaysAhead, 'day').format('YYYY-MM-DD') : undefined}
          onChange={(date) => date && onChange({ date })}
        />
      </SundayFirst>
      <Group grow gap="sm" align="flex-start">
        <Select
          label="Start time"
          data={starts}
          value={draft.start}
          onChange={(start) => start && onChange({ start })}
          allowDeselect={false}
          leftSection={<IconClock size={16} />}
          comboboxProps={{ withinPortal: true }}
          maxDropdownHeight={220}
          renderOption={renderLtrOption}
        />
        <Select
          label="End time"
          data={ends.map(({ value, label }) => ({ value, label }))}
          value={draft.end}
          onChange={(end) => end && onChange({ end })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true, width: 200, position: 'bottom-end' }}
          maxDropdownHeight={220}
          renderOption={renderLtrOption}
          description={
            limited && maxDurationMinutes
              ? `At most ${durationLabel(maxDurationMinutes)} (booking rules)`
              : undefined
          }
          inputWrapperOrder={['label', 'input', 'description']}
        />
      </Group>
      <TextInput
        label="Time zone"
        value={`${gmtOffset(timeZone, draft.date)} (${timeZone})`}
        readOnly
        leftSection={<IconWorld size={16} />}
      />
      {roomSelectable ? (
        <Select
          label="Room"
          data={rooms.map((room) => ({ value: room.id, label: room.name }))}
          value={draft.roomId}
          onChange={(roomId) => roomId && onChange({ roomId })}
          allowDeselect={false}
          leftSection={<IconDoor size={16} />}
          comboboxProps={{ withinPortal: true }}
        />
      ) : (
        <TextInput label="Room" value={roomName} readOnly leftSection={<IconDoor size={16} />} />
      )}
      {pickEmployee && (
        <EmployeePicker
          label="Booked for"
          placeholder="Choose an employee"
          value={employeeId ?? null}
          onChange={(id) => onEmployeeChange?.(id)}
          known={knownEmployee}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          maxDropdownHeight={220}
        />
      )}
      <Group justify="flex-end" gap="sm" mt={4}>
        <Button variant="default" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button onClick={onConfirm} loading={pending} disabled={needsEmployee} data-autofocus>
          {mode === 'create' ? 'Book room' : 'Edit'}
        </Button>
      </Group>
    </Stack>
  );
}
