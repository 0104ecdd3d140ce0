import { Alert, Anchor, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ShiftTemplateOption } from '@tembusu/contracts/attendance';
import { Link } from 'react-router';
import { Ltr } from '../../../components/ltr-text';
import { startDrag, templateDragType } from './roster-drag';
import { shiftTemplatesPath } from './shift-template-paths';

/**
 * The active templates to place: pick one, then a cell (by click or keyboard), or drag one onto a
 * cell. Picking the picked one again puts it down.
 */
export function RosterPalette({
  templates,
  picked,
  onPick,
}: {
  templates: ShiftTemplateOption[];
  picked: string | null;
  onPick(templateId: string | null): void;
}) {
  return (
    <Paper withBorder radius="lg" p="md" shadow="xs">
      <Stack gap="xs">
        <Text fw={600} id="roster-palette-title">
          Shift templates
        </Text>
        {templates.length === 0 ? (
          <Alert color="gray" variant="light">
            No active shift templates yet.{' '}
            <Anchor component={Link} to={`${shiftTemplatesPath}/create`}>
              Add a shift template
            </Anchor>
          </Alert>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              Pick a shift, then a cell to place it, or drag it onto a cell.
            </Text>
            <Group gap="xs" role="group" aria-labelledby="roster-palette-title">
              {templates.map((template) => {
                const on = picked === template.id;
                return (
                  <UnstyledButton
                    key={template.id}
                    aria-pressed={on}
                    draggable
                    onDragStart={(event) => startDrag(event, templateDragType, template.id)}
                    onClick={() => onPick(on ? null : template.id)}
                    px="sm"
                    py={6}
                    style={{
                      borderRadius: 8,
                      border: `1px solid var(--mantine-color-${on ? 'tembusu-6' : 'gray-4'})`,
                      borderInlineStart: `5px solid ${template.colour}`,
                      background: on ? 'var(--mantine-color-tembusu-0)' : undefined,
                      boxShadow: on ? '0 0 0 2px var(--mantine-color-tembusu-6)' : undefined,
                      cursor: 'grab',
                    }}
                  >
                    <Text size="sm" fw={650}>
                      {template.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <Ltr>
                        {template.startTime}–{template.endTime}
                        {template.overnight ? ' +1' : ''}
                      </Ltr>
                    </Text>
                  </UnstyledButton>
                );
              })}
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
