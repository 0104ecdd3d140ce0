import {
  Avatar,
  Button,
  Group,
  Input,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import type { Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { DatePicker } from '../../../components/date-picker';
import { renderLtrOption } from '../../../components/ltr-text';
import { formatDate } from '../../../lib/format';
import { useBookableRooms, useBookingBranches, useBookingOrganizations } from '../api/rooms';
import { endAfterMove } from './booking-draft';
import { allOrganizations, organizationOptions } from './booking-filters';
import { endOptions, endTimeLabel, gmtOffset, startSlots } from './booking-time';
import { SundayFirst } from './sunday-first';

/** What the edit modal edits: where and when. `organizationId` may be 'all'. */
export type EditValues = {
  organizationId: string;
  branchId: string | null;
  roomId: string | null;
  date: string;
  start: string;
  end: string;
};

export interface EditBookingModalProps {
  opened: boolean;
  onClose(): void;
  /** Shown, not changed (the booking details modal is the usual way to look at a booking). */
  readOnly?: boolean;
  employeeName: string;
  initial: EditValues;
  /** The caller's organisation, for room lists under All. */
  ownOrganizationId: string;
  now: Dayjs;
  timeZone: string;
  maxDaysAhead?: number;
  maxDurationMinutes?: number;
  saving: boolean;
  onSave(values: EditValues & { branchId: string; roomId: string }): void;
}

/**
 * The spec's edit modal: the employee's name, Organisation (with All), Branch/Outlet*, Room*,
 * Date*, Time*, Timezone* (read only); Cancel and Save, Save only once branch and room are chosen.
 */
export function EditBookingModal({
  opened,
  onClose,
  readOnly = false,
  employeeName,
  initial,
  ownOrganizationId,
  now,
  timeZone,
  maxDaysAhead,
  maxDurationMinutes,
  saving,
  onSave,
}: EditBookingModalProps) {
  const [values, setValues] = useState(initial);
  // Each opening starts from what the calendar shows then.
  const initialRef = useRef(initial);
  initialRef.current = initial;
  useEffect(() => {
    if (opened) setValues(initialRef.current);
  }, [opened]);

  const organizations = useBookingOrganizations();
  const organizationId = values.organizationId === allOrganizations ? null : values.organizationId;
  const branches = useBookingBranches(organizationId, opened);
  const rooms = useBookableRooms(organizationId ?? ownOrganizationId, values.branchId);

  // The first branch and the first room are chosen when their lists load.
  useEffect(() => {
    if (!opened || readOnly || values.branchId || !branches.data?.[0]) return;
    const first = branches.data[0].id;
    setValues((current) => (current.branchId ? current : { ...current, branchId: first }));
  }, [opened, readOnly, values.branchId, branches.data]);
  useEffect(() => {
    if (!opened || readOnly || values.roomId || !rooms.data?.[0]) return;
    const first = rooms.data[0].id;
    setValues((current) => (current.roomId ? current : { ...current, roomId: first }));
  }, [opened, readOnly, values.roomId, rooms.data]);

  const today = now.format('YYYY-MM-DD');
  const starts = startSlots(values.date, now);
  if (!starts.includes(values.start)) starts.unshift(values.start);
  const ends = endOptions(values.start, maxDurationMinutes).map(({ value, label }) => ({
    value,
    label,
  }));
  if (!ends.some((option) => option.value === values.end)) {
    ends.push({ value: values.end, label: endTimeLabel(values.end) });
  }
  const canSave = Boolean(values.branchId && values.roomId) && !readOnly;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={readOnly ? 'Room booking' : 'Edit room booking'}
      centered
      size="lg"
      radius="lg"
      padding="xl"
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (canSave && values.branchId && values.roomId) {
            onSave({ ...values, branchId: values.branchId, roomId: values.roomId });
          }
        }}
      >
        <Stack gap="md">
          <Group gap="sm" p="sm" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <Avatar name={employeeName} color="initials" radius="xl" />
            <div>
              <Text size="xs" c="dimmed">
                Employee
              </Text>
              <Text fw={600} data-testid="booking-employee">
                {employeeName}
              </Text>
            </div>
          </Group>
          <Select
            label="Organisation"
            data={organizationOptions(organizations.data)}
            value={values.organizationId}
            onChange={(next) =>
              next &&
              setValues((current) => ({
                ...current,
                organizationId: next,
                branchId: null,
                roomId: null,
              }))
            }
            allowDeselect={false}
            readOnly={readOnly}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Select
              label="Branch/Outlet"
              withAsterisk
              placeholder="Choose a branch/outlet"
              data={(branches.data ?? []).map((branch) => ({
                value: branch.id,
                label: branch.name,
              }))}
              value={values.branchId}
              onChange={(branchId) =>
                setValues((current) => ({ ...current, branchId, roomId: null }))
              }
              allowDeselect={false}
              readOnly={readOnly}
            />
            <Select
              label="Room"
              withAsterisk
              placeholder="Choose a room"
              data={(rooms.data ?? []).map((room) => ({ value: room.id, label: room.name }))}
              value={values.roomId}
              onChange={(roomId) => setValues((current) => ({ ...current, roomId }))}
              allowDeselect={false}
              readOnly={readOnly}
              disabled={!readOnly && !values.branchId}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            {readOnly ? (
              <TextInput
                label="Date"
                withAsterisk
                value={formatDate(values.date)}
                readOnly
                leftSection={<IconCalendar size={16} stroke={1.6} />}
              />
            ) : (
              <SundayFirst>
                <DatePicker
                  label="Date"
                  required
                  value={values.date}
                  minDate={today}
                  maxDate={
                    maxDaysAhead ? now.add(maxDaysAhead, 'day').format('YYYY-MM-DD') : undefined
                  }
                  onChange={(date) => date && setValues((current) => ({ ...current, date }))}
                />
              </SundayFirst>
            )}
            <TextInput
              label="Timezone"
              withAsterisk
              value={`${gmtOffset(timeZone, values.date)} (${timeZone})`}
              readOnly
            />
          </SimpleGrid>
          <Input.Wrapper label="Time" withAsterisk>
            <Group grow gap="sm" mt={4}>
              <Select
                aria-label="Start time"
                data={starts}
                value={values.start}
                onChange={(start) =>
                  start &&
                  setValues((current) => ({
                    ...current,
                    start,
                    end: endAfterMove(current, start),
                  }))
                }
                allowDeselect={false}
                readOnly={readOnly}
                maxDropdownHeight={220}
                renderOption={renderLtrOption}
              />
              <Select
                aria-label="End time"
                data={ends}
                value={values.end}
                onChange={(end) => end && setValues((current) => ({ ...current, end }))}
                allowDeselect={false}
                readOnly={readOnly}
                maxDropdownHeight={220}
                renderOption={renderLtrOption}
              />
            </Group>
          </Input.Wrapper>
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {readOnly ? 'Close' : 'Cancel'}
            </Button>
            {!readOnly && (
              <Button type="submit" disabled={!canSave} loading={saving}>
                Save
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
