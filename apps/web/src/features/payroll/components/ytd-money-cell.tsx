import { Table, type TableTdProps, Text } from '@mantine/core';
import type { YtdFigures } from '@tembusu/contracts/payroll-reports';
import { formatMoney } from '../../../lib/format';
import { fundsPaid } from './ytd-figures';

export const numericCell = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** A money amount in a table: $ with two decimals, right-aligned, digits lined up. */
export function MoneyCell({ amount, ...props }: { amount: string } & TableTdProps) {
  return (
    <Table.Td ta="right" style={numericCell} {...props}>
      {formatMoney(amount)}
    </Table.Td>
  );
}

/** The community funds' total, with each fund that came to something under it. */
export function FundsCell({ figures }: { figures: YtdFigures }) {
  return (
    <Table.Td ta="right" style={numericCell}>
      {formatMoney(figures.communityFund)}
      {fundsPaid(figures).map((fund) => (
        <Text key={fund.label} size="xs" c="dimmed" fw={400} style={numericCell}>
          {fund.label} {formatMoney(fund.amount)}
        </Text>
      ))}
    </Table.Td>
  );
}
