import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconDownload, IconFileImport, IconSearch } from '@tabler/icons-react';
import {
  type OpeningBalanceFigure,
  type OpeningBalanceRow,
  openingBalanceDeletedMessage,
  openingBalanceFigureLabels,
  openingBalanceSavedMessage,
} from '@tembusu/contracts/opening-balances';
import { useMemo, useState } from 'react';
import { dataColumns } from '../../../components/data-table';
import { ErrorDialog } from '../../../components/error-dialog';
import { ImportFileModal } from '../../../components/import-file-modal';
import { ListPage } from '../../../components/list-page';
import { SuccessDialog } from '../../../components/success-dialog';
import { downloadFailedMessage, useDownload } from '../../../components/use-download';
import { useListAddress } from '../../../components/use-list-address';
import { formatMoney, ltrText } from '../../../lib/format';
import { yearChoices, yearFromParam } from '../../../lib/years';
import {
  downloadOpeningBalanceTemplate,
  useDeleteOpeningBalance,
  useImportOpeningBalances,
  useOpeningBalances,
} from '../api/opening-balances';
import { DeletedMessage } from '../components/deleted-message';
import { coveredMonths } from '../components/opening-balance-form';
import { OpeningBalanceModal } from '../components/opening-balance-modal';
import { PayrollHeader } from '../components/payroll-header';

/** A list row: the employee's id is the row's. */
type Row = OpeningBalanceRow & { id: string };

const none = '—';

const column = dataColumns<Row>();

function figureColumn(figure: OpeningBalanceFigure) {
  return column.accessor((row) => (row.balance ? formatMoney(row.balance[figure]) : none), {
    id: figure,
    header: openingBalanceFigureLabels[figure],
    meta: { numeric: true, nowrap: true },
  });
}

// The balance does not carry its year: Covers names the year the list is of.
const columnsOf = (year: number) =>
  column.columns([
    column.display({
      id: 'employee',
      header: 'Employee',
      cell: ({ row: { original: row } }) => (
        <>
          <Text size="sm" fw={600}>
            {row.name}
          </Text>
          <Text size="xs" c="dimmed">
            {row.employeeNumber}
          </Text>
        </>
      ),
    }),
    column.accessor((row) => row.departmentName ?? none, {
      id: 'department',
      header: 'Department',
    }),
    column.accessor(
      (row) => (row.balance ? ltrText(coveredMonths(row.balance.throughMonth, year)) : none),
      { id: 'covers', header: 'Covers', meta: { nowrap: true } },
    ),
    figureColumn('grossSalary'),
    figureColumn('ordinaryWagesForCpf'),
    figureColumn('additionalWagesForCpf'),
    figureColumn('employeeCpf'),
    figureColumn('employerCpf'),
  ]);

/**
 * The year, search, page and the balance being edited live in the address, so Back returns to
 * them.
 */
function useListParams(currentYear: number) {
  // Opening or closing the editor keeps the page it was opened from.
  const { params, page, update } = useListAddress(['edit']);
  const year = yearFromParam(params.get('year'), currentYear);
  const search = params.get('search') ?? '';
  const editing = params.get('edit');
  const editTo = (employeeId: string) => {
    const next = new URLSearchParams(params);
    next.set('edit', employeeId);
    return `?${next}`;
  };
  return { year, search, page, editing, update, editTo };
}

