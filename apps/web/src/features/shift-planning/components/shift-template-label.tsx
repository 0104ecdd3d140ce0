import { Box, Group, Text } from '@mantine/core';

/** A template's name after a swatch of its colour; the colour only marks it, the name says it. */
export function ShiftTemplateLabel({ name, colour }: { name: string; colour: string }) {
  return (
    <Group gap={8} wrap="nowrap" align="center">
      <Box
        aria-hidden
        w={14}
        h={14}
        bg={colour}
        style={{ borderRadius: 4, flexShrink: 0, boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.15)' }}
      />
      <Text size="sm" fw={600} span>
        {name}
      </Text>
    </Group>
  );
}
