import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { WageType } from '@tembusu/contracts/enums';
import type { PayslipLine } from '@tembusu/contracts/payroll-runs';
import { formatMoney, ltrText } from '../../../lib/format';
import { isNegative, unitSuffix, wageCodes, wageNames } from './payroll-run-format';

export const numericStyle = {
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
} as const;

/** OW, AW or NW, with the wage class spelt out on hover. */
export function WageBadge({ wage }: { wage: WageType | null }) {
  if (!wage) return null;
  return (
    <Tooltip label={wageNames[wage]}>
      <Text size="xs" fw={600} c="dimmed" span>
        {wageCodes[wage]}
      </Text>
    </Tooltip>
  );
}

/** A line's value as text: '2 days', '$3,400.00', '12.5%'; left to right in right-to-left pages. */
export function valueText(line: Pick<PayslipLine, 'id' | 'value' | 'unit'>): string {
  if (line.value === null || line.value === '') return '';
  // The overtime summary adds up the hours of the four lines under it.
  if (line.id === 'M8') return ltrText(`${line.value} hrs`);
  if (line.unit === 'Rate' || line.unit === 'Amount') return formatMoney(line.value);
  const suffix = line.unit ? unitSuffix[line.unit] : '';
  if (!suffix) return ltrText(line.value);
  return ltrText(suffix === '%' ? `${line.value}%` : `${line.value} ${suffix}`);
}

/**
 * The amount, right-aligned, with the arithmetic behind it a hover or focus away. `stale` dims a
 * figure that waits for the calculator.
 */
export function AmountWithDetail({
  line,
  stale = false,
  strong = false,
}: {
  line: Pick<PayslipLine, 'amount' | 'detail' | 'description'>;
  stale?: boolean;
  strong?: boolean;
}) {
  return (
    <Group gap={6} justify="flex-end" wrap="nowrap">
      {line.detail && (
        <Tooltip
          label={line.detail}
          multiline
          w={340}
          withArrow
          position="left"
          events={{ hover: true, focus: true, touch: true }}
        >
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={`How ${line.description} is worked out`}
          >
            <IconInfoCircle size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      <Text
        size="sm"
        style={numericStyle}
        fw={strong ? 700 : 500}
        c={stale ? 'dimmed' : isNegative(line.amount) ? 'red.8' : undefined}
        fs={stale ? 'italic' : undefined}
      >
        {formatMoney(line.amount)}
      </Text>
    </Group>
  );
}
