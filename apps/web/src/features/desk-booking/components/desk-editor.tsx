import {
  Badge,
  Button,
  CopyButton,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  IconArrowsMove,
  IconCheck,
  IconLink,
  IconPointer,
  IconTrash,
  IconUser,
} from '@tabler/icons-react';
import { EmployeePicker } from '../../employees';
import { checkInPath } from '../pages/paths';
import { type DeskDraft, featureSuggestions, type WorkspaceFormValues } from './workspace-form';

/** A desk's kind in the editor: free for anyone, fixed to one person, or off. */
export function draftKind(desk: Pick<DeskDraft, 'assignedEmployeeId' | 'underMaintenance'>) {
  if (desk.underMaintenance) return { label: 'Maintenance', color: 'gray' } as const;
  if (desk.assignedEmployeeId) return { label: 'Fixed', color: 'violet' } as const;
  return { label: 'Hot desk', color: 'teal' } as const;
}

/** The selected desk's fields. */
export function DeskFields({
  form,
  index,
  employeeName,
  onEmployeeChosen,
  moving,
  onMove,
  onRemove,
}: {
  form: UseFormReturnType<WorkspaceFormValues>;
  index: number;
  /** The name of someone a desk is fixed to, as far as the page knows it. */
  employeeName(id: string): string | undefined;
  onEmployeeChosen(id: string, name: string): void;
  moving: boolean;
  onMove(): void;
  onRemove(): void;
}) {
  const desk = form.values.desks[index];
  if (!desk) return null;
  const path = `desks.${index}`;
  const link = desk.id ? `${window.location.origin}${checkInPath(desk.id)}` : null;
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={650}>Desk {desk.name || '(no name)'}</Text>
          <Badge variant="light" color={draftKind(desk).color}>
            {draftKind(desk).label}
          </Badge>
        </Group>
        <TextInput label="Desk name" required {...form.getInputProps(`${path}.name`)} />
        <TagsInput
          label="Features"
          description="Pick or type, then press Enter"
          data={featureSuggestions}
          maxTags={10}
          clearable
          {...form.getInputProps(`${path}.features`)}
        />
        <EmployeePicker
          label="Fixed to"
          description="Only this person can book it; leave empty for a hot desk"
          placeholder="Anyone (hot desk)"
          clearable
          leftSection={<IconUser size={16} />}
          known={
            desk.assignedEmployeeId
              ? { id: desk.assignedEmployeeId, name: employeeName(desk.assignedEmployeeId) ?? null }
              : null
          }
          {...form.getInputProps(`${path}.assignedEmployeeId`)}
          onChange={(id, option) => {
            form.setFieldValue(`${path}.assignedEmployeeId`, id);
            if (id && option) onEmployeeChosen(id, option.label);
          }}
        />
        <Switch
          label="Under maintenance"
          description="Switched off: nobody can book it"
          {...form.getInputProps(`${path}.underMaintenance`, { type: 'checkbox' })}
        />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
            Position {desk.x.toFixed(1)}% across, {desk.y.toFixed(1)}% down
          </Text>
          {form.errors[`${path}.x`] && (
            <Text size="xs" c="red">
              {form.errors[`${path}.x`]}
            </Text>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            variant={moving ? 'filled' : 'light'}
            leftSection={moving ? <IconPointer size={14} /> : <IconArrowsMove size={14} />}
            onClick={onMove}
            aria-label={moving ? 'Click the plan where the desk goes' : `Move desk ${desk.name}`}
          >
            {moving ? 'Click the plan…' : 'Move'}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={onRemove}
            aria-label={`Remove desk ${desk.name}`}
          >
            Remove
          </Button>
        </Group>
        {link && (
          <Group gap={6} wrap="nowrap">
            <IconLink size={14} color="var(--mantine-color-dimmed)" aria-hidden />
            <Text size="xs" c="dimmed" truncate style={{ flex: 1 }} title={link}>
              Check-in link for its QR code
            </Text>
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Button
                  size="compact-xs"
                  variant="default"
                  onClick={copy}
                  leftSection={copied ? <IconCheck size={12} /> : undefined}
                >
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** Every desk of the workspace, to pick one without finding it on the plan. */
export function DeskList({
  desks,
  selected,
  errors,
  employeeName,
  onSelect,
}: {
  desks: DeskDraft[];
  selected: string | null;
  errors: Record<string, unknown>;
  employeeName(id: string): string | undefined;
  onSelect(key: string): void;
}) {
  return (
    <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
      <Stack gap={4} role="list" aria-label="Desks">
        {desks.map((desk, index) => {
          const kind = draftKind(desk);
          const hasError = Object.keys(errors).some((key) => key.startsWith(`desks.${index}.`));
          const active = desk.key === selected;
          return (
            <UnstyledButton
              key={desk.key}
              role="listitem"
              onClick={() => onSelect(desk.key)}
              aria-current={active || undefined}
              px="sm"
              py={6}
              style={{
                borderRadius: 'var(--mantine-radius-sm)',
                background: active ? 'var(--mantine-color-tembusu-light)' : undefined,
                border: `1px solid ${hasError ? 'var(--mantine-color-red-5)' : 'transparent'}`,
              }}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {desk.name || '(no name)'}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {desk.assignedEmployeeId
                      ? (employeeName(desk.assignedEmployeeId) ?? 'Fixed')
                      : desk.features.join(', ') || 'No features'}
                  </Text>
                </Stack>
                <Badge size="xs" variant="light" color={kind.color}>
                  {kind.label}
                </Badge>
              </Group>
            </UnstyledButton>
          );
        })}
      </Stack>
    </ScrollArea.Autosize>
  );
}
