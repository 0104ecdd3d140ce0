import { Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ClaimUsage } from '@tembusu/contracts/claims';
import { formatMoney } from '../../../lib/format';

/** "12.5" → 1250: an amount as whole cents, for comparing and sharing out, never a float. */
function centsOf(amount: string): number {
  const match = /^(\d+)(?:\.(\d{0,2}))?/.exec(amount.trim());
  if (!match) return 0;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** How much of a limit is used, 0 to 100, for the bar; a limit passed fills it. */
export function usedPercent(used: string, limit: string): number {
  const limitCents = centsOf(limit);
  if (limitCents <= 0) return 100;
  return Math.min(100, Math.round((centsOf(used) * 100) / limitCents));
}

function barColour(percent: number): string {
  if (percent >= 100) return 'red';
  if (percent >= 80) return 'yellow';
  return 'tembusu';
}

/** One period's use: "$50.00 of $300.00" with a bar, or what was used when there is no limit. */
function PeriodUse({
  period,
  typeName,
  used,
  limit,
}: {
  period: 'This month' | 'This year';
  typeName: string;
  used: string;
  limit: string | null;
}) {
  const percent = limit === null ? null : usedPercent(used, limit);
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="xs" c="dimmed">
          {period}
        </Text>
        <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          <Text span inherit fw={600}>
            {formatMoney(used)}
          </Text>{' '}
          <Text span inherit c="dimmed">
            {limit === null ? 'used, no limit' : `of ${formatMoney(limit)}`}
          </Text>
        </Text>
      </Group>
      {percent !== null && (
        <Progress
          value={percent}
          color={barColour(percent)}
          size="sm"
          radius="xl"
          aria-label={`${typeName}: ${period.toLowerCase()}, ${percent}% of the limit used`}
        />
      )}
    </Stack>
  );
}

/**
 * What the employee has claimed of each type against its limits: this month's and this year's
 * claims (submitted, approved and paid) against the monthly and yearly limits, with a bar, and
 * the most one claim may be.
 */
export function ClaimUsageCards({
  usage,
  label = 'My claim limits',
  empty = 'No claim types apply to you yet.',
}: {
  usage: readonly ClaimUsage[];
  /** The list's accessible name. */
  label?: string;
  empty?: string;
}) {
  if (usage.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    );
  }
  return (
    // list-style: none drops a list's role in some browsers; the role puts it back.
    <SimpleGrid
      component="ul"
      role="list"
      aria-label={label}
      cols={{ base: 1, xs: 2, lg: 3 }}
      spacing="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {usage.map((use) => (
        <Paper
          key={use.claimType.id}
          component="li"
          aria-label={use.claimType.name}
          withBorder
          radius="md"
          p="sm"
        >
          <Stack gap="xs">
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {use.claimType.name}
            </Text>
            <PeriodUse
              period="This month"
              typeName={use.claimType.name}
              used={use.usedThisMonth}
              limit={use.limitPerMonth}
            />
            <PeriodUse
              period="This year"
              typeName={use.claimType.name}
              used={use.usedThisYear}
              limit={use.limitPerYear}
            />
            <Text size="xs" c="dimmed">
              {use.limitPerClaim === null
                ? 'No limit per claim'
                : `Up to ${formatMoney(use.limitPerClaim)} per claim`}
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
