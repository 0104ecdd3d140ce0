import { Anchor, Badge, Button, Grid, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconDownload, IconFileImport, IconPlus, IconSearch } from '@tabler/icons-react';
import { defaultPageSize } from '@tembusu/contracts/api';
import {
  type EmployeeFilter,
  type EmployeeListItem,
  employeeStatuses,
} from '@tembusu/contracts/employees';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { dataColumns } from '../../../components/data-table';
import { ErrorDialog } from '../../../components/error-dialog';
import { ListPage } from '../../../components/list-page';
import { PageHeader } from '../../../components/page-header';
import { SuccessDialog } from '../../../components/success-dialog';
import { useListAddress } from '../../../components/use-list-address';
import { formatDate } from '../../../lib/format';
import { useBranches, useDepartments } from '../../organization';
import { exportEmployees, type SpreadsheetFormat, useEmployeesPage } from '../api/employees';
import { downloadFailedMessage, ImportEmployeesModal } from '../components/import-employees-modal';
import { countryName } from '../components/options';

type Status = (typeof employeeStatuses)[number];

const statusOptions: { value: Status; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

const detailsPath = (employee: EmployeeListItem) => `/employees/${employee.id}/personal-details`;

// The employee list columns (employeeName, employeeNumber, ... roleTitle; product spec section
// 3), with their names spelt out as headings (Employee Name, ...).
const column = dataColumns<EmployeeListItem>();
const columns = column.columns([
  column.display({
    id: 'employeeName',
    header: 'Employee Name',
    cell: ({ row: { original: employee } }) => (
      <Group gap={6} wrap="nowrap">
        <Anchor
          component={Link}
          to={detailsPath(employee)}
          fw={600}
          size="sm"
          onClick={(event) => event.stopPropagation()}
        >
          {employee.employeeName}
        </Anchor>
        {!employee.isActive && (
          <Badge variant="light" color="gray" size="xs">
            Inactive
          </Badge>
        )}
      </Group>
    ),
    meta: { nowrap: true },
  }),
  column.accessor('employeeNumber', { header: 'Employee Number', meta: { nowrap: true } }),
  column.accessor((employee) => formatDate(employee.dateOfBirth), {
    id: 'dateOfBirth',
    header: 'Date of Birth',
    meta: { nowrap: true },
  }),
  column.accessor('age', { header: 'Age', meta: { numeric: true } }),
  column.accessor((employee) => formatDate(employee.hiredDate), {
    id: 'hiredDate',
    header: 'Hired Date',
    meta: { nowrap: true },
  }),
  column.accessor('yearOfService', { header: 'Year of Service', meta: { numeric: true } }),
  column.accessor((employee) => countryName(employee.countryOfWork), {
    id: 'countryOfWork',
    header: 'Country of Work',
  }),
  column.accessor('organization', { header: 'Organization' }),
  column.accessor((employee) => employee.department ?? '—', {
    id: 'department',
    header: 'Department',
  }),
  column.accessor((employee) => employee.roleTitle ?? '—', {
    id: 'roleTitle',
    header: 'Role Title',
  }),
]);

/** The list's search and filters live in the address, so Back returns to the same view. */
function useListParams() {
  const { params, page, update } = useListAddress();
  const status = params.get('status');
  const filter: EmployeeFilter = {
    search: params.get('search') || undefined,
    departmentId: params.get('department') || undefined,
    branchId: params.get('branch') || undefined,
    status: employeeStatuses.includes(status as Status) ? (status as Status) : 'all',
  };
  return { filter, page, update };
}

export function EmployeesPage() {
  const navigate = useNavigate();
  const { filter, page, update } = useListParams();
  const [search, setSearch] = useState(filter.search ?? '');
  const searchLater = useDebouncedCallback(
    (text: string) => update({ search: text.trim() || null }),
    300,
  );
  const { data, isPending, isPlaceholderData, error } = useEmployeesPage({
    ...filter,
    page,
    pageSize: defaultPageSize,
  });
  const departments = useDepartments();
  const branches = useBranches();
  const [importOpen, setImportOpen] = useState(false);
  const [imported, setImported] = useState<number | null>(null);
  const [exporting, setExporting] = useState<SpreadsheetFormat | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);

  const download = async (format: SpreadsheetFormat) => {
    setExporting(format);
    try {
      await exportEmployees(format, filter);
    } catch {
      setDownloadFailed(true);
    } finally {
      setExporting(null);
    }
  };

  const filtered =
    Boolean(filter.search || filter.departmentId || filter.branchId) || filter.status !== 'all';

  return (
    <>
      <ListPage
        header={
          <PageHeader
            trail={[{ label: 'People' }, { label: 'Employees' }]}
            title="Employees"
            action={
              <Group gap="sm">
                <Button
                  variant="default"
                  leftSection={<IconFileImport size={18} />}
                  onClick={() => setImportOpen(true)}
                >
                  Import
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconDownload size={18} />}
                  loading={exporting === 'csv'}
                  onClick={() => download('csv')}
                >
                  Export CSV
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconDownload size={18} />}
                  loading={exporting === 'xlsx'}
                  onClick={() => download('xlsx')}
                >
                  Export XLSX
                </Button>
                <Button
                  component={Link}
                  to="/employees/create"
                  leftSection={<IconPlus size={18} />}
                >
                  Add employee
                </Button>
              </Group>
            }
          />
        }
        filters={
          <Grid gap="md" mb="md" align="flex-end">
            <Grid.Col span={{ base: 12, md: 4 }}>
              <TextInput
                label="Search"
                placeholder="Name, e-mail, number or role"
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
                label="Department"
                placeholder="All departments"
                data={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
                searchable
                clearable
                value={filter.departmentId ?? null}
                onChange={(value) => update({ department: value })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
              <Select
                label="Branch/Outlet"
                placeholder="All branches/outlets"
                data={(branches.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
                searchable
                clearable
                value={filter.branchId ?? null}
                onChange={(value) => update({ branch: value })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4, md: 2 }}>
              <Select
                label="Status"
                data={statusOptions}
                allowDeselect={false}
                value={filter.status ?? 'all'}
                onChange={(value) => update({ status: value === 'all' ? null : value })}
              />
            </Grid.Col>
          </Grid>
        }
        rows={data?.items}
        total={data?.total}
        loading={isPending}
        refreshing={isPlaceholderData}
        error={error}
        empty={
          <Stack gap={4} align="center" py="xl">
            <Text fw={600}>No employees found</Text>
            <Text c="dimmed" size="sm">
              {filtered
                ? 'Try another search or clear the filters.'
                : 'Add your first employee, or import a file of them.'}
            </Text>
          </Stack>
        }
        columns={columns}
        label="Employees"
        minWidth={1040}
        onRowClick={(employee) => navigate(detailsPath(employee))}
        page={page}
        onPageChange={(next) => update({ page: String(next) })}
      />
      <ImportEmployeesModal
        opened={importOpen}
        onClose={() => setImportOpen(false)}
        onImported={(count) => {
          setImportOpen(false);
          setImported(count);
        }}
      />
      <SuccessDialog
        opened={imported !== null}
        message={`${imported} ${imported === 1 ? 'employee' : 'employees'} imported`}
        onClose={() => setImported(null)}
      />
      <ErrorDialog
        opened={downloadFailed}
        message={downloadFailedMessage}
        onClose={() => setDownloadFailed(false)}
      />
    </>
  );
}
