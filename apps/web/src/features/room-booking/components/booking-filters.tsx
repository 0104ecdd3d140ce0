import { ActionIcon, Button, Group, Paper, Select, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconSearch } from '@tabler/icons-react';
import type { BookingOrganization, BranchOption } from '../api/rooms';

/** The Organisation filter's All choice: the caller's organisation, unnarrowed. */
export const allOrganizations = 'all';

export function organizationOptions(organizations: BookingOrganization[] | undefined) {
  return [
    { value: allOrganizations, label: 'All' },
    ...(organizations ?? []).map((organization) => ({
      value: organization.id,
      label: organization.organizationName,
    })),
  ];
}

export type FilterValues = {
  organizationId: string;
  branchId: string | null;
  roomId: string | null;
};

export interface BookingFiltersProps {
  values: FilterValues;
  onOrganization(id: string): void;
  onBranch(id: string | null): void;
  onRoom(id: string | null): void;
  organizations: BookingOrganization[] | undefined;
  branches: BranchOption[] | undefined;
  rooms: { id: string; name: string }[] | undefined;
  /** Day view: the room filter is disabled (every room is a column). */
  dayView: boolean;
  searched: boolean;
  onSearch(): void;
  onBack(): void;
  onRoomInfo(): void;
  disabled?: boolean;
}

/**
 * The spec's filters: Organisation (with All), Branch/Outlet and Room, the room's info icon
 * outside day view, and Search, which reads Book Room before the first search.
 */
export function BookingFilters({
  values,
  onOrganization,
  onBranch,
  onRoom,
  organizations,
  branches,
  rooms,
  dayView,
  searched,
  onSearch,
  onBack,
  onRoomInfo,
  disabled,
}: BookingFiltersProps) {
  const canSearch = Boolean(values.branchId) && (dayView || Boolean(values.roomId));
  return (
    <Paper withBorder radius="lg" p="md" shadow="xs">
      <Group align="flex-end" gap="md" wrap="wrap">
        <Select
          label="Organisation"
          withAsterisk
          data={organizationOptions(organizations)}
          value={values.organizationId}
          onChange={(id) => id && onOrganization(id)}
          allowDeselect={false}
          disabled={disabled}
          w={220}
        />
        <Select
          label="Branch/Outlet"
          withAsterisk
          placeholder="Choose a branch/outlet"
          data={(branches ?? []).map((branch) => ({ value: branch.id, label: branch.name }))}
          value={values.branchId}
          onChange={onBranch}
          allowDeselect={false}
          disabled={disabled}
          nothingFoundMessage="No branches/outlets"
          w={220}
        />
        <Group gap={6} align="flex-end" wrap="nowrap">
          <Select
            label="Room"
            withAsterisk
            placeholder={dayView ? 'Every room' : 'Choose a room'}
            data={(rooms ?? []).map((room) => ({ value: room.id, label: room.name }))}
            value={dayView ? null : values.roomId}
            onChange={onRoom}
            allowDeselect={false}
            disabled={disabled || dayView || !values.branchId}
            nothingFoundMessage="No rooms at this branch/outlet"
            w={220}
          />
          {!dayView && (
            <Tooltip label="Room information">
              <ActionIcon
                variant="light"
                size={36}
                aria-label="Room information"
                onClick={onRoomInfo}
                disabled={!values.roomId}
              >
                <IconInfoCircle size={20} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        <Group gap="sm" ml="auto">
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
            Back
          </Button>
          <Button
            leftSection={<IconSearch size={16} />}
            onClick={onSearch}
            disabled={disabled || !canSearch}
          >
            {searched ? 'Search' : 'Book Room'}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
