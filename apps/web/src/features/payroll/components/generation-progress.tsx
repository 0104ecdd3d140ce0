import { Group, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconLoader2 } from '@tabler/icons-react';
import type { PayrollGeneration } from '@tembusu/contracts/payroll-runs';

/**
 * How far a payroll's generation has got: payslips done out of all, or why it stopped (the
 * server says, including when the instance working on it stopped and nothing was saved).
 */
export function GenerationProgress({ generation }: { generation: PayrollGeneration | undefined }) {
  const done = generation?.done ?? 0;
  const total = generation?.total ?? 0;
  const finished = generation?.state === 'completed';
  const failed = generation?.state === 'failed';
  const percent = finished ? 100 : total > 0 ? Math.round((done / total) * 100) : 0;
  const label = !generation
    ? 'Starting…'
    : generation.state === 'queued'
      ? 'Waiting to start…'
      : finished
        ? `Finished: ${total} of ${total} payslips`
        : failed
          ? 'Stopped'
          : `Working out payslips: ${done} of ${total}`;
  const color = finished ? 'tembusu' : failed ? 'red' : 'blue';

  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs">
      <Stack gap="sm">
        <Group gap="sm">
          <ThemeIcon variant="light" radius="xl" color={color}>
            {finished ? (
              <IconCheck size={18} />
            ) : failed ? (
              <IconAlertTriangle size={18} />
            ) : (
              <IconLoader2 size={18} />
            )}
          </ThemeIcon>
          <Text fw={600}>Generating the payroll</Text>
        </Group>
        <Progress
          value={percent}
          size="xl"
          radius="xl"
          color={failed ? 'red' : undefined}
          striped={!finished && !failed}
          animated={!finished && !failed}
          aria-label="Payroll generation"
        />
        <Stack gap={4} aria-live="polite">
          <Text size="sm" c={failed ? 'red' : 'dimmed'} fw={failed ? 600 : undefined}>
            {label}
          </Text>
          {failed && generation.error && <Text size="sm">{generation.error}</Text>}
        </Stack>
      </Stack>
    </Paper>
  );
}
