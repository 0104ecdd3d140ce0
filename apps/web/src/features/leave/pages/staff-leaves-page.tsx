import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconCalendarPlus, IconCheck, IconX } from '@tabler/icons-react';
import {
  type LeaveRequest,
  type LeaveStatus,
  leaveRequestApprovedMessage,
  leaveRequestRejectedMessage,
  leaveStatuses,
  leaveStatusLabels,
} from '@tembusu/contracts/leave';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type DataColumn, dataColumns } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { SuccessDialog } from '../../../components/success-dialog';
import { useListAddress } from '../../../components/use-list-address';
import { formatDateRange } from '../../../lib/format';
import {
  type LeaveDecision,
  useDecideLeaveRequest,
  useLeaveApprovals,
  useMyLeaveBalances,
  useMyLeaveRequests,
} from '../api/staff-leave';
import { CancelLeaveDialog, leaveRequestLine } from '../components/cancel-leave-dialog';
import { LeaveBalanceCards } from '../components/leave-balance-cards';
import { LeaveCommentDialog } from '../components/leave-comment-dialog';
import { daysText, leaveDatesText } from '../components/leave-format';
import { LeaveStatusBadge } from '../components/leave-status-badge';
import { LeaveTypeLabel } from '../components/leave-type-label';

type Tab = 'requests' | 'approvals';

const stop = (event: { stopPropagation(): void }) => event.stopPropagation();

const column = dataColumns<LeaveRequest>();

const typeColumn = column.display({
  id: 'leaveType',
  header: 'Leave type',
  cell: ({ row: { original: request } }) => (
    <LeaveTypeLabel name={request.leaveType.name} colour={request.leaveType.colour} />
  ),
});
const datesColumn = column.accessor((request) => leaveDatesText(request), {
  id: 'dates',
  header: 'Dates',
});
const daysColumn = column.accessor((request) => daysText(request.days), {
  id: 'days',
  header: 'Days',
  meta: { nowrap: true },
});

function myRequestColumns(onCancel: (request: LeaveRequest) => void): DataColumn<LeaveRequest>[] {
  return column.columns([
    column.display({
      id: 'leaveType',
      header: 'Leave type',
      cell: ({ row: { original: request } }) => (
        <Anchor
          component={Link}
          to={`/staff-leaves/${request.id}`}
          size="sm"
          c="inherit"
          // The row opens the request too; the link alone must not open it twice.
          onClick={stop}
        >
          <LeaveTypeLabel name={request.leaveType.name} colour={request.leaveType.colour} />
        </Anchor>
      ),
      meta: { emphasis: true },
    }),
    datesColumn,
    daysColumn,
    column.display({
      id: 'status',
      header: 'Status',
      cell: ({ row: { original: request } }) => <LeaveStatusBadge status={request.status} />,
    }),
    column.display({
      id: 'action',
      header: 'Action',
      cell: ({ row: { original: request } }) =>
        request.canCancel && (
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconX size={16} />}
            aria-label={`Cancel ${leaveRequestLine(request)}`}
            onClick={(event) => {
              stop(event);
              onCancel(request);
            }}
          >
            Cancel
          </Button>
        ),
      meta: { width: 110 },
    }),
  ]);
}

function approvalColumns(
  onDecide: (request: LeaveRequest, decision: LeaveDecision['decision']) => void,
): DataColumn<LeaveRequest>[] {
  return column.columns([
    column.display({
      id: 'employee',
      header: 'Employee',
      cell: ({ row: { original: request } }) => (
        <>
          <Text size="sm" fw={600}>
            {request.employee.name}
          </Text>
          <Text size="xs" c="dimmed">
            {request.employee.employeeNumber}
          </Text>
        </>
      ),
    }),
    typeColumn,
    datesColumn,
    daysColumn,
    column.accessor((request) => request.reason ?? '', {
      id: 'reason',
      header: 'Reason',
      cell: ({ getValue }) => (
        <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {getValue() || '—'}
        </Text>
      ),
    }),
    column.display({
      id: 'action',
      header: 'Action',
      cell: ({ row: { original: request } }) =>
        request.canDecide && (
          <Group gap={6}>
            <Button
              variant="light"
              size="compact-sm"
              leftSection={<IconCheck size={16} />}
              aria-label={`Approve ${request.employee.name}'s ${leaveRequestLine(request)}`}
              onClick={() => onDecide(request, 'approve')}
            >
              Approve
            </Button>
            <Button
              variant="light"
              color="red"
              size="compact-sm"
              leftSection={<IconX size={16} />}
              aria-label={`Reject ${request.employee.name}'s ${leaveRequestLine(request)}`}
              onClick={() => onDecide(request, 'reject')}
            >
              Reject
            </Button>
          </Group>
        ),
    }),
  ]);
}

const statusOptions = leaveStatuses.map((status) => ({
  value: status,
  label: leaveStatusLabels[status],
}));

function isStatus(value: string | null): value is LeaveStatus {
  return leaveStatuses.some((status) => status === value);
}

/** The employee's balance of each type this leave year. */
function MyBalances() {
  const { data, isPending, error } = useMyLeaveBalances();
  const first = data?.balances[0];
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} shadow="xs">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" align="baseline">
          <Title order={2} size="h4">
            My balances
          </Title>
          {first && (
            <Text size="sm" c="dimmed">
              Leave year {formatDateRange(first.yearStart, first.yearEnd)}
            </Text>
          )}
        </Group>
        {isPending && <LoadingSpinner />}
        {error && <Alert color="red">{error.message}</Alert>}
        {data && (
          <LeaveBalanceCards
            balances={data.balances}
            label="My balances"
            empty="No leave types apply to you yet."
          />
        )}
      </Stack>
    </Paper>
  );
}

