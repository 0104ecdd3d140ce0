import { Alert, Anchor, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconCoins, IconPlus, IconSettingsDollar, IconTemplate } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { formatDate, formatMoney } from '../../../lib/format';
import { usePayrollList } from '../api/payroll-runs';
import { PayrollStatusBadge } from '../components/payroll-status-badge';

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

const columns: { label: string; numeric?: boolean }[] = [
  { label: 'Payroll No.' },
  { label: 'Period' },
  { label: 'Payment Date' },
  { label: 'Headcount', numeric: true },
  { label: 'Gross', numeric: true },
  { label: 'Employee CPF', numeric: true },
  { label: 'Employer CPF', numeric: true },
  { label: 'Net Pay', numeric: true },
  { label: 'Status' },
];

export function PayrollListPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, error } = usePayrollList(page);

  return (
    <Stack gap="lg" pb={64}>
      <PageHeader
        trail={[{ label: 'Payroll' }, { label: 'Payroll List' }]}
        title="Payroll List"
        action={
          <Button component={Link} to="/payroll/generate" leftSection={<IconPlus size={18} />}>
            Generate Payroll
          </Button>
        }
      />
      <Paper withBorder radius="lg" p="lg" shadow="xs">
        <Group justify="space-between" mb="md" gap="md" align="flex-start">
          <Text c="dimmed" size="sm" maw={560}>
            Each payroll pays a month's salaries. Open one to see its payslips, edit them, and
            confirm it once the figures are right.
          </Text>
          <Group gap="md" aria-label="Payroll set-up">
            <Anchor component={Link} to="/payroll/pay-items" size="sm">
              <Group gap={4} wrap="nowrap">
                <IconCoins size={16} /> Pay items
              </Group>
            </Anchor>
            <Anchor component={Link} to="/payroll/pay-scheme-templates" size="sm">
              <Group gap={4} wrap="nowrap">
                <IconTemplate size={16} /> Pay scheme templates
              </Group>
            </Anchor>
            <Anchor component={Link} to="/payroll/setting" size="sm">
              <Group gap={4} wrap="nowrap">
                <IconSettingsDollar size={16} /> Payroll settings
              </Group>
            </Anchor>
          </Group>
        </Group>
        {isPending && <LoadingSpinner />}
        {error && <Alert color="red">{error.message}</Alert>}
        {data && (
          <Table.ScrollContainer minWidth={960}>
            <Table verticalSpacing="sm" highlightOnHover aria-label="Payrolls">
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th
                      key={column.label}
                      ta={column.numeric ? 'right' : undefined}
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {column.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={columns.length}>
                      <Text c="dimmed" ta="center" py="lg">
                        Table is empty
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {data.items.map((payroll) => (
                  <Table.Tr
                    key={payroll.id}
                    style={{ cursor: 'pointer' }}
                    onClick={() => navigate(`/payroll/${payroll.id}`)}
                  >
                    <Table.Td fw={600}>
                      <Anchor
                        component={Link}
                        to={`/payroll/${payroll.id}`}
                        onClick={(event) => event.stopPropagation()}
                        size="sm"
                        aria-label={`Payroll #${payroll.payrollNo}`}
                      >
                        #{payroll.payrollNo}
                      </Anchor>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{payroll.periodLabel}</Table.Td>
                    <Table.Td style={numeric}>{formatDate(payroll.dateOfPayment)}</Table.Td>
                    <Table.Td ta="right" style={numeric}>
                      {payroll.headcount}
                    </Table.Td>
                    <Table.Td ta="right" style={numeric}>
                      {formatMoney(payroll.totals.grossSalary)}
                    </Table.Td>
                    <Table.Td ta="right" style={numeric}>
                      {formatMoney(payroll.totals.employeeCPF)}
                    </Table.Td>
                    <Table.Td ta="right" style={numeric}>
                      {formatMoney(payroll.totals.employerCPF)}
                    </Table.Td>
                    <Table.Td ta="right" style={numeric} fw={600}>
                      {formatMoney(payroll.totals.netPay)}
                    </Table.Td>
                    <Table.Td>
                      <PayrollStatusBadge status={payroll.status} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Pagination
          page={page}
          total={data?.total ?? 0}
          onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
        />
      </Paper>
    </Stack>
  );
}
