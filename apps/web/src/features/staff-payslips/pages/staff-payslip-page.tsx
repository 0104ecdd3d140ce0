import {
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconDownload } from '@tabler/icons-react';
import {
  type PayslipLine,
  type PayslipView,
  payrollNumberText,
  payrollStatusLabels,
} from '@tembusu/contracts/payroll-runs';
import { paymentMethodText, splitPayslipLines } from '@tembusu/contracts/payslip-lines';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { usePhoneLayout } from '../../../components/data-table';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { RecordLoadFailure } from '../../../components/record-load-failure';
import { downloadFailedMessage, useDownload } from '../../../components/use-download';
import { formatDate, formatDateRange, formatMoney } from '../../../lib/format';
import { downloadPayslipPdf, useStaffPayslip } from '../api/staff-payslips';
import { isEmptyLine, lineValue } from '../components/payslip-lines';

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
const subtotalRow = {
  fontWeight: 700,
  background: 'var(--mantine-color-gray-0)',
  borderTop: '2px solid var(--mantine-color-gray-3)',
} as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" mt={2}>
        {children}
      </Text>
    </div>
  );
}

function Heading({ view }: { view: PayslipView }) {
  const { organization, payslip } = view;
  // On a phone the net pay wraps under the employer's name, so it lines up with it.
  const phone = usePhoneLayout();
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} shadow="xs">
      <Group justify="space-between" align="flex-start" mb="lg">
        <div>
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
        </div>
        <Stack gap={4} align={phone ? 'flex-start' : 'flex-end'}>
          <Badge variant="light" color={view.status === 'paid' ? 'tembusu' : 'blue'}>
            {payrollStatusLabels[view.status]}
          </Badge>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} mt={6}>
            Net pay
          </Text>
          <Text
            fz={28}
            fw={700}
            lh={1.1}
            c="tembusu.8"
            style={{ fontVariantNumeric: 'tabular-nums' }}
            aria-label="Net pay this month"
          >
            {formatMoney(payslip.totals.netPay)}
          </Text>
          <Text size="xs" c="dimmed">
            from total wages of {formatMoney(payslip.totals.grossSalary)}
          </Text>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="md">
        <Fact label="Employee">
          {payslip.employee.name} ({payslip.employee.employeeNumber})
        </Fact>
        <Fact label="Department">{payslip.employee.department?.name ?? '—'}</Fact>
        <Fact label="Salary period">
          {view.periodLabel}: {formatDateRange(view.startDate, view.endDate, ' to ')}
        </Fact>
        <Fact label="Payment date">{formatDate(view.dateOfPayment)}</Fact>
        <Fact label="Payment method">{paymentMethodText(payslip)}</Fact>
        <Fact label="Payroll">{payrollNumberText(view.payrollNo, view.kind)}</Fact>
      </SimpleGrid>
    </Paper>
  );
}

/** `phone`: the value moves under the item, leaving the item and its amount the width. */
function LineRow({ line, phone }: { line: PayslipLine; phone: boolean }) {
  const quiet = isEmptyLine(line);
  const value = lineValue(line);
  return (
    <Table.Tr c={quiet ? 'dimmed' : undefined}>
      <Table.Td>
        <Text size="sm" fw={quiet ? undefined : 500}>
          {line.description}
        </Text>
        {phone && value && <Text size="xs">Value: {value}</Text>}
        {line.detail && !quiet && (
          <Text size="xs" c="dimmed">
            {line.detail}
          </Text>
        )}
        {line.remarks && (
          <Text size="xs" c="dimmed" fs="italic">
            {line.remarks}
          </Text>
        )}
      </Table.Td>
      {!phone && (
        <Table.Td ta="right" style={numeric}>
          {value}
        </Table.Td>
      )}
      <Table.Td ta="right" style={numeric}>
        {formatMoney(line.amount)}
      </Table.Td>
    </Table.Tr>
  );
}

