import { ActionIcon, Badge, Box, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import {
  informationalConflicts,
  type RosterShift,
  rosterConflictLabels,
} from '@tembusu/contracts/attendance';
import { Ltr } from '../../../components/ltr-text';
import { shiftDragType, startDrag } from './roster-drag';

const stateBadges = {
  draft: { label: 'Draft', color: 'yellow' },
  withdrawn: { label: 'Withdrawn', color: 'gray' },
} as const;

/**
 * A shift in a cell of the board: its colour along the start edge, name and hours, whether it is
 * a draft or withdrawn, and each conflict (the message on hover and for screen readers). A draft's
 * border is dashed; a withdrawn shift is struck through and cannot be dragged or removed again.
 */
export function RosterShiftCard({
  shift,
  personName,
  dayLabel,
  onRemove,
}: {
  shift: RosterShift;
  personName: string;
  dayLabel: string;
  onRemove(shift: RosterShift): void;
}) {
  const withdrawn = shift.state === 'withdrawn';
  const badge = shift.state === 'published' ? null : stateBadges[shift.state];
  return (
    <Box
      draggable={!withdrawn}
      onDragStart={(event) => startDrag(event, shiftDragType, shift.id)}
      data-shift-id={shift.id}
      pos="relative"
      px={6}
      py={4}
      style={{
        borderRadius: 6,
        border: `1px ${shift.state === 'draft' ? 'dashed' : 'solid'} var(--mantine-color-gray-4)`,
        borderInlineStart: `4px solid ${shift.colour}`,
        background: 'var(--mantine-color-body)',
        opacity: withdrawn ? 0.7 : 1,
        cursor: withdrawn ? 'default' : 'grab',
      }}
    >
      <Text
        size="xs"
        fw={650}
        truncate
        td={withdrawn ? 'line-through' : undefined}
        pe={withdrawn ? 0 : 20}
      >
        {shift.name}
      </Text>
      <Text size="xs" c="dimmed" lh={1.3} style={{ whiteSpace: 'nowrap' }}>
        <Ltr>
          {shift.startTime}–{shift.endTime}
          {shift.overnight ? ' +1' : ''}
        </Ltr>
      </Text>
      {!withdrawn && (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          pos="absolute"
          top={2}
          style={{ insetInlineEnd: 2 }}
          aria-label={`Remove ${shift.name} on ${dayLabel} for ${personName}`}
          onClick={() => onRemove(shift)}
        >
          <IconX size={14} />
        </ActionIcon>
      )}
      {(badge || shift.conflicts.length > 0) && (
        <Group gap={4} mt={4}>
          {badge && (
            <Badge size="xs" variant="light" color={badge.color}>
              {badge.label}
            </Badge>
          )}
          {shift.conflicts.map((conflict) => (
            <Tooltip
              key={`${conflict.kind}-${conflict.message}`}
              label={conflict.message}
              multiline
              w={240}
            >
              <Badge
                size="xs"
                variant="light"
                color={informationalConflicts.includes(conflict.kind) ? 'blue' : 'red'}
              >
                {rosterConflictLabels[conflict.kind]}
              </Badge>
            </Tooltip>
          ))}
        </Group>
      )}
      {shift.conflicts.length > 0 && (
        <VisuallyHidden>
          {shift.conflicts.map((conflict) => conflict.message).join('. ')}
        </VisuallyHidden>
      )}
    </Box>
  );
}