export function OpeningBalancesPage() {
  const currentYear = new Date().getFullYear();
  const { year, search, page, editing, update, editTo } = useListParams(currentYear);
  const [searchText, setSearchText] = useState(search);
  const searchLater = useDebouncedCallback(
    (text: string) => update({ search: text.trim() || null }),
    300,
  );
  const { data, isPending, isPlaceholderData, error } = useOpeningBalances({ year, page, search });
  const remove = useDeleteOpeningBalance(year);
  const importing = useImportOpeningBalances(year);
  const download = useDownload();
  const [importOpen, setImportOpen] = useState(false);
  const [imported, setImported] = useState<number | null>(null);
  const [saved, setSaved] = useState(false);

  const columns = useMemo(() => columnsOf(year), [year]);
  const rows = data?.items.map((row) => ({ ...row, id: row.employeeId }));
  const edited = rows?.find((row) => row.employeeId === editing) ?? null;
  const closeEditor = () => update({ edit: null });

  return (
    <>
      <ListPage
        header={
          <PayrollHeader
            trail={[{ label: 'Opening Balances' }]}
            title="Opening Balances"
            action={
              <Group gap="sm">
                <Button
                  variant="default"
                  leftSection={<IconDownload size={18} />}
                  loading={download.pending !== null}
                  onClick={() =>
                    download.start('template', () => downloadOpeningBalanceTemplate(year))
                  }
                >
                  Download template
                </Button>
                <Button
                  leftSection={<IconFileImport size={18} />}
                  onClick={() => setImportOpen(true)}
                >
                  Import
                </Button>
              </Group>
            }
          />
        }
        filters={
          <Stack gap="md" mb="md">
            <Text c="dimmed" size="sm" maw={720}>
              What each employee was paid in the year before the organisation ran its payroll here.
              Payrolls of the months after a balance count it for the CPF Additional Wage ceiling,
              and payslips and the YTD report add it to the year to date.
            </Text>
            <Group justify="space-between" align="flex-end" gap="md">
              <Select
                label="Year"
                data={yearChoices(currentYear, year)}
                value={String(year)}
                onChange={(value) => value && update({ year: value })}
                allowDeselect={false}
                w={120}
              />
              <TextInput
                aria-label="Search employees"
                placeholder="Name or employee number"
                leftSection={<IconSearch size={16} />}
                w={{ base: '100%', xs: 300 }}
                value={searchText}
                onChange={(event) => {
                  setSearchText(event.currentTarget.value);
                  searchLater(event.currentTarget.value);
                }}
              />
            </Group>
          </Stack>
        }
        rows={rows}
        total={data?.total}
        loading={isPending}
        refreshing={isPlaceholderData}
        error={error}
        empty={search ? `No employee matches “${search}”.` : 'No employees yet.'}
        columns={columns}
        label={`Opening balances ${year}`}
        minWidth={1080}
        page={page}
        onPageChange={(next) => update({ page: String(next) })}
        rowActions={{
          name: (row) => row.name,
          editTo: (row) => editTo(row.employeeId),
          canDelete: (row) => row.balance !== null,
          delete: {
            title: 'Delete opening balance',
            message: (row) =>
              `Deleting the ${year} opening balance of ${row.name} Are you sure you want to proceed?`,
            remove: (row) => remove.mutateAsync(row.employeeId),
            deletedMessage: <DeletedMessage>{openingBalanceDeletedMessage}</DeletedMessage>,
          },
        }}
      />
      <OpeningBalanceModal
        row={edited}
        year={year}
        onClose={closeEditor}
        onSaved={() => {
          closeEditor();
          setSaved(true);
        }}
      />
      <ImportFileModal
        opened={importOpen}
        title={`Import opening balances for ${year}`}
        send={importing.mutateAsync}
        sending={importing.isPending}
        onClose={() => setImportOpen(false)}
        onImported={(count) => {
          setImportOpen(false);
          setImported(count);
        }}
      >
        <Text size="sm" lh={1.6}>
          Enter many balances at once from a CSV or XLSX file. Start from Download template: it
          lists every employee, one a row. Fill in the last month each balance covers (September,
          Sep or 9) and its figures; rows left empty are skipped.
        </Text>
        <Text size="xs" c="dimmed" lh={1.6}>
          Employees are matched by employee number. Every row is checked first: if any row has a
          problem, nothing is imported.
        </Text>
      </ImportFileModal>
      <SuccessDialog
        opened={saved}
        message={openingBalanceSavedMessage}
        onClose={() => setSaved(false)}
      />
      <SuccessDialog
        opened={imported !== null}
        message={`${imported} ${imported === 1 ? 'opening balance' : 'opening balances'} imported`}
        onClose={() => setImported(null)}
      />
      <ErrorDialog
        opened={download.failed}
        message={downloadFailedMessage}
        onClose={download.dismiss}
      />
    </>
  );
}