function Lines({ view }: { view: PayslipView }) {
  const { earnings, totalWages, deductions, netPay } = splitPayslipLines(view.payslip.payRollItem);
  const phone = usePhoneLayout();
  const labelSpan = phone ? 1 : 2;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} shadow="xs">
      <Title order={2} size="h4" mb="md">
        Pay and deductions
      </Title>
      <Table verticalSpacing="xs" aria-label="Payslip lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            {!phone && (
              <Table.Th ta="right" w={130}>
                Value
              </Table.Th>
            )}
            <Table.Th ta="right" w={phone ? undefined : 130}>
              Amount
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {earnings.map((line, index) => (
            <LineRow key={`${line.id}-${line.payItemId ?? index}`} line={line} phone={phone} />
          ))}
          {totalWages && (
            <Table.Tr style={subtotalRow}>
              <Table.Td colSpan={labelSpan}>{totalWages.description}</Table.Td>
              <Table.Td ta="right" style={numeric}>
                {formatMoney(totalWages.amount)}
              </Table.Td>
            </Table.Tr>
          )}
          {deductions.map((line, index) => (
            <LineRow key={`${line.id}-${line.payItemId ?? index}`} line={line} phone={phone} />
          ))}
          {netPay && (
            <Table.Tr
              aria-label="Net Pay"
              style={{ ...subtotalRow, background: 'var(--mantine-color-tembusu-0)' }}
            >
              <Table.Td colSpan={labelSpan} fz="md">
                Net Pay
              </Table.Td>
              <Table.Td ta="right" fz="md" style={numeric}>
                {formatMoney(netPay.amount)}
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

function FigureList({
  title,
  label,
  rows,
}: {
  title: string;
  label: string;
  rows: [string, string, boolean?][];
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} shadow="xs">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Table verticalSpacing={6} aria-label={label}>
        <Table.Tbody>
          {rows.map(([name, amount, bold]) => (
            <Table.Tr key={name} fw={bold ? 700 : undefined}>
              <Table.Td ps={0}>{name}</Table.Td>
              <Table.Td pe={0} ta="end" style={numeric}>
                {formatMoney(amount)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

function Notes({ view }: { view: PayslipView }) {
  if (view.payslip.warnings.length === 0) return null;
  return (
    <Alert
      color="yellow"
      radius="lg"
      title="Notes"
      icon={<IconAlertTriangle size={20} />}
      aria-label="Notes"
    >
      <List size="sm" spacing={4}>
        {view.payslip.warnings.map((warning) => (
          <List.Item key={warning.code}>{warning.message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

export function StaffPayslipPage() {
  const { id } = useParams();
  const { data, isPending, error } = useStaffPayslip(id);
  const download = useDownload<'pdf'>();
  const title = data ? `Payslip ${data.payslip.payslipNo}` : 'Payslip';
  const year = data?.startDate.slice(0, 4) ?? '';

  return (
    <Stack gap="lg">
      <PageHeader
        trail={[{ label: 'Payslips', to: '/staff-payslip' }, { label: title }]}
        title={title}
        action={
          <Group gap="sm">
            <Button
              component={Link}
              to="/staff-payslip"
              variant="default"
              leftSection={<IconArrowLeft size={18} className="tembusu-mirror-rtl" />}
            >
              Back
            </Button>
            {data && (
              <Button
                leftSection={<IconDownload size={18} />}
                loading={download.pending === 'pdf'}
                onClick={() =>
                  download.start('pdf', () =>
                    downloadPayslipPdf(data.payslip.id, data.payslip.payslipNo),
                  )
                }
              >
                Download PDF
              </Button>
            )}
          </Group>
        }
      />
      {isPending && <LoadingSpinner />}
      {error && (
        <RecordLoadFailure
          error={error}
          what="payslip"
          notFoundTitle="Payslip not found"
          notFoundText="This payslip is not one of yours, or its payroll has not been released yet."
          backTo="/staff-payslip"
          backLabel="Back to my payslips"
        />
      )}
      {data && (
        <>
          <Heading view={data} />
          <Grid gap="lg" align="flex-start">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <Lines view={data} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Stack gap="lg">
                <FigureList
                  title="Paid by your employer"
                  label="Employer contributions"
                  rows={[
                    ['Employer CPF', data.payslip.totals.employerCPF],
                    ['Skills Development Levy', data.payslip.totals.sdl],
                  ]}
                />
                <FigureList
                  title={`Year to date (${year})`}
                  label="Year to date"
                  rows={[
                    ['Gross pay', data.yearToDate.grossSalary],
                    ['Employee CPF', data.yearToDate.employeeCPF],
                    ['Employer CPF', data.yearToDate.employerCPF],
                    ['Community funds', data.yearToDate.communityFund],
                    ['SDL', data.yearToDate.sdl],
                    ['Net pay', data.yearToDate.netPay, true],
                  ]}
                />
                <Notes view={data} />
              </Stack>
            </Grid.Col>
          </Grid>
        </>
      )}
      <ErrorDialog
        opened={download.failed}
        message={downloadFailedMessage}
        onClose={download.dismiss}
      />
    </Stack>
  );
}
