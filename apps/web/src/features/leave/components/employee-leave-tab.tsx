import { Alert, Anchor, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAdjustmentsAlt } from '@tabler/icons-react';
import {
  type LeaveBalance,
  type LeaveRequest,
  leaveAdjustmentSavedMessage,
} from '@tembusu/contracts/leave';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { type DataColumn, DataTable, dataColumns } from '../../../components/data-table';
import { DatePicker } from '../../../components/date-picker';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Pagination } from '../../../components/pagination';
import { SuccessDialog } from '../../../components/success-dialog';
import { useEmployeeLeaveBalances } from '../api/leave-balances';
import { useLeaveRequests } from '../api/leave-requests';
import { AdjustBalanceModal, adjustableBalances } from './adjust-balance-modal';
import { leaveRequestPath } from './admin-leave-paths';
import { dayFigure, noAmountText } from './balance-text';
import { daysText, leaveDatesText } from './leave-format';
import { LeaveStatusBadge } from './leave-status-badge';
import { LeaveTypeLabel } from './leave-type-label';

/** A balance row: the leave type's id is the row's. */
type BalanceRow = LeaveBalance & { id: string };

const balanceColumn = dataColumns<BalanceRow>();

function figure(
  id: keyof Pick<
    LeaveBalance,
    | 'entitlement'
    | 'earned'
    | 'carriedForward'
    | 'expired'
    | 'adjusted'
    | 'taken'
    | 'pending'
    | 'balance'
    | 'available'
  >,
  header: string,
): DataColumn<BalanceRow> {
  return balanceColumn.accessor((row) => dayFigure(row[id]), {
    id,
    header,
    meta: { numeric: true, nowrap: true },
  });
}

const balanceColumns = balanceColumn.columns([
  balanceColumn.display({
    id: 'leaveType',
    header: 'Leave type',
    cell: ({ row: { original: row } }) => (
      <Stack gap={2}>
        <LeaveTypeLabel name={row.leaveType.name} colour={row.leaveType.colour} fw={600} />
        {row.notYetEligible && (
          <Text size="xs" c="dimmed">
            {row.notYetEligible}
          </Text>
        )}
      </Stack>
    ),
  }),
  figure('entitlement', 'Entitlement'),
  figure('earned', 'Earned'),
  figure('carriedForward', 'Carried forward'),
  figure('expired', 'Expired'),
  figure('adjusted', 'Adjusted'),
  figure('taken', 'Taken'),
  figure('pending', 'Pending'),
  figure('balance', 'Balance'),
  balanceColumn.accessor((row) => (row.available === null ? noAmountText(row) : row.available), {
    id: 'available',
    header: 'Available',
    cell: ({ row: { original: row } }) =>
      row.available === null ? (
        noAmountText(row)
      ) : (
        <Text span inherit fw={700} c={Number(row.available) < 0 ? 'red' : undefined}>
          {dayFigure(row.available)}
        </Text>
      ),
    meta: { numeric: true, nowrap: true },
  }),
]);

const requestColumn = dataColumns<LeaveRequest>();
const requestColumns = requestColumn.columns([
  requestColumn.display({
    id: 'dates',
    header: 'Dates',
    cell: ({ row: { original: request } }) => (
      <Anchor component={Link} to={leaveRequestPath(request.id)} size="sm" fw={600}>
        {leaveDatesText(request)}
      </Anchor>
    ),
    meta: { nowrap: true },
  }),
  requestColumn.display({
    id: 'leaveType',
    header: 'Leave type',
    cell: ({ row: { original: request } }) => (
      <LeaveTypeLabel name={request.leaveType.name} colour={request.leaveType.colour} />
    ),
  }),
  requestColumn.accessor((request) => daysText(request.days), {
    id: 'days',
    header: 'Days',
    meta: { nowrap: true },
  }),
  requestColumn.display({
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: request } }) => <LeaveStatusBadge status={request.status} />,
  }),
]);

function TabSection({
  title,
  description,
  action,
  children,
}: {
  title: string;
  description: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      shadow="xs"
      component="section"
      aria-label={title}
    >
      <Group justify="space-between" align="flex-end" gap="md" mb="lg">
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {description}
          </Text>
        </div>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

function EmployeeBalances({ employee }: { employee: { id: string; name: string } }) {
  const today = dayjs().format('YYYY-MM-DD');
  const [date, setDate] = useState(today);
  const { data, isPending, error } = useEmployeeLeaveBalances(employee.id, date);
  const [adjusting, setAdjusting] = useState(false);
  const [adjusted, setAdjusted] = useState(false);
  const balances = data?.balances ?? [];
  const rows = balances.map((balance) => ({ ...balance, id: balance.leaveType.id }));

  return (
    <TabSection
      title="Leave balances"
      description={`What ${employee.name} has of each leave type in the leave year holding the date.`}
      action={
        <Group gap="sm" align="flex-end">
          <Box w={170}>
            <DatePicker
              label="Balances on"
              value={date}
              onChange={(value) => setDate(value ?? today)}
            />
          </Box>
          <Button
            variant="light"
            leftSection={<IconAdjustmentsAlt size={18} />}
            disabled={adjustableBalances(balances).length === 0}
            onClick={() => setAdjusting(true)}
          >
            Adjust
          </Button>
        </Group>
      }
    >
      {isPending && <LoadingSpinner />}
      {error && <Alert color="red">{error.message}</Alert>}
      {data &&
        (rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            No leave types apply to {employee.name}.
          </Text>
        ) : (
          <DataTable columns={balanceColumns} rows={rows} label="Leave balances" minWidth={1000} />
        ))}
      <AdjustBalanceModal
        employee={adjusting ? employee : null}
        balances={balances}
        date={date}
        onClose={() => setAdjusting(false)}
        onAdjusted={() => {
          setAdjusting(false);
          setAdjusted(true);
        }}
      />
      <SuccessDialog
        opened={adjusted}
        message={leaveAdjustmentSavedMessage}
        onClose={() => setAdjusted(false)}
      />
    </TabSection>
  );
}

function EmployeeRequests({ employee }: { employee: { id: string; name: string } }) {
  const [page, setPage] = useState(1);
  const { data, isPending, error } = useLeaveRequests({ employeeId: employee.id }, page);

  return (
    <TabSection
      title="Leave requests"
      description={`Every request of ${employee.name}. Open one to see its history or decide it.`}
    >
      {isPending && <LoadingSpinner />}
      {error && <Alert color="red">{error.message}</Alert>}
      {data &&
        (data.total === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            No leave requests yet.
          </Text>
        ) : (
          <DataTable
            columns={requestColumns}
            rows={data.items}
            label="Leave requests"
            minWidth={720}
          />
        ))}
      {data && <Pagination page={page} total={data.total} onChange={setPage} />}
    </TabSection>
  );
}

/** The employee record's Leave tab: their balance of each type, and their requests. */
export function EmployeeLeaveTab({ employee }: { employee: { id: string; name: string } }) {
  return (
    <Stack gap="lg">
      <EmployeeBalances employee={employee} />
      <EmployeeRequests employee={employee} />
    </Stack>
  );
}
