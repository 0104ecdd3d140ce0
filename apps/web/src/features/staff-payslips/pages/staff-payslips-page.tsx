import { Alert, Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { defaultPageSize } from '@tembusu/contracts/api';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Pagination } from '../../../components/pagination';
import { formatDate, formatMoney } from '../../../lib/format';
import { useStaffPayslips } from '../api/staff-payslips';

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

export function StaffPayslipsPage() {
  const { data, isPending, error } = useStaffPayslips();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);

  const payslips = data ?? [];
  const current = Math.min(page, Math.max(1, Math.ceil(payslips.length / defaultPageSize)));
  const shown = payslips.slice((current - 1) * defaultPageSize, current * defaultPageSize);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Payslips
        </Title>
        <Text c="dimmed">Your payslips, newest first. Open one to see every line or save it.</Text>
      </div>
      <Paper withBorder radius="lg" p="lg" shadow="xs">
        {isPending && <LoadingSpinner />}
        {error && <Alert color="red">{error.message}</Alert>}
        {data && (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" highlightOnHover aria-label="Payslips">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Period</Table.Th>
                  <Table.Th style={nowrap}>Payslip No.</Table.Th>
                  <Table.Th style={nowrap}>Payment Date</Table.Th>
                  <Table.Th ta="right" style={nowrap}>
                    Gross Pay
                  </Table.Th>
                  <Table.Th ta="right" style={nowrap}>
                    Net Pay
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {payslips.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={5} ta="center" c="dimmed" py="lg">
                      Table is empty
                    </Table.Td>
                  </Table.Tr>
                )}
                {shown.map((payslip) => (
                  <Table.Tr
                    key={payslip.id}
                    style={{ cursor: 'pointer' }}
                    onClick={() => navigate(`/staff-payslip/${payslip.id}`)}
                  >
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/staff-payslip/${payslip.id}`}
                        fw={600}
                        size="sm"
                        c="inherit"
                        onClick={(event) => event.stopPropagation()}
                      >
                        {payslip.periodLabel}
                      </Anchor>
                    </Table.Td>
                    <Table.Td style={nowrap}>{payslip.payslipNo}</Table.Td>
                    <Table.Td style={nowrap}>{formatDate(payslip.dateOfPayment)}</Table.Td>
                    <Table.Td ta="right" style={numeric}>
                      {formatMoney(payslip.grossSalary)}
                    </Table.Td>
                    <Table.Td ta="right" fw={600} style={numeric}>
                      {formatMoney(payslip.netPay)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Pagination page={current} total={payslips.length} onChange={setPage} />
      </Paper>
    </Stack>
  );
}
