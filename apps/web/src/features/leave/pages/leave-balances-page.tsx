import { Button, Grid, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconAdjustmentsAlt, IconFileImport, IconSearch } from '@tabler/icons-react';
import {
  type LeaveBalance,
  leaveAdjustmentSavedMessage,
  leaveBalancesImportedMessage,
} from '@tembusu/contracts/leave';
import dayjs from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import { dataColumns } from '../../../components/data-table';
import { DatePicker } from '../../../components/date-picker';
import { ExportButtons } from '../../../components/export-buttons';
import { ListPage } from '../../../components/list-page';
import { PageHeader } from '../../../components/page-header';
import { SuccessDialog } from '../../../components/success-dialog';
import { useListAddress } from '../../../components/use-list-address';
import { formatDate, ltrText } from '../../../lib/format';
import { useDepartments } from '../../organization';
import {
  type EmployeeLeaveBalances,
  exportLeaveBalances,
  useLeaveBalances,
} from '../api/leave-balances';
import { AdjustBalanceModal } from '../components/adjust-balance-modal';
import { availableOfEntitlement, noFigure, overdrawn } from '../components/balance-text';
import { ImportLeaveBalancesModal } from '../components/import-leave-balances-modal';
import { LeaveTypeLabel } from '../components/leave-type-label';

/** A list row: the employee's id is the row's. */
type Row = EmployeeLeaveBalances & { id: string };
type ListedType = LeaveBalance['leaveType'];

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The leave types the page's rows have balances of, in the order the server lists them. */
function typesOf(rows: EmployeeLeaveBalances[] | undefined): ListedType[] {
  const seen = new Map<string, ListedType>();
  for (const row of rows ?? []) {
    for (const { leaveType } of row.balances) {
      if (!seen.has(leaveType.id)) seen.set(leaveType.id, leaveType);
    }
  }
  return [...seen.values()];
}

function BalanceCell({ balance }: { balance: LeaveBalance | undefined }) {
  if (!balance) return <>{noFigure}</>;
  if (balance.notYetEligible) {
    return (
      <Text size="xs" c="dimmed" span>
        Not yet eligible
      </Text>
    );
  }
  return (
    <Text size="sm" span c={overdrawn(balance) ? 'red' : undefined}>
      {availableOfEntitlement(balance)}
    </Text>
  );
}

const column = dataColumns<Row>();

function columnsOf(types: ListedType[], adjust: (row: Row) => void) {
  return column.columns([
    column.display({
      id: 'employee',
      header: 'Employee',
      // Adjust sits with the name: the types' columns can run past the table's edge.
      cell: ({ row: { original: row } }) => (
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <div>
            <Text size="sm" fw={600}>
              {row.name}
            </Text>
            <Text size="xs" c="dimmed">
              {[ltrText(row.employeeNumber), row.departmentName].filter(Boolean).join(' · ')}
            </Text>
          </div>
          <Button
            variant="light"
            size="compact-xs"
            leftSection={<IconAdjustmentsAlt size={14} />}
            aria-label={`Adjust ${row.name}'s balance`}
            onClick={() => adjust(row)}
            style={{ flexShrink: 0 }}
          >
            Adjust
          </Button>
        </Group>
      ),
      meta: { width: 260 },
    }),
    ...types.map((type) =>
      column.display({
        id: `type-${type.id}`,
        header: () => (
          <Stack gap={2} align="flex-end">
            <LeaveTypeLabel name={ltrText(type.code)} colour={type.colour} fw={700} />
            <Text size="xs" c="dimmed" fw={400} ta="end" maw={120}>
              {type.name}
            </Text>
          </Stack>
        ),
        cell: ({ row: { original: row } }) => (
          <BalanceCell balance={row.balances.find((balance) => balance.leaveType.id === type.id)} />
        ),
        meta: { numeric: true, nowrap: true },
      }),
    ),
  ]);
}

/** The date, search, department, page and the employee being adjusted live in the address. */
function useListParams(today: string) {
  // Opening or closing the Adjust dialog keeps the page it was opened from.
  const { params, page, update } = useListAddress(['adjust']);
  const asked = params.get('date') ?? '';
  return {
    date: isoDate.test(asked) ? asked : today,
    search: params.get('search') ?? '',
    departmentId: params.get('department'),
    adjusting: params.get('adjust'),
    page,
    update,
  };
}

