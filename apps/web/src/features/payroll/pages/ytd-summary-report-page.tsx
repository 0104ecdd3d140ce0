import { Alert, Anchor, Group, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { defaultPageSize } from '@tembusu/contracts/api';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ExportButtons } from '../../../components/export-buttons';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Pagination } from '../../../components/pagination';
import { yearChoices, yearFromParam } from '../../../lib/years';
import { exportYtdSummary, useYtdSummary } from '../api/ytd-reports';
import { PayrollHeader } from '../components/payroll-header';
import {
  employeeCount,
  employmentDates,
  rowMatches,
  summaryFigureColumns,
} from '../components/ytd-figures';
import { FundsCell, MoneyCell, numericCell } from '../components/ytd-money-cell';

const nowrap = { whiteSpace: 'nowrap' } as const;

export function ytdEmployeePath(employeeId: string, year: number): string {
  return `/payroll/ytd-summary-report/${employeeId}?year=${year}`;
}

export function YtdSummaryReportPage() {
  const [params, setParams] = useSearchParams();
  const currentYear = new Date().getFullYear();
  const year = yearFromParam(params.get('year'), currentYear);
  const { data, isPending, isPlaceholderData, error } = useYtdSummary(year);
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

  const rows = data?.rows ?? [];
  const matching = rows.filter((row) => rowMatches(row, search));
  const current = Math.min(page, Math.max(1, Math.ceil(matching.length / defaultPageSize)));
  const shown = matching.slice((current - 1) * defaultPageSize, current * defaultPageSize);
  const payslips = rows.reduce((sum, row) => sum + row.payslips, 0);

  const chooseYear = (value: string | null) => {
    if (!value) return;
    setParams({ year: value }, { replace: true });
    setPage(1);
  };

  return (
    <Stack gap="lg">
      <PayrollHeader
        trail={[{ label: 'YTD Summary Report' }]}
        title="YTD Summary Report"
        action={<ExportButtons exportAs={(format) => exportYtdSummary(year, format)} />}
      />
      <Paper withBorder radius="lg" p="lg" shadow="xs">
        <Group justify="space-between" align="flex-end" mb="md" gap="md">
          <Group align="flex-end" gap="md">
            <Select
              label="Year"
              data={yearChoices(currentYear, year)}
              value={String(year)}
              onChange={chooseYear}
              allowDeselect={false}
              w={120}
            />
            <Text c="dimmed" size="sm" maw={520} pb={6}>
              Pay for the year from confirmed and paid payrolls and opening balances, per employee.
              OW and AW are the wages subject to CPF. Open an employee for their months and pay
              items.
            </Text>
          </Group>
          <TextInput
            aria-label="Search employees"
            placeholder="Name, number or department"
            leftSection={<IconSearch size={16} />}
            w={300}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
        </Group>
        {isPending && <LoadingSpinner />}
        {error && <Alert color="red">{error.message}</Alert>}
        {data && (
          <Table.ScrollContainer minWidth={1180}>
            <Table
              fz="xs"
              verticalSpacing="sm"
              horizontalSpacing={8}
              highlightOnHover
              aria-label={`YTD summary ${year}`}
              style={{ opacity: isPlaceholderData ? 0.6 : 1 }}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Employee</Table.Th>
                  <Table.Th>Employee No.</Table.Th>
                  <Table.Th>Department</Table.Th>
                  <Table.Th ta="right">Payslips</Table.Th>
                  {summaryFigureColumns.map((column) => (
                    <Table.Th key={column.key} ta="right" title={column.title}>
                      {column.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.length === 0 && (
                  <Table.Tr>
                    <Table.Td
                      colSpan={4 + summaryFigureColumns.length}
                      ta="center"
                      c="dimmed"
                      fz="sm"
                      py="lg"
                    >
                      Table is empty
                    </Table.Td>
                  </Table.Tr>
                )}
                {rows.length > 0 && matching.length === 0 && (
                  <Table.Tr>
                    <Table.Td
                      colSpan={4 + summaryFigureColumns.length}
                      ta="center"
                      c="dimmed"
                      fz="sm"
                      py="lg"
                    >
                      No employee matches “{search.trim()}”.
                    </Table.Td>
                  </Table.Tr>
                )}
                {shown.map((row) => (
                  <Table.Tr
                    key={row.employeeId}
                    style={{ cursor: 'pointer' }}
                    onClick={() => navigate(ytdEmployeePath(row.employeeId, year))}
                  >
                    <Table.Td fw={600}>
                      <Anchor
                        component={Link}
                        to={ytdEmployeePath(row.employeeId, year)}
                        inherit
                        c="inherit"
                        fw={600}
                        onClick={(event) => event.stopPropagation()}
                      >
                        {row.name}
                      </Anchor>
                      <Text size="xs" c="dimmed" fw={400} style={nowrap}>
                        {row.idType} {row.idNumber}
                      </Text>
                      <Text size="xs" c="dimmed" fw={400} style={nowrap}>
                        {employmentDates(row)}
                      </Text>
                    </Table.Td>
                    <Table.Td style={nowrap}>{row.employeeNumber}</Table.Td>
                    <Table.Td>{row.departmentName ?? '—'}</Table.Td>
                    <Table.Td ta="right" style={numericCell}>
                      {row.payslips}
                    </Table.Td>
                    {summaryFigureColumns.map((column) =>
                      column.key === 'communityFund' ? (
                        <FundsCell key={column.key} figures={row} />
                      ) : (
                        <MoneyCell key={column.key} amount={row[column.key]} />
                      ),
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
              {rows.length > 0 && (
                <Table.Tfoot>
                  <Table.Tr
                    aria-label="Total"
                    style={{
                      fontWeight: 700,
                      background: 'var(--mantine-color-gray-0)',
                      borderTop: '2px solid var(--mantine-color-gray-3)',
                    }}
                  >
                    <Table.Td colSpan={3}>Total ({employeeCount(rows.length)})</Table.Td>
                    <Table.Td ta="right" style={numericCell}>
                      {payslips}
                    </Table.Td>
                    {summaryFigureColumns.map((column) =>
                      column.key === 'communityFund' ? (
                        <FundsCell key={column.key} figures={data.totals} />
                      ) : (
                        <MoneyCell key={column.key} amount={data.totals[column.key]} />
                      ),
                    )}
                  </Table.Tr>
                </Table.Tfoot>
              )}
            </Table>
          </Table.ScrollContainer>
        )}
        <Pagination page={current} total={matching.length} onChange={setPage} />
      </Paper>
    </Stack>
  );
}
