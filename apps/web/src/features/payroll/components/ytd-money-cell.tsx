import { Table, type TableTdProps } from '@mantine/core';
import { formatMoney } from '../../../lib/format';

export const numericCell = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** A money amount in a table: $ with two decimals, right-aligned, digits lined up. */
export function MoneyCell({ amount, ...props }: { amount: string } & TableTdProps) {
  return (
    <Table.Td ta="right" style={numericCell} {...props}>
      {formatMoney(amount)}
    </Table.Td>
  );
}
