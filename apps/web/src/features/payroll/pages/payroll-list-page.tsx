import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconCoins, IconPlus, IconSettingsDollar, IconTemplate } from '@tabler/icons-react';
import { type PayrollListItem, payslipPeriodText } from '@tembusu/contracts/payroll-runs';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { dataColumns } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { PageHeader } from '../../../components/page-header';
import { formatDate, formatMoney } from '../../../lib/format';
import { usePayrollList } from '../api/payroll-runs';
import { PayrollStatusBadge } from '../components/payroll-status-badge';

const figure = { numeric: true, nowrap: true } as const;

const column = dataColumns<PayrollListItem>();
const columns = column.columns([
  column.display({
    id: 'payrollNo',
    header: 'Payroll No.',
    cell: ({ row: { original: payroll } }) => (
      <Anchor
        component={Link}
        to={`/payroll/${payroll.id}`}
        // The row opens the payroll too; the link alone must not open it twice.
        onClick={(event) => event.stopPropagation()}
        size="sm"
        aria-label={`Payroll #${payroll.payrollNo}`}
      >
        #{payroll.payrollNo}
      </Anchor>
    ),
    // Wide enough for its header on one line, however many columns share the row.
    meta: { emphasis: true, nowrap: true, width: 120 },
  }),
  // An off-cycle run says its kind beside its month ('Mar 2026 · Bonus'), as staff see it.
  column.accessor((payroll) => payslipPeriodText(payroll.periodLabel, payroll.kind), {
    id: 'period',
    header: 'Period',
    meta: { nowrap: true },
  }),
  column.accessor((payroll) => formatDate(payroll.dateOfPayment), {
    id: 'dateOfPayment',
    header: 'Payment Date',
    meta: { nowrap: true },
  }),
  column.accessor('headcount', { header: 'Headcount', meta: figure }),
  column.accessor((payroll) => formatMoney(payroll.totals.grossSalary), {
    id: 'grossSalary',
    header: 'Gross',
    meta: figure,
  }),
  column.accessor((payroll) => formatMoney(payroll.totals.employeeCPF), {
    id: 'employeeCPF',
    header: 'Employee CPF',
    meta: figure,
  }),
  column.accessor((payroll) => formatMoney(payroll.totals.employerCPF), {
    id: 'employerCPF',
    header: 'Employer CPF',
    meta: figure,
  }),
  column.accessor((payroll) => formatMoney(payroll.totals.netPay), {
    id: 'netPay',
    header: 'Net Pay',
    cell: ({ getValue }) => (
      <Text span inherit fw={600}>
        {getValue()}
      </Text>
    ),
    meta: figure,
  }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: payroll } }) => <PayrollStatusBadge status={payroll.status} />,
  }),
]);

export function PayrollListPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, isPlaceholderData, error } = usePayrollList(page);

  return (
    <ListPage
      header={
        <PageHeader
          trail={[{ label: 'Payroll' }, { label: 'Payroll List' }]}
          title="Payroll List"
          action={
            <Button component={Link} to="/payroll/generate" leftSection={<IconPlus size={18} />}>
              Generate Payroll
            </Button>
          }
        />
      }
      filters={
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
      }
      rows={data?.items}
      total={data?.total}
      loading={isPending}
      refreshing={isPlaceholderData}
      error={error}
      empty="Table is empty"
      columns={columns}
      label="Payrolls"
      minWidth={960}
      onRowClick={(payroll) => navigate(`/payroll/${payroll.id}`)}
      page={page}
      onPageChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
    />
  );
}
