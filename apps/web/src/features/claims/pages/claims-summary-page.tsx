import {
  Box,
  Button,
  Grid,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import {
  type Claim,
  type ClaimStatusTotal,
  claimStatuses,
  claimStatusLabels,
  homeCurrency,
} from '@tembusu/contracts/claims';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { dataColumns } from '../../../components/data-table';
import { DatePicker } from '../../../components/date-picker';
import { ListPage } from '../../../components/list-page';
import { PageHeader } from '../../../components/page-header';
import { useListAddress } from '../../../components/use-list-address';
import { formatDate, formatMoney, ltrText } from '../../../lib/format';
import { useDepartments } from '../../organization';
import { useClaimTypes } from '../api/claim-types';
import { type ClaimFilter, useClaims, useDecideClaimAsAdmin } from '../api/claims';
import { claimEditPath, claimPath, claimsPath } from '../components/admin-claims-paths';
import {
  type ClaimDecision,
  ClaimDecisionDialog,
  type PendingClaimDecision,
} from '../components/claim-decision-dialog';
import { claimAmountText } from '../components/claim-format';
import { ClaimRowActions } from '../components/claim-row-actions';
import { ClaimStatusBadge, claimStatusColours } from '../components/claim-status-badge';

const statusOptions = claimStatuses.map((status) => ({
  value: status,
  label: claimStatusLabels[status],
}));

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The list's filters live in the address, so Back returns to the same view. */
function useListParams() {
  const { params, page, update } = useListAddress();
  const status = params.get('status');
  const date = (name: string) => {
    const value = params.get(name);
    return value && isoDate.test(value) ? value : undefined;
  };
  const filter: ClaimFilter = {
    status: claimStatuses.find((known) => known === status),
    claimTypeId: params.get('type') || undefined,
    departmentId: params.get('department') || undefined,
    from: date('from'),
    to: date('to'),
    search: params.get('search') || undefined,
  };
  return { filter, page, update };
}

const column = dataColumns<Claim>();

function claimColumns(onDecide: (claim: Claim, decision: ClaimDecision) => void) {
  return column.columns([
    column.accessor('number', { header: 'Claim', meta: { nowrap: true, emphasis: true } }),
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
    column.accessor((claim) => claim.claimType.name, { id: 'claimType', header: 'Claim type' }),
    column.accessor((claim) => formatDate(claim.claimDate), {
      id: 'claimDate',
      header: 'Date',
      meta: { nowrap: true },
    }),
    column.accessor((claim) => claimAmountText(claim), {
      id: 'amount',
      header: 'Amount',
      cell: ({ row: { original: claim } }) => (
        <>
          <Text size="sm" span={claim.currency === homeCurrency}>
            {claimAmountText(claim)}
          </Text>
          {claim.currency !== homeCurrency && (
            <Text size="xs" c="dimmed">
              {ltrText(`${formatMoney(claim.amountSgd)} SGD`)}
            </Text>
          )}
        </>
      ),
      meta: { numeric: true, nowrap: true },
    }),
    column.display({
      id: 'status',
      header: 'Status',
      // A badge would give in to its text's ellipsis when the table is tight.
      cell: ({ row: { original: claim } }) => (
        <Box miw="max-content">
          <ClaimStatusBadge status={claim.status} />
        </Box>
      ),
      meta: { nowrap: true },
    }),
    column.accessor(
      (claim) => (claim.status === 'submitted' ? claim.waitingFor : claim.approverName) ?? '—',
      { id: 'approver', header: 'Approver' },
    ),
    column.display({
      id: 'action',
      header: 'Action',
      cell: ({ row: { original: claim } }) => (
        <ClaimRowActions
          claim={claim}
          viewTo={claimPath(claim.id)}
          editTo={claimEditPath(claim.id)}
          onDecide={onDecide}
        />
      ),
    }),
  ]);
}

/** The claims of each status the filters match: how many, and what they come to in SGD. */
export function ClaimStatusTotals({
  totals,
  active,
  onChoose,
}: {
  totals: ClaimStatusTotal[] | undefined;
  active: ClaimFilter['status'];
  onChoose(status: ClaimFilter['status']): void;
}) {
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, lg: 6 }}
      spacing="sm"
      component="ul"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label="Totals by status"
    >
      {claimStatuses.map((status) => {
        const total = totals?.find((one) => one.status === status);
        const chosen = active === status;
        return (
          <li key={status} style={{ minWidth: 0 }}>
            <Paper
              component="button"
              type="button"
              withBorder
              radius="md"
              p="sm"
              w="100%"
              ta="start"
              aria-pressed={chosen}
              aria-label={`${claimStatusLabels[status]}: ${total?.count ?? 0} claims, ${formatMoney(total?.amountSgd ?? '0')}`}
              onClick={() => onChoose(chosen ? undefined : status)}
              style={{
                cursor: 'pointer',
                borderColor: chosen
                  ? `var(--mantine-color-${claimStatusColours[status]}-6)`
                  : undefined,
                borderWidth: chosen ? 2 : undefined,
                background: 'var(--mantine-color-body)',
              }}
            >
              <Text size="xs" c="dimmed" truncate>
                {claimStatusLabels[status]}
              </Text>
              <Text fw={700} fz="xl" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {total === undefined && !totals ? '—' : ltrText(String(total?.count ?? 0))}
              </Text>
              <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(total?.amountSgd ?? '0')}
              </Text>
            </Paper>
          </li>
        );
      })}
    </SimpleGrid>
  );
}

