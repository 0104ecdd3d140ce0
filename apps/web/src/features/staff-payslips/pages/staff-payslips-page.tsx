import { Anchor, Text, Title } from '@mantine/core';
import { payslipPeriodText, type StaffPayslipListItem } from '@tembusu/contracts/payroll-runs';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { dataColumns } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { formatDate, formatMoney } from '../../../lib/format';
import { useStaffPayslips } from '../api/staff-payslips';

const figure = { numeric: true, nowrap: true } as const;

const column = dataColumns<StaffPayslipListItem>();
const columns = column.columns([
  column.display({
    id: 'period',
    header: 'Period',
    cell: ({ row: { original: payslip } }) => (
      <Anchor
        component={Link}
        to={`/staff-payslip/${payslip.id}`}
        size="sm"
        c="inherit"
        // The row opens the payslip too; the link alone must not open it twice.
        onClick={(event) => event.stopPropagation()}
      >
        {payslipPeriodText(payslip.periodLabel, payslip.kind)}
      </Anchor>
    ),
    meta: { emphasis: true },
  }),
  column.accessor('payslipNo', {
    header: 'Payslip No.',
    meta: { nowrap: true },
  }),
  column.accessor((payslip) => formatDate(payslip.dateOfPayment), {
    id: 'dateOfPayment',
    header: 'Payment Date',
    meta: { nowrap: true },
  }),
  column.accessor((payslip) => formatMoney(payslip.grossSalary), {
    id: 'grossSalary',
    header: 'Gross Pay',
    meta: figure,
  }),
  column.accessor((payslip) => formatMoney(payslip.netPay), {
    id: 'netPay',
    header: 'Net Pay',
    cell: ({ getValue }) => (
      <Text span inherit fw={600}>
        {getValue()}
      </Text>
    ),
    meta: figure,
  }),
]);

export function StaffPayslipsPage() {
  const { data, isPending, error } = useStaffPayslips();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);

  return (
    <ListPage
      header={
        <div>
          <Title order={1} size="h2">
            Payslips
          </Title>
          <Text c="dimmed">
            Your payslips, newest first. Open one to see every line or save it.
          </Text>
        </div>
      }
      rows={data}
      loading={isPending}
      error={error}
      empty="Table is empty"
      columns={columns}
      label="Payslips"
      minWidth={640}
      onRowClick={(payslip) => navigate(`/staff-payslip/${payslip.id}`)}
      page={page}
      onPageChange={setPage}
    />
  );
}
