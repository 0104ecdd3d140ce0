import { Group, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconLoader2 } from '@tabler/icons-react';
import type { PayrollGeneration } from '@tembusu/contracts/payroll-runs';

/** How far a payroll's generation has got: payslips done out of all. */
export function GenerationProgress({ generation }: { generation: PayrollGeneration | undefined }) {
  const done = generation?.done ?? 0;
  const total = generation?.total ?? 0;
  const finished = generation?.state === 'completed';
  const percent = finished ? 100 : total > 0 ? Math.round((done / total) * 100) : 0;
  const label = !generation
    ? 'Starting…'
    : generation.state === 'queued'
      ? 'Waiting to start…'
      : finished
        ? `Finished: ${total} of ${total} payslips`
        : generation.state === 'failed'
          ? 'Stopped'
          : `Working out payslips: ${done} of ${total}`;

  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs">
      <Stack gap="sm">
        <Group gap="sm">
          <ThemeIcon variant="light" radius="xl" color={finished ? 'tembusu' : 'blue'}>
            {finished ? <IconCheck size={18} /> : <IconLoader2 size={18} />}
          </ThemeIcon>
          <Text fw={600}>Generating the payroll</Text>
        </Group>
        <Progress
          value={percent}
          size="xl"
          radius="xl"
          striped={!finished}
          animated={!finished}
          aria-label="Payroll generation"
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {label}
        </Text>
      </Stack>
    </Paper>
  );
}
