import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * A list row's Edit link and Delete button, named for the record they act on; no Delete button
 * without `onDelete` (a row with nothing to delete).
 */
export function RowActions({
  name,
  editTo,
  onDelete,
}: {
  name: string;
  editTo: string;
  onDelete?(): void;
}) {
  return (
    <Group gap={2} wrap="nowrap">
      <Tooltip label="Edit">
        <ActionIcon component={Link} to={editTo} variant="subtle" aria-label={`Edit ${name}`}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      {onDelete && (
        <Tooltip label="Delete">
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={onDelete}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
