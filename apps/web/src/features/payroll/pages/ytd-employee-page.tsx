import {
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { YtdEmployee } from '@tembusu/contracts/payroll-reports';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/http';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { RecordLoadFailure } from '../../../components/record-load-failure';
import { formatDate, formatMoney } from '../../../lib/format';
import { yearFromParam } from '../../../lib/years';
import { useYtdEmployee } from '../api/ytd-reports';
import { coveredMonths } from '../components/opening-balance-form';
import { PayrollHeader } from '../components/payroll-header';
import {
  employmentDates,
  fundsPaid,
  monthFigureColumns,
  ytdPayItemSections,
} from '../components/ytd-figures';
import { MoneyCell } from '../components/ytd-money-cell';

const nowrap = { whiteSpace: 'nowrap' } as const;
const totalRow = {
  fontWeight: 700,
  background: 'var(--mantine-color-gray-0)',
  borderTop: '2px solid var(--mantine-color-gray-3)',
} as const;

const glance = [
  { key: 'grossSalary', label: 'Gross pay' },
  { key: 'employeeCPF', label: 'Employee CPF' },
  { key: 'employerCPF', label: 'Employer CPF' },
  { key: 'netPay', label: 'Net pay' },
] as const;

function YearAtAGlance({ report }: { report: YtdEmployee }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      {glance.map((figure) => (
        <Paper key={figure.key} withBorder radius="lg" p="md" shadow="xs">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {figure.label}
          </Text>
          <Text size="xl" fw={700} mt={4} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(report.totals[figure.key])}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function Months({ report }: { report: YtdEmployee }) {
  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs">
      <Title order={2} size="h4" mb="md">
        Month by month
      </Title>
      <Table.ScrollContainer minWidth={900}>
        <Table verticalSpacing="sm" aria-label="Month by month">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Period</Table.Th>
              <Table.Th style={nowrap}>Payslip No.</Table.Th>
              <Table.Th style={nowrap}>Payment Date</Table.Th>
              {monthFigureColumns.map((column) => (
                <Table.Th key={column.key} ta="right" title={column.title} style={nowrap}>
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.openingBalance && (
              <Table.Tr>
                <Table.Td fw={600} colSpan={3}>
                  Opening balance ({coveredMonths(report.openingBalance.throughMonth, report.year)})
                </Table.Td>
                {monthFigureColumns.map((column) => (
                  <MoneyCell key={column.key} amount={report.openingBalance?.[column.key] ?? ''} />
                ))}
              </Table.Tr>
            )}
            {report.months.map((month) => (
              <Table.Tr key={month.payslipId}>
                <Table.Td fw={600} style={nowrap}>
                  {month.periodLabel}
                </Table.Td>
                <Table.Td style={nowrap}>
                  <Anchor
                    component={Link}
                    to={`/payroll/${month.payrollId}/payslip/${month.payslipId}/view`}
                    inherit
                  >
                    {month.payslipNo}
                  </Anchor>
                </Table.Td>
                <Table.Td style={nowrap}>{formatDate(month.dateOfPayment)}</Table.Td>
                {monthFigureColumns.map((column) => (
                  <MoneyCell key={column.key} amount={month[column.key]} />
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr aria-label="Total" style={totalRow}>
              <Table.Td colSpan={3}>Total</Table.Td>
              {monthFigureColumns.map((column) => (
                <MoneyCell key={column.key} amount={report.totals[column.key]} />
              ))}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function PayItemRow({ description, amount }: { description: string; amount: string }) {
  return (
    <Table.Tr>
      <Table.Td>{description}</Table.Td>
      <MoneyCell amount={amount} />
    </Table.Tr>
  );
}

function SubtotalRow({ description, amount }: { description: string; amount: string }) {
  return (
    <Table.Tr style={totalRow}>
      <Table.Td>{description}</Table.Td>
      <MoneyCell amount={amount} />
    </Table.Tr>
  );
}

function PayItems({ report }: { report: YtdEmployee }) {
  const { earnings, totalWages, deductions, netPay } = ytdPayItemSections(report.payItems);
  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs">
      <Title order={2} size="h4" mb={4}>
        By pay item
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Each pay item added up over the year's payslips; absence, overtime and pay items that came
        to nothing are left out.
        {report.openingBalance && ' The opening balance has no pay items, so it is not in them.'}
      </Text>
      <Table verticalSpacing="xs" aria-label="By pay item">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Pay Item</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {earnings.map((item) => (
            <PayItemRow key={`${item.code} ${item.description}`} {...item} />
          ))}
          {totalWages && <SubtotalRow {...totalWages} />}
          {deductions.map((item) => (
            <PayItemRow key={`${item.code} ${item.description}`} {...item} />
          ))}
          {netPay && <SubtotalRow {...netPay} />}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

function FigureCard({
  title,
  rows,
}: {
  title: string;
  rows: { label: string; amount: string; total?: boolean }[];
}) {
  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Table verticalSpacing="xs" aria-label={title}>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label} style={row.total ? totalRow : undefined}>
              <Table.Td>{row.label}</Table.Td>
              <MoneyCell amount={row.amount} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

export function YtdEmployeePage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const year = yearFromParam(params.get('year'), new Date().getFullYear());
  const { data, isPending, error } = useYtdEmployee(id, year);
  const summaryPath = `/payroll/ytd-summary-report?year=${year}`;
  const notFound = error instanceof ApiError && error.status === 404;

  return (
    <Stack gap="lg">
      <PayrollHeader
        trail={[
          { label: 'YTD Summary Report', to: summaryPath },
          { label: data?.employee.name ?? 'Employee' },
        ]}
        title={data ? `${data.employee.name} · ${year}` : `Year to date · ${year}`}
        action={
          <Button
            component={Link}
            to={summaryPath}
            variant="default"
            leftSection={<IconArrowLeft size={18} className="tembusu-mirror-rtl" />}
          >
            Back to YTD Summary Report
          </Button>
        }
      />
      {isPending && <LoadingSpinner />}
      {notFound && (
        <Alert color="gray" title={`No payslips in ${year}`}>
          This employee has no payslip in a confirmed or paid payroll of {year}, and no opening
          balance for it.
        </Alert>
      )}
      {error && !notFound && (
        <RecordLoadFailure
          error={error}
          what="employee"
          backTo={summaryPath}
          backLabel="Back to YTD Summary Report"
        />
      )}
      {data && (
        <>
          <Group gap="xl">
            <Text size="sm">
              <Text span c="dimmed">
                Employee No.{' '}
              </Text>
              {data.employee.employeeNumber}
            </Text>
            <Text size="sm">
              <Text span c="dimmed">
                {data.employee.idType}{' '}
              </Text>
              {data.employee.idNumber}
            </Text>
            <Text size="sm">
              <Text span c="dimmed">
                Department{' '}
              </Text>
              {data.employee.departmentName ?? '—'}
            </Text>
            <Text size="sm">{employmentDates(data.employee)}</Text>
            <Text size="sm">
              <Text span c="dimmed">
                Payslips{' '}
              </Text>
              {data.months.length}
            </Text>
          </Group>
          <YearAtAGlance report={data} />
          <Months report={data} />
          <Grid gap="lg" align="flex-start">
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <PayItems report={data} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <Stack gap="lg">
                <FigureCard
                  title="Wages subject to CPF"
                  rows={[
                    { label: 'Ordinary wages (OW)', amount: data.totals.ordinaryWagesForCpf },
                    { label: 'Additional wages (AW)', amount: data.totals.additionalWagesForCpf },
                  ]}
                />
                <FigureCard
                  title="Community funds"
                  rows={[
                    ...fundsPaid(data.totals),
                    { label: 'Total', amount: data.totals.communityFund, total: true },
                  ]}
                />
                <FigureCard
                  title="Paid by the employer"
                  rows={[
                    { label: 'Employer CPF', amount: data.totals.employerCPF },
                    { label: 'Skills Development Levy', amount: data.totals.sdl },
                  ]}
                />
              </Stack>
            </Grid.Col>
          </Grid>
        </>
      )}
    </Stack>
  );
}
