import {
  Alert,
  Button,
  Divider,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconDownload, IconPencil } from '@tabler/icons-react';
import { paymentModeLabels } from '@tembusu/contracts/enums';
import type { PayrollTotals, PayslipView } from '@tembusu/contracts/payroll-runs';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Ltr } from '../../../components/ltr-text';
import { PageHeader } from '../../../components/page-header';
import { RecordLoadFailure } from '../../../components/record-load-failure';
import { downloadFailedMessage, useDownload } from '../../../components/use-download';
import { formatDate, formatDateRange, formatMoney } from '../../../lib/format';
import { downloadPayslipPdf } from '../api/payroll-files';
import { usePayslipView } from '../api/payroll-runs';
import { numericStyle, valueText, WageBadge } from '../components/line-cells';
import { isNegative } from '../components/payroll-run-format';
import { PayrollStatusBadge } from '../components/payroll-status-badge';
import { decimalText } from '../components/payslip-editor-state';

/** A payroll id as the server takes one: its summary is a way back only when it is one. */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const totalsShown: [string, keyof PayrollTotals][] = [
  ['Gross pay', 'grossSalary'],
  ['Employee CPF', 'employeeCPF'],
  ['Community fund', 'communityFund'],
  ['Net pay', 'netPay'],
  ['Employer CPF', 'employerCPF'],
  ['SDL', 'sdl'],
];

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </Stack>
  );
}

