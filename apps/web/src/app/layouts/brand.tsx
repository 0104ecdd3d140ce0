import { Group, Text } from '@mantine/core';

function Mark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#0b7a5a" />
      <path
        d="M32 12c-9 8-14 15-14 22a14 14 0 0 0 28 0c0-7-5-14-14-22Zm0 10v30"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Brand({ compact = false, color }: { compact?: boolean; color?: string }) {
  return (
    <Group gap={10} wrap="nowrap">
      <Mark size={30} />
      {!compact && (
        <Text fw={700} size="lg" c={color} style={{ letterSpacing: '-0.01em' }}>
          Tembusu
        </Text>
      )}
    </Group>
  );
}