export function LeaveBalancesPage() {
  const today = dayjs().format('YYYY-MM-DD');
  const { date, search, departmentId, adjusting, page, update } = useListParams(today);
  const [searchText, setSearchText] = useState(search);
  const searchLater = useDebouncedCallback(
    (text: string) => update({ search: text.trim() || null }),
    300,
  );
  const { data, isPending, isPlaceholderData, error } = useLeaveBalances({
    date,
    page,
    search,
    departmentId,
  });
  const departments = useDepartments();
  const [adjusted, setAdjusted] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [imported, setImported] = useState<number | null>(null);

  const rows = data?.items.map((row) => ({ ...row, id: row.employeeId }));
  const types = useMemo(() => typesOf(data?.items), [data]);
  // The columns are built once per page of rows; the button reaches the address as it is now.
  const openAdjust = useRef((_row: Row) => {});
  openAdjust.current = (row) => update({ adjust: row.employeeId });
  const columns = useMemo(() => columnsOf(types, (row) => openAdjust.current(row)), [types]);
  const adjustedRow = rows?.find((row) => row.employeeId === adjusting) ?? null;
  const closeAdjust = () => update({ adjust: null });
  const filtered = Boolean(search || departmentId);

  return (
    <>
      <ListPage
        header={
          <PageHeader
            trail={[{ label: 'Leave' }, { label: 'Leave balances' }]}
            title="Leave balances"
            action={
              <Group gap="sm">
                <Button
                  variant="default"
                  leftSection={<IconFileImport size={18} />}
                  onClick={() => setImportOpen(true)}
                >
                  Import balances
                </Button>
                <ExportButtons exportAs={(format) => exportLeaveBalances(date, format)} />
              </Group>
            }
          />
        }
        filters={
          <Stack gap="md" mb="md">
            <Text c="dimmed" size="sm" maw={720}>
              What each employee has left of every leave type, out of the year's entitlement, on the
              date chosen. Adjust adds days to a balance or takes them away; Import balances brings
              in those of a previous system.
            </Text>
            <Grid gap="md" align="flex-end">
              <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
                <DatePicker
                  label="Balances on"
                  value={date}
                  onChange={(value) => update({ date: value === today ? null : value })}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, xs: 6, md: 4 }}>
                <TextInput
                  label="Search"
                  placeholder="Name or employee number"
                  leftSection={<IconSearch size={16} />}
                  value={searchText}
                  onChange={(event) => {
                    setSearchText(event.currentTarget.value);
                    searchLater(event.currentTarget.value);
                  }}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
                <Select
                  label="Department"
                  placeholder="All departments"
                  data={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
                  searchable
                  clearable
                  value={departmentId}
                  onChange={(value) => update({ department: value })}
                />
              </Grid.Col>
            </Grid>
          </Stack>
        }
        rows={rows}
        total={data?.total}
        loading={isPending}
        refreshing={isPlaceholderData}
        error={error}
        empty={filtered ? 'No employee matches the search.' : 'No employees yet.'}
        columns={columns}
        label={`Leave balances on ${formatDate(date)}`}
        minWidth={280 + types.length * 110}
        page={page}
        onPageChange={(next) => update({ page: String(next) })}
      />
      <AdjustBalanceModal
        employee={adjustedRow && { id: adjustedRow.employeeId, name: adjustedRow.name }}
        balances={adjustedRow?.balances ?? []}
        date={date}
        onClose={closeAdjust}
        onAdjusted={() => {
          closeAdjust();
          setAdjusted(true);
        }}
      />
      <SuccessDialog
        opened={adjusted}
        message={leaveAdjustmentSavedMessage}
        onClose={() => setAdjusted(false)}
      />
      <ImportLeaveBalancesModal
        opened={importOpen}
        onClose={() => setImportOpen(false)}
        onImported={(count) => {
          setImportOpen(false);
          setImported(count);
        }}
      />
      <SuccessDialog
        opened={imported !== null}
        message={imported === null ? '' : leaveBalancesImportedMessage(imported)}
        onClose={() => setImported(null)}
      />
    </>
  );
}
