import { Box, Group, Text } from '@mantine/core';

/** A leave type's name after a dot of its colour; the colour only marks it, the name says it. */
export function LeaveTypeLabel({
  name,
  colour,
  size = 'sm',
  fw,
}: {
  name: string;
  colour: string;
  size?: 'xs' | 'sm';
  fw?: number;
}) {
  return (
    <Group gap={8} wrap="nowrap" align="center">
      <Box aria-hidden w={10} h={10} bg={colour} style={{ borderRadius: '50%', flexShrink: 0 }} />
      <Text size={size} fw={fw} span>
        {name}
      </Text>
    </Group>
  );
}
