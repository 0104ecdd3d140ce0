import {
  ActionIcon,
  Alert,
  Badge,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconRestore } from '@tabler/icons-react';
import { type PaymentPeriod, payFrequencyLabels } from '@tembusu/contracts/payroll';
import { monthAbbreviations } from '@tembusu/contracts/reference/months';
import { useState } from 'react';
import { errorMessage } from '../../../api/http';
import { DatePicker } from '../../../components/date-picker';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { ltrText } from '../../../lib/format';
import { usePaymentPeriods, useSetPaymentDate } from '../api/payroll-settings';
import { PayrollHeader } from '../components/payroll-header';
import { salaryDueWithinDays } from '../components/settings-form';

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/**
 * "2026-09-01" → "1 Sep 2026": the date as it is, whatever the browser's time zone; left to right
 * in right-to-left pages (lib/format.ts).
 */
function formatDay(iso: string) {
  const [year, month, day] = iso.split('-').map(Number);
  return ltrText(`${day} ${monthAbbreviations[(month ?? 1) - 1]} ${year}`);
}

const dayOfWeek = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const weekdayOf = (iso: string) => weekdays[dayOfWeek(iso)];
const isWeekend = (iso: string) => dayOfWeek(iso) === 0 || dayOfWeek(iso) === 6;

function PeriodRow({
  period,
  onFailure,
}: {
  period: PaymentPeriod;
  onFailure(message: string): void;
}) {
  const setPaymentDate = useSetPaymentDate();
  // What was picked shows at once; the server's answer replaces it (or, on failure, restores).
  const [picked, setPicked] = useState<string | null>(null);
  const shown = picked ?? period.paymentDate;
  const save = async (paymentDate: string | null) => {
    setPicked(paymentDate);
    try {
      await setPaymentDate.mutateAsync({
        year: period.year,
        periodValue: period.periodValue,
        paymentDate,
      });
    } catch (failure) {
      onFailure(errorMessage(failure));
    } finally {
      setPicked(null);
    }
  };

  return (
    <Table.Tr>
      <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
        {period.label}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(period.startDate)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(period.endDate)}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <div style={{ width: 170 }}>
            <DatePicker
              name={`payment-date-${period.periodValue}`}
              ariaLabel={`${period.label} payment date`}
              value={shown}
              minDate={period.startDate}
              disabled={setPaymentDate.isPending}
              onChange={(value) => {
                if (value && value !== period.paymentDate) void save(value);
              }}
            />
          </div>
          {setPaymentDate.isPending ? (
            <Loader size="xs" aria-label="Saving" />
          ) : (
            <Text
              size="sm"
              w={32}
              c={isWeekend(shown) ? 'orange.8' : 'dimmed'}
              title={isWeekend(shown) ? 'A weekend day' : undefined}
            >
              {weekdayOf(shown)}
            </Text>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          {period.isCustomPaymentDate ? (
            <Badge variant="light" color="blue" radius="sm">
              Custom
            </Badge>
          ) : (
            <Text size="sm" c="dimmed">
              Default
            </Text>
          )}
          {period.paidLate && (
            <Tooltip
              label={`Later than the Employment Act allows: salary is due within ${salaryDueWithinDays} days after the period ends`}
              multiline
              w={260}
            >
              <Badge
                variant="light"
                color="orange"
                radius="sm"
                leftSection={<IconAlertTriangle size={12} />}
              >
                Paid late
              </Badge>
            </Tooltip>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        {period.isCustomPaymentDate && (
          <Tooltip label="Reset to the default date">
            <ActionIcon
              variant="subtle"
              aria-label={`Reset ${period.label} payment date`}
              onClick={() => void save(null)}
              disabled={setPaymentDate.isPending}
            >
              <IconRestore size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

export function PaymentPeriodsPage() {
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const { data, isPending, error, isPlaceholderData } = usePaymentPeriods(year);
  const [failure, setFailure] = useState<string | null>(null);
  const frequency = data?.[0]?.periodType;

  return (
    <Stack gap="lg">
      <PayrollHeader
        trail={[{ label: 'Settings', to: '/payroll/setting' }, { label: 'Payment periods' }]}
        title="Payment periods"
      />
      <Paper withBorder radius="lg" p="lg" shadow="xs">
        <Group justify="space-between" mb="md" gap="md" align="flex-start">
          <Stack gap={4} maw={640}>
            {frequency && (
              <Text size="sm" fw={600}>
                {payFrequencyLabels[frequency]} pay
              </Text>
            )}
            <Text c="dimmed" size="sm">
              Each period is paid on the default day from the payroll settings. Pick another date
              for a period to move its payment, for example before a public holiday.
            </Text>
          </Stack>
          <SegmentedControl
            aria-label="Year"
            value={String(year)}
            onChange={(value) => setYear(Number(value))}
            data={[thisYear - 1, thisYear, thisYear + 1].map(String)}
          />
        </Group>
        {isPending && <LoadingSpinner />}
        {error && <Alert color="red">{error.message}</Alert>}
        {data && (
          <Table.ScrollContainer minWidth={820}>
            <Table
              verticalSpacing="xs"
              aria-label={`Payment periods ${year}`}
              style={{ opacity: isPlaceholderData ? 0.6 : 1 }}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Period</Table.Th>
                  <Table.Th>Start</Table.Th>
                  <Table.Th>End</Table.Th>
                  <Table.Th>Payment date</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th w={72}>Action</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((period) => (
                  <PeriodRow
                    key={`${period.periodType}-${period.year}-${period.periodValue}`}
                    period={period}
                    onFailure={setFailure}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <ErrorDialog
        opened={failure !== null}
        message={failure ?? ''}
        onClose={() => setFailure(null)}
      />
    </Stack>
  );
}