/**
 * /staff-leaves: the employee's balances, their requests, and the requests waiting for their
 * decision when they have any.
 */
export function StaffLeavesPage() {
  const navigate = useNavigate();
  const { params, page, update } = useListAddress();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : null;

  const approvalsAsked = params.get('tab') === 'approvals';
  const approvals = useLeaveApprovals(approvalsAsked ? page : 1);
  const waiting = approvals.data?.total ?? 0;
  // The tab is there only while something waits; the last decision takes it away.
  const tab: Tab = approvalsAsked && waiting > 0 ? 'approvals' : 'requests';
  const requests = useMyLeaveRequests({ page: tab === 'requests' ? page : 1, status });

  const [cancelling, setCancelling] = useState<LeaveRequest | null>(null);
  const [deciding, setDeciding] = useState<{
    request: LeaveRequest;
    decision: LeaveDecision['decision'];
  } | null>(null);
  const [decided, setDecided] = useState<string | null>(null);
  const decide = useDecideLeaveRequest();

  const requestColumns = useMemo(() => myRequestColumns(setCancelling), []);
  const decisionColumns = useMemo(
    () =>
      approvalColumns((request, decision) => {
        decide.reset();
        setDeciding({ request, decision });
      }),
    [decide.reset],
  );

  const rejecting = deciding?.decision === 'reject';

  return (
    <Stack gap="lg">
      <PageHeader
        trail={[{ label: 'Leave' }]}
        title="Leave"
        action={
          <Button
            component={Link}
            to="/staff-leaves/create"
            leftSection={<IconCalendarPlus size={18} />}
          >
            Apply for leave
          </Button>
        }
      />
      <MyBalances />
      <Tabs
        value={tab}
        onChange={(next) => update({ tab: next === 'approvals' ? 'approvals' : null })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="requests">My requests</Tabs.Tab>
          {waiting > 0 && (
            <Tabs.Tab
              value="approvals"
              rightSection={
                <Badge size="sm" circle>
                  {waiting}
                </Badge>
              }
            >
              To approve
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="requests">
          <ListPage<LeaveRequest>
            header={null}
            filters={
              <Group justify="flex-end" mb="md">
                <Select
                  label="Status"
                  placeholder="All statuses"
                  data={statusOptions}
                  value={status}
                  onChange={(next) => update({ status: next })}
                  clearable
                  w={{ base: '100%', xs: 200 }}
                />
              </Group>
            }
            rows={requests.data?.items}
            total={requests.data?.total}
            loading={requests.isPending}
            refreshing={requests.isPlaceholderData}
            error={requests.error}
            empty={
              status
                ? `No ${leaveStatusLabels[status].toLowerCase()} requests.`
                : 'No leave requests yet. Apply for leave to make one.'
            }
            columns={requestColumns}
            label="My leave requests"
            minWidth={640}
            onRowClick={(request) => navigate(`/staff-leaves/${request.id}`)}
            page={page}
            onPageChange={(next) => update({ page: String(next) })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="approvals">
          <ListPage<LeaveRequest>
            header={null}
            filters={
              <Text c="dimmed" size="sm" mb="md">
                Requests from your team waiting for your decision.
              </Text>
            }
            rows={approvals.data?.items}
            total={approvals.data?.total}
            loading={approvals.isPending}
            refreshing={approvals.isPlaceholderData}
            error={approvals.error}
            empty="Nothing is waiting for you."
            columns={decisionColumns}
            label="Leave requests to approve"
            minWidth={760}
            page={page}
            onPageChange={(next) => update({ page: String(next) })}
          />
        </Tabs.Panel>
      </Tabs>

      <CancelLeaveDialog request={cancelling} onClose={() => setCancelling(null)} />
      <LeaveCommentDialog
        opened={deciding !== null}
        title={rejecting ? 'Reject leave' : 'Approve leave'}
        summary={
          deciding && (
            <>
              <Text span inherit fw={600}>
                {deciding.request.employee.name}
              </Text>
              : {leaveRequestLine(deciding.request)}
              {deciding.request.reason && (
                <Text size="sm" c="dimmed" mt={4} style={{ whiteSpace: 'pre-line' }}>
                  {deciding.request.reason}
                </Text>
              )}
            </>
          )
        }
        confirmLabel={rejecting ? 'Reject' : 'Approve'}
        confirmColor={rejecting ? 'red' : 'tembusu'}
        requiredMessage={rejecting ? 'Say why the leave is rejected' : undefined}
        loading={decide.isPending}
        failure={decide.error}
        onClose={() => setDeciding(null)}
        onConfirm={async (comment) => {
          if (!deciding) return;
          try {
            await decide.mutateAsync({
              id: deciding.request.id,
              decision: deciding.decision,
              comment,
            });
          } catch {
            // Shown in the dialog, which stays open to try again.
            return;
          }
          setDeciding(null);
          setDecided(rejecting ? leaveRequestRejectedMessage : leaveRequestApprovedMessage);
        }}
      />
      <SuccessDialog
        opened={decided !== null}
        message={decided ?? ''}
        onClose={() => setDecided(null)}
      />
    </Stack>
  );
}