function Document({ view }: { view: PayslipView }) {
  const { payslip, organization } = view;
  const bank = payslip.paymentMethodExt;
  return (
    <Paper withBorder radius="lg" p="xl" shadow="xs" maw={1100}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h3">
              {organization.name}
            </Title>
            {organization.uen && (
              <Text size="sm" c="dimmed">
                UEN {organization.uen}
              </Text>
            )}
            {organization.address && (
              <Text size="sm" c="dimmed">
                {/* An address may start with a number ("1 Raffles Place"): its own direction. */}
                <bdi>{organization.address}</bdi>
              </Text>
            )}
          </Stack>
          <Stack gap={2} align="flex-end">
            <Text fw={700} size="lg">
              Payslip {payslip.payslipNo}
            </Text>
            <Text size="sm" c="dimmed">
              Payroll #{view.payrollNo} · {view.periodLabel}
            </Text>
            <PayrollStatusBadge status={view.status} />
          </Stack>
        </Group>
        <Divider />
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="lg">
          <Field label="Employee">
            {payslip.employee.name}
            <Text size="xs" c="dimmed">
              {payslip.employee.employeeNumber}
            </Text>
          </Field>
          <Field label="Department">{payslip.employee.department?.name ?? '—'}</Field>
          <Field label="Pay period">{formatDateRange(view.startDate, view.endDate)}</Field>
          <Field label="Payment date">{formatDate(view.dateOfPayment)}</Field>
          <Field label="Payment method">
            {paymentModeLabels[payslip.paymentMethod]}
            {bank && (
              <Text size="xs" c="dimmed">
                {bank.bankName} - {bank.accountNumber}
              </Text>
            )}
          </Field>
          <Field label="Working days">
            <Ltr>
              {payslip.workingTime.workingDatesInRange.workingDays} of{' '}
              {payslip.workingTime.workingDatesInRange.workingDaysInMonth}
            </Ltr>
          </Field>
          <Field label="Hourly rate">
            {formatMoney(
              // Shown to the cent; the rate is kept to 4 places for the arithmetic.
              decimalText(payslip.workingTime.workingDatesInRange.hourlyRate, 2),
            )}
          </Field>
          <Field label="Currency">{payslip.currency}</Field>
        </SimpleGrid>
        {payslip.warnings.length > 0 && (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} title="Warnings">
            <List size="sm" spacing={4}>
              {payslip.warnings.map((warning) => (
                <List.Item key={warning.code}>{warning.message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Table.ScrollContainer minWidth={860}>
          <Table verticalSpacing="xs" aria-label="Payslip lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Pay item</Table.Th>
                <Table.Th>Category</Table.Th>
                <Table.Th>CPF</Table.Th>
                <Table.Th ta="right">Value</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>How it is worked out</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payslip.payRollItem.map((line, index) => {
                const total = line.id === 'TotalWages' || line.id === 'M11' || line.id === 'M7';
                return (
                  <Table.Tr
                    key={`${line.id}-${line.payItemId ?? index}`}
                    bg={total ? 'var(--mantine-color-gray-0)' : undefined}
                  >
                    <Table.Td ps={['M8a', 'M8b', 'M8c', 'M8d'].includes(line.id) ? 32 : undefined}>
                      <Text size="sm" fw={total ? 700 : 500}>
                        {line.description}
                      </Text>
                      {line.remarks && (
                        <Text size="xs" c="dimmed">
                          {line.remarks}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{line.category}</Text>
                    </Table.Td>
                    <Table.Td>
                      <WageBadge wage={line.cPFType} />
                    </Table.Td>
                    <Table.Td ta="right" style={numericStyle}>
                      <Text size="sm">{valueText(line)}</Text>
                    </Table.Td>
                    <Table.Td ta="right" style={numericStyle}>
                      <Text
                        size="sm"
                        fw={total ? 700 : 500}
                        c={isNegative(line.amount) ? 'red.8' : undefined}
                      >
                        {formatMoney(line.amount)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" c="dimmed" maw={380}>
                        {/* English that may start with a number ("0 hours in all"). */}
                        <bdi>{line.detail}</bdi>
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <SimpleGrid cols={{ base: 2, md: 3, lg: 6 }} spacing="md">
          {totalsShown.map(([label, key]) => (
            <Paper
              key={key}
              withBorder
              radius="md"
              p="sm"
              bg={key === 'netPay' ? 'var(--mantine-color-tembusu-0)' : undefined}
            >
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {label}
              </Text>
              <Text fw={700} size={key === 'netPay' ? 'lg' : 'md'} style={numericStyle}>
                {formatMoney(payslip.totals[key])}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Year to date ({view.periodLabel.slice(-4)})
          </Text>
          <Group gap="lg" wrap="wrap">
            {totalsShown.map(([label, key]) => (
              <Text key={key} size="sm" c="dimmed" style={numericStyle}>
                {label}{' '}
                <Text span fw={600} c="var(--mantine-color-text)">
                  {formatMoney(view.yearToDate[key])}
                </Text>
              </Text>
            ))}
          </Group>
        </Stack>
      </Stack>
    </Paper>
  );
}

export function PayslipViewPage() {
  const { id = '', payslipId = '' } = useParams();
  const { data, isPending, error } = usePayslipView(id, payslipId);
  const download = useDownload<'pdf'>();
  const summaryTitle = data ? `Summary of Payroll #${data.payrollNo}` : 'Summary of Payroll';
  const title = data ? `Payslip #${data.payslip.payslipNo}` : 'Payslip';
  return (
    <Stack gap="lg" pb={64}>
      <PageHeader
        trail={[
          { label: 'Payroll', to: '/payroll/list' },
          { label: 'Payroll List', to: '/payroll/list' },
          { label: summaryTitle, to: `/payroll/${id}` },
          { label: title },
        ]}
        title={title}
        action={
          data && (
            <Group gap="sm">
              <Button
                component={Link}
                to={`/payroll/${id}`}
                variant="default"
                leftSection={<IconArrowLeft size={18} className="tembusu-mirror-rtl" />}
              >
                Back
              </Button>
              <Button
                variant={data.status === 'draft' ? 'default' : 'filled'}
                leftSection={<IconDownload size={18} />}
                loading={download.pending === 'pdf'}
                onClick={() =>
                  download.start('pdf', () =>
                    downloadPayslipPdf(id, payslipId, data.payslip.payslipNo),
                  )
                }
              >
                Download PDF
              </Button>
              {data.status === 'draft' && (
                <Button
                  component={Link}
                  to={`/payroll/${id}/edit?payslipNo=${encodeURIComponent(data.payslip.payslipNo)}`}
                  leftSection={<IconPencil size={18} />}
                >
                  Edit Payslip
                </Button>
              )}
            </Group>
          )
        }
      />
      {isPending && <LoadingSpinner />}
      {error && (
        <RecordLoadFailure
          error={error}
          what="payslip"
          notFoundTitle="Payslip not found"
          {...(uuidPattern.test(id)
            ? { backTo: `/payroll/${id}`, backLabel: 'Back to the payroll' }
            : { backTo: '/payroll/list', backLabel: 'Back to the payroll list' })}
        />
      )}
      {data && <Document view={data} />}
      <ErrorDialog
        opened={download.failed}
        message={downloadFailedMessage}
        onClose={download.dismiss}
      />
    </Stack>
  );
}
