import { Alert, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  type CpfYearEnd,
  type CpfYearEndRow,
  cpfSettlementLabels,
} from '@tembusu/contracts/payroll-reports';
import { monthAbbreviations } from '@tembusu/contracts/reference/months';
import { useSearchParams } from 'react-router';
import { DataTable, dataColumns } from '../../../components/data-table';
import { ExportButtons } from '../../../components/export-buttons';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { formatMoney } from '../../../lib/format';
import { yearChoices, yearFromParam } from '../../../lib/years';
import { exportCpfYearEnd, useCpfYearEnd } from '../api/ytd-reports';
import { PayrollHeader } from '../components/payroll-header';

type Row = CpfYearEndRow & { id: string };

const settlementColors = { topUp: 'orange.8', refund: 'teal.8', none: 'dimmed' } as const;

const column = dataColumns<Row>();

const columns = column.columns([
  column.display({
    id: 'employee',
    header: 'Employee',
    cell: ({ row: { original: row } }) => (
      <>
        <Text size="sm" fw={600}>
          {row.name}
        </Text>
        <Text size="xs" c="dimmed">
          {row.employeeNumber} · {row.idType} {row.idNumber}
        </Text>
      </>
    ),
  }),
  column.display({
    id: 'through',
    header: 'Worked out through',
    cell: ({ row: { original: row } }) =>
      row.occasion === 'leaving'
        ? `${monthAbbreviations[row.throughMonth - 1]} (left)`
        : `${monthAbbreviations[row.throughMonth - 1]} (year end)`,
    meta: { nowrap: true },
  }),
  column.accessor((row) => formatMoney(row.ordinaryWagesForYear), {
    id: 'ordinaryWagesForYear',
    header: 'OW in the year',
    meta: { numeric: true, nowrap: true },
  }),
  column.accessor((row) => formatMoney(row.additionalWageCeiling), {
    id: 'additionalWageCeiling',
    header: 'AW ceiling',
    meta: { numeric: true, nowrap: true },
  }),
  column.accessor((row) => formatMoney(row.additionalWages), {
    id: 'additionalWages',
    header: 'AW paid',
    meta: { numeric: true, nowrap: true },
  }),
  column.accessor((row) => formatMoney(row.additionalWagesSubjectToCpf), {
    id: 'additionalWagesSubjectToCpf',
    header: 'AW for CPF',
    meta: { numeric: true, nowrap: true },
  }),
  column.accessor((row) => formatMoney(row.contributed.total), {
    id: 'contributed',
    header: 'CPF contributed',
    meta: { numeric: true, nowrap: true },
  }),
  column.accessor((row) => formatMoney(row.due.total), {
    id: 'due',
    header: 'CPF due',
    meta: { numeric: true, nowrap: true },
  }),
  column.display({
    id: 'difference',
    header: 'Difference',
    cell: ({ row: { original: row } }) => (
      <>
        <Text size="sm" fw={600}>
          {formatMoney(row.difference.total)}
        </Text>
        {row.settlement !== 'none' && (
          <Text size="xs" c="dimmed">
            Employee {formatMoney(row.difference.employee)} · Employer{' '}
            {formatMoney(row.difference.employer)}
          </Text>
        )}
      </>
    ),
    meta: { numeric: true },
  }),
  column.display({
    id: 'settlement',
    header: 'Settlement',
    cell: ({ row: { original: row } }) => (
      <Text size="sm" fw={600} c={settlementColors[row.settlement]}>
        {cpfSettlementLabels[row.settlement]}
      </Text>
    ),
    meta: { nowrap: true },
  }),
]);

function Totals({ report }: { report: CpfYearEnd }) {
  const figures = [
    {
      label: 'Top-ups to pay',
      value: formatMoney(report.topUps.total),
      note: `Employee ${formatMoney(report.topUps.employee)} · employer ${formatMoney(report.topUps.employer)}`,
    },
    {
      label: 'Refunds to claim',
      value: formatMoney(report.refunds.total),
      note: `Employee ${formatMoney(report.refunds.employee)} · employer ${formatMoney(report.refunds.employer)}`,
    },
    {
      label: 'Not yet due',
      value: String(report.notYetDue),
      note: 'Paid this year, worked out in December or when they leave',
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder radius="lg" p="md" shadow="xs">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {figure.label}
          </Text>
          <Text size="xl" fw={700} mt={4} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {figure.value}
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            {figure.note}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

export function CpfYearEndPage() {
  const [params, setParams] = useSearchParams();
  const currentYear = new Date().getFullYear();
  const year = yearFromParam(params.get('year'), currentYear);
  const { data, isPending, isPlaceholderData, error } = useCpfYearEnd(year);

  return (
    <Stack gap="lg">
      <PayrollHeader
        trail={[{ label: 'CPF year-end' }]}
        title="CPF year-end"
        action={<ExportButtons exportAs={(format) => exportCpfYearEnd(year, format)} />}
      />
      <Paper withBorder radius="lg" p="lg" shadow="xs">
        <Group align="flex-end" gap="md" mb="md">
          <Select
            label="Year"
            data={yearChoices(currentYear, year)}
            value={String(year)}
            onChange={(value) => value && setParams({ year: value }, { replace: true })}
            allowDeselect={false}
            w={120}
          />
          <Text c="dimmed" size="sm" maw={640} pb={6}>
            During the year, CPF on additional wages rests on a projection of the year's ordinary
            wages. Once December is paid, or an employee's last month, it is worked out again on
            what was actually paid: pay a top-up to the CPF Board with the next contribution, or
            claim a refund of the excess.
          </Text>
        </Group>
        {isPending && <LoadingSpinner />}
        {error && <Alert color="red">{error.message}</Alert>}
        {data && (
          <Stack gap="md" style={{ opacity: isPlaceholderData ? 0.6 : 1 }}>
            <Totals report={data} />
            {data.excludedFromCpf > 0 && (
              <Text size="sm" c="dimmed">
                {data.excludedFromCpf === 1
                  ? '1 employee is left out: their payslips were made without CPF.'
                  : `${data.excludedFromCpf} employees are left out: their payslips were made without CPF.`}
              </Text>
            )}
            {data.rows.length === 0 ? (
              <Text c="dimmed" ta="center" py="lg">
                Nobody's {year} is settled yet: pay December, or an employee's last month.
              </Text>
            ) : (
              <DataTable
                columns={columns}
                rows={data.rows.map((row) => ({ ...row, id: row.employeeId }))}
                label={`CPF year-end ${year}`}
                minWidth={1100}
              />
            )}
            {data.source && (
              <Text size="xs" c="dimmed">
                AW ceiling: {data.source}
              </Text>
            )}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