/** The organisation's claims, filtered, with their totals per status and decisions to hand. */
export function ClaimsSummaryPage() {
  const navigate = useNavigate();
  const { filter, page, update } = useListParams();
  const [search, setSearch] = useState(filter.search ?? '');
  const searchLater = useDebouncedCallback(
    (text: string) => update({ search: text.trim() || null }),
    300,
  );
  const { data, isPending, isPlaceholderData, error } = useClaims(filter, page);
  const types = useClaimTypes();
  const departments = useDepartments();
  const decide = useDecideClaimAsAdmin();
  const [deciding, setDeciding] = useState<PendingClaimDecision | null>(null);
  const columns = useMemo(
    () => claimColumns((claim, decision) => setDeciding({ claim, decision })),
    [],
  );
  const filtered = Object.values(filter).some(Boolean);

  return (
    <>
      <ListPage
        header={
          <Stack gap="lg">
            <PageHeader
              trail={[{ label: 'Claims' }, { label: 'Claims summary' }]}
              title="Claims"
              action={
                <Button
                  component={Link}
                  to={`${claimsPath}/create`}
                  leftSection={<IconPlus size={18} />}
                >
                  New claim
                </Button>
              }
            />
            <ClaimStatusTotals
              totals={data?.totals}
              active={filter.status}
              onChoose={(status) => update({ status: status ?? null })}
            />
          </Stack>
        }
        filters={
          <Grid gap="md" mb="md" align="flex-end">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label="Search"
                placeholder="Name, number or description"
                leftSection={<IconSearch size={16} />}
                value={search}
                onChange={(event) => {
                  setSearch(event.currentTarget.value);
                  searchLater(event.currentTarget.value);
                }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
              <Select
                label="Status"
                placeholder="All statuses"
                data={statusOptions}
                clearable
                value={filter.status ?? null}
                onChange={(value) => update({ status: value })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
              <Select
                label="Claim type"
                placeholder="All claim types"
                data={(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
                searchable
                clearable
                value={filter.claimTypeId ?? null}
                onChange={(value) => update({ type: value })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4, md: 4 }}>
              <Select
                label="Department"
                placeholder="All departments"
                data={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
                searchable
                clearable
                value={filter.departmentId ?? null}
                onChange={(value) => update({ department: value })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, md: 4 }}>
              <DatePicker
                label="From"
                clearable
                value={filter.from ?? null}
                maxDate={filter.to}
                onChange={(value) => update({ from: value })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, md: 4 }}>
              <DatePicker
                label="To"
                clearable
                value={filter.to ?? null}
                minDate={filter.from}
                onChange={(value) => update({ to: value })}
              />
            </Grid.Col>
          </Grid>
        }
        rows={data?.rows}
        total={data?.total}
        loading={isPending}
        refreshing={isPlaceholderData}
        error={error}
        empty={
          <Stack gap={4} align="center" py="xl">
            <Text fw={600}>No claims found</Text>
            <Text c="dimmed" size="sm">
              {filtered
                ? 'Try another search or clear the filters.'
                : 'Claims appear here once staff make them.'}
            </Text>
          </Stack>
        }
        columns={columns}
        label="Claims"
        minWidth={1080}
        onRowClick={(claim) => navigate(claimPath(claim.id))}
        page={page}
        onPageChange={(next) => update({ page: String(next) })}
      />
      <ClaimDecisionDialog
        pending={deciding}
        decide={(claim, decision, comment) =>
          decide.mutateAsync({ id: claim.id, decision, comment })
        }
        onClose={() => setDeciding(null)}
      />
    </>
  );
}
