import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconReceiptDollar } from '@tabler/icons-react';
import {
  type Claim,
  type ClaimStatus,
  claimStatuses,
  claimStatusLabels,
} from '@tembusu/contracts/claims';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { type DataColumn, dataColumns } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { useListAddress } from '../../../components/use-list-address';
import { formatDate, formatMoney } from '../../../lib/format';
import { useClaimsToApprove, useMyClaims, useMyClaimUsage } from '../api/staff-claims';
import { claimAmountText, payrollMonthText } from '../components/claim-format';
import { ClaimStatusBadge } from '../components/claim-status-badge';
import { ClaimUsageCards } from '../components/claim-usage-cards';
import { staffClaimCreatePath, staffClaimPath } from '../components/staff-claims-paths';

const stop = (event: { stopPropagation(): void }) => event.stopPropagation();

const column = dataColumns<Claim>();

const numberColumn = column.display({
  id: 'number',
  header: 'Claim',
  cell: ({ row: { original: claim } }) => (
    <Anchor
      component={Link}
      to={staffClaimPath(claim.id)}
      size="sm"
      c="inherit"
      // The row opens the claim too; the link alone must not open it twice.
      onClick={stop}
      style={{ whiteSpace: 'nowrap' }}
    >
      {claim.number}
    </Anchor>
  ),
  meta: { emphasis: true },
});
const typeColumn = column.accessor((claim) => claim.claimType.name, {
  id: 'claimType',
  header: 'Claim type',
});
const dateColumn = column.accessor((claim) => formatDate(claim.claimDate), {
  id: 'claimDate',
  header: 'Date',
  meta: { nowrap: true },
});
const amountColumn = column.accessor((claim) => claimAmountText(claim), {
  id: 'amount',
  header: 'Amount',
  meta: { numeric: true, nowrap: true },
});
const sgdColumn = column.accessor((claim) => formatMoney(claim.amountSgd), {
  id: 'amountSgd',
  header: 'In SGD',
  meta: { numeric: true, nowrap: true },
});
const statusColumn = column.display({
  id: 'status',
  header: 'Status',
  cell: ({ row: { original: claim } }) => <ClaimStatusBadge status={claim.status} />,
});

const myClaimColumns: DataColumn<Claim>[] = column.columns([
  numberColumn,
  typeColumn,
  dateColumn,
  amountColumn,
  sgdColumn,
  column.accessor((claim) => payrollMonthText(claim.payroll?.month ?? claim.payrollMonth), {
    id: 'payrollMonth',
    header: 'Payroll month',
    cell: ({ getValue }) => getValue() || '—',
    meta: { nowrap: true },
  }),
  column.accessor((claim) => formatDate(claim.paidAt), {
    id: 'paid',
    header: 'Paid',
    cell: ({ getValue }) => getValue() || '—',
    meta: { nowrap: true },
  }),
  statusColumn,
]);

const toApproveColumns: DataColumn<Claim>[] = column.columns([
  column.display({
    id: 'employee',
    header: 'Employee',
    cell: ({ row: { original: claim } }) => (
      <>
        <Text size="sm" fw={600}>
          {claim.employee.name}
        </Text>
        <Text size="xs" c="dimmed">
          {claim.employee.employeeNumber}
        </Text>
      </>
    ),
  }),
  numberColumn,
  typeColumn,
  dateColumn,
  amountColumn,
  sgdColumn,
  column.accessor((claim) => claim.description, {
    id: 'description',
    header: 'Description',
    cell: ({ getValue }) => (
      <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
        {getValue()}
      </Text>
    ),
  }),
]);

const statusOptions = claimStatuses.map((status) => ({
  value: status,
  label: claimStatusLabels[status],
}));

function isStatus(value: string | null): value is ClaimStatus {
  return claimStatuses.some((status) => status === value);
}

/** What the employee has claimed of each type against its limits. */
function MyUsage() {
  const { data, isPending, error } = useMyClaimUsage();
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} shadow="xs">
      <Stack gap="sm">
        <Title order={2} size="h4">
          My claim limits
        </Title>
        {isPending && <LoadingSpinner />}
        {error && <Alert color="red">{error.message}</Alert>}
        {data && <ClaimUsageCards usage={data} />}
      </Stack>
    </Paper>
  );
}

/**
 * /staff-claims: what the employee has used of each claim type's limits, the claims waiting for
 * their decision when they approve claims, and their own claims.
 */
export function StaffClaimsPage() {
  const navigate = useNavigate();
  const { params, page, update } = useListAddress(['approvalPage']);
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : null;
  const approvalPage = Math.max(1, Number(params.get('approvalPage')) || 1);

  const claims = useMyClaims({ page, status });
  const toApprove = useClaimsToApprove(approvalPage);
  const waiting = toApprove.data?.total ?? 0;
  const open = (claim: Claim) => navigate(staffClaimPath(claim.id));

  const myEmpty = useMemo(
    () =>
      status
        ? `No ${claimStatusLabels[status].toLowerCase()} claims.`
        : 'No claims yet. Make a new claim to be paid back for what you spent.',
    [status],
  );

  return (
    <Stack gap="lg">
      <PageHeader
        trail={[{ label: 'Claims' }]}
        title="Claims"
        action={
          <Button
            component={Link}
            to={staffClaimCreatePath}
            leftSection={<IconReceiptDollar size={18} />}
          >
            New claim
          </Button>
        }
      />
      <MyUsage />
      {waiting > 0 && (
        <section aria-labelledby="claims-to-approve">
          <ListPage<Claim>
            header={
              <Group gap="xs">
                <Title order={2} size="h3" id="claims-to-approve">
                  Claims to approve
                </Title>
                <Badge circle size="lg">
                  {waiting}
                </Badge>
              </Group>
            }
            filters={
              <Text c="dimmed" size="sm" mb="md">
                Claims waiting for your decision. Open one to approve, reject or return it.
              </Text>
            }
            rows={toApprove.data?.rows}
            total={toApprove.data?.total}
            loading={toApprove.isPending}
            refreshing={toApprove.isPlaceholderData}
            error={toApprove.error}
            empty="Nothing is waiting for you."
            columns={toApproveColumns}
            label="Claims to approve"
            minWidth={860}
            onRowClick={open}
            page={approvalPage}
            onPageChange={(next) => update({ approvalPage: String(next) })}
          />
        </section>
      )}
      <section aria-labelledby="my-claims">
        <ListPage<Claim>
          header={
            <Title order={2} size="h3" id="my-claims">
              My claims
            </Title>
          }
          filters={
            <Group justify="flex-end" mb="md">
              <Select
                label="Status"
                placeholder="All statuses"
                data={statusOptions}
                value={status}
                onChange={(next) => update({ status: next })}
                clearable
                w={{ base: '100%', xs: 220 }}
              />
            </Group>
          }
          rows={claims.data?.rows}
          total={claims.data?.total}
          loading={claims.isPending}
          refreshing={claims.isPlaceholderData}
          error={claims.error}
          empty={myEmpty}
          columns={myClaimColumns}
          label="My claims"
          minWidth={900}
          onRowClick={open}
          page={page}
          onPageChange={(next) => update({ page: String(next) })}
        />
      </section>
    </Stack>
  );
}
