import {
  ActionIcon,
  Alert,
  Anchor,
  Group,
  Paper,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { defaultPageSize } from '@tembusu/contracts/api';
import type { Employee } from '@tembusu/contracts/employees';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Pagination } from '../../../components/pagination';
import { downloadFailedMessage, useDownload } from '../../../components/use-download';
import { formatDate, formatMoney } from '../../../lib/format';
import { PayrollStatusBadge } from '../../payroll';
import {
  downloadEmployeePayslipPdf,
  payslipViewPath,
  useEmployeePayslips,
} from '../api/employee-payslips';

const nowrap = { whiteSpace: 'nowrap' } as const;
const numeric = { ...nowrap, fontVariantNumeric: 'tabular-nums' } as const;

export const payslipColumns = [
  'Period',
  'Payslip No.',
  'Payroll',
  'Payment Date',
  'Gross Pay',
  'Net Pay',
  'Status',
  'Action',
] as const;
const moneyColumns: ReadonlySet<string> = new Set(['Gross Pay', 'Net Pay']);

/** The employee's payslips of every payroll, newest first, five to a page. */
export function EmployeePayslipsTab({ employee }: { employee: Employee }) {
  const { data, isPending, error } = useEmployeePayslips(employee.id);
  const download = useDownload();
  const [page, setPage] = useState(1);

  const payslips = data ?? [];
  const current = Math.min(page, Math.max(1, Math.ceil(payslips.length / defaultPageSize)));
  const shown = payslips.slice((current - 1) * defaultPageSize, current * defaultPageSize);

  return (
    <Paper withBorder radius="lg" p="xl" shadow="xs" component="section" aria-label="Payslips">
      <div>
        <Title order={2} size="h4">
          Payslips
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          Every payslip of {employee.personal.name}, newest first. A draft payroll's payslips can
          still change.
        </Text>
      </div>
      {isPending && <LoadingSpinner />}
      {error && (
        <Alert color="red" mt="lg">
          {error.message}
        </Alert>
      )}
      {data && (
        <Table.ScrollContainer minWidth={860} mt="lg">
          <Table verticalSpacing="sm" highlightOnHover aria-label="Payslips">
            <Table.Thead>
              <Table.Tr>
                {payslipColumns.map((column) => (
                  <Table.Th
                    key={column}
                    ta={moneyColumns.has(column) ? 'right' : undefined}
                    style={nowrap}
                  >
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payslips.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={payslipColumns.length} ta="center" c="dimmed" py="lg">
                    Table is empty
                  </Table.Td>
                </Table.Tr>
              )}
              {shown.map((payslip) => (
                <Table.Tr key={payslip.id}>
                  <Table.Td style={nowrap}>
                    <Anchor
                      component={Link}
                      to={payslipViewPath(payslip)}
                      fw={600}
                      size="sm"
                      c="inherit"
                    >
                      {payslip.periodLabel}
                    </Anchor>
                  </Table.Td>
                  <Table.Td style={nowrap}>{payslip.payslipNo}</Table.Td>
                  <Table.Td style={nowrap}>
                    <Anchor component={Link} to={`/payroll/${payslip.payrollId}`} size="sm">
                      #{payslip.payrollNo}
                    </Anchor>
                  </Table.Td>
                  <Table.Td style={nowrap}>{formatDate(payslip.dateOfPayment)}</Table.Td>
                  <Table.Td ta="right" style={numeric}>
                    {formatMoney(payslip.grossSalary)}
                  </Table.Td>
                  <Table.Td ta="right" fw={600} style={numeric}>
                    {formatMoney(payslip.netPay)}
                  </Table.Td>
                  <Table.Td>
                    <PayrollStatusBadge status={payslip.status} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label="View payslip">
                        <ActionIcon
                          component={Link}
                          to={payslipViewPath(payslip)}
                          variant="subtle"
                          aria-label={`View payslip ${payslip.payslipNo}`}
                        >
                          <IconEye size={18} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="Download PDF">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Download payslip ${payslip.payslipNo} as PDF`}
                          loading={download.pending === payslip.id}
                          onClick={() =>
                            download.start(payslip.id, () => downloadEmployeePayslipPdf(payslip))
                          }
                        >
                          <IconDownload size={18} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Pagination page={current} total={payslips.length} onChange={setPage} />
      <ErrorDialog
        opened={download.failed}
        message={downloadFailedMessage}
        onClose={download.dismiss}
      />
    </Paper>
  );
}
