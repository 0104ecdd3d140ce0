import { Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { LeaveBalance } from '@tembusu/contracts/leave';
import type { CSSProperties, ReactNode } from 'react';
import { ltrText } from '../../../lib/format';
import { noAmountText } from './balance-text';
import { daysText } from './leave-format';

/** "14.0" → "14", "1.5" → "1.5": a figure of days, beside its own words. */
function daysFigure(days: string): string {
  const number = Number(days);
  return ltrText(Number.isNaN(number) ? days : String(number));
}

export interface LeaveBalanceCardsProps {
  balances: readonly LeaveBalance[];
  /** The list's accessible name. */
  label?: string;
  /** Shown instead of the cards when no type applies. */
  empty?: string;
  /** Anything a card offers besides its figures, such as an admin's Adjust button. */
  action?(balance: LeaveBalance): ReactNode;
}

const figures: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(72px, 1fr))',
  gap: 'var(--mantine-spacing-xs)',
  margin: 0,
};
const figureValue: CSSProperties = { margin: 0, fontVariantNumeric: 'tabular-nums' };

/**
 * Each leave type's balance as a compact card: what is still available of the entitlement, and
 * what has been taken, is pending and was carried forward. A type the person has none of yet
 * says why; a type without a balance says it has no limit.
 */
export function LeaveBalanceCards({
  balances,
  label = 'Leave balances',
  empty = 'No leave types apply yet.',
  action,
}: LeaveBalanceCardsProps) {
  if (balances.length === 0) {
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
      cols={{ base: 1, xs: 2, lg: 4 }}
      spacing="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {balances.map((balance) => (
        <LeaveBalanceCard key={balance.leaveType.id} balance={balance} action={action} />
      ))}
    </SimpleGrid>
  );
}

function LeaveBalanceCard({
  balance,
  action,
}: {
  balance: LeaveBalance;
  action?(balance: LeaveBalance): ReactNode;
}) {
  const { leaveType, available, entitlement, notYetEligible } = balance;
  const unlimited = available === null;
  const extra = action?.(balance);
  return (
    <Paper
      component="li"
      aria-label={leaveType.name}
      withBorder
      radius="md"
      p="sm"
      // The type's own colour marks the card; the name beside it says what it is.
      style={{ borderInlineStart: `4px solid ${leaveType.colour}` }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {leaveType.name}
        </Text>
        {!leaveType.paid && (
          <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
            Unpaid
          </Badge>
        )}
      </Group>
      {notYetEligible ? (
        <Text size="sm" c="dimmed" mt={6}>
          {notYetEligible}
        </Text>
      ) : (
        <>
          <Text size="sm" mt={4}>
            {unlimited ? (
              <Text span fw={700} fz="lg">
                {noAmountText(balance)}
              </Text>
            ) : (
              <>
                <Text span fw={700} fz="xl" c={Number(available) < 0 ? 'red' : undefined}>
                  {daysFigure(available)}
                </Text>{' '}
                <Text span inherit c="dimmed">
                  {entitlement !== null
                    ? `of ${daysText(entitlement)} available`
                    : Number(available) === 1
                      ? 'day available'
                      : 'days available'}
                </Text>
              </>
            )}
          </Text>
          <dl style={{ ...figures, marginTop: 'var(--mantine-spacing-xs)' }}>
            <Figure term="Taken" days={balance.taken} />
            <Figure term="Pending" days={balance.pending} />
            {!unlimited && <Figure term="Carried forward" days={balance.carriedForward} />}
            {Number(balance.expired) !== 0 && <Figure term="Expired" days={balance.expired} />}
            {Number(balance.adjusted) !== 0 && <Figure term="Adjusted" days={balance.adjusted} />}
          </dl>
        </>
      )}
      {extra && (
        <Group justify="flex-end" mt="xs">
          {extra}
        </Group>
      )}
    </Paper>
  );
}

function Figure({ term, days }: { term: string; days: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {term}
      </Text>
      <Text component="dd" size="sm" fw={500} style={figureValue}>
        {daysFigure(days)}
      </Text>
    </div>
  );
}
