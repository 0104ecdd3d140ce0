import { Anchor, Grid, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type AttendanceAudit, auditOriginLabels } from '@tembusu/contracts/attendance';
import { auditFormStatuses } from '@tembusu/contracts/enums';
import { useMemo, useRef } from 'react';
import { dataColumns } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { PageHeader } from '../../../components/page-header';
import { useListAddress } from '../../../components/use-list-address';
import { formatDate } from '../../../lib/format';
import { type AttendanceAuditFilter, useAttendanceAudits } from '../api/attendance-audits';
import { dateTimeText } from '../components/attendance-audit-format';
import { AuditStatusBadges } from '../components/attendance-audit-parts';
import { AuditReviewPanel } from '../components/attendance-audit-review';
import { useSearchBox } from '../components/use-search-box';

const statusOptions = auditFormStatuses.map((status) => ({ value: status, label: status }));

const column = dataColumns<AttendanceAudit>();

/** The list's columns; the employee's name opens the form, as the row does, from the keyboard too. */
const auditColumns = (open: (id: string) => void) =>
  column.columns([
    column.display({
      id: 'employee',
      header: 'Employee',
      cell: ({ row: { original: audit } }) => (
        <>
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={600}
            c="inherit"
            ta="start"
            onClick={(event) => {
              // The row opens the form too; the name alone must not open it twice.
              event.stopPropagation();
              open(audit.id);
            }}
          >
            {audit.employee.name}
          </Anchor>
          {audit.employee.employeeNumber && (
            <Text size="xs" c="dimmed">
              {audit.employee.employeeNumber}
            </Text>
          )}
        </>
      ),
    }),
    column.accessor((audit) => formatDate(audit.workDate), {
      id: 'day',
      header: 'Day',
      meta: { nowrap: true },
    }),
    column.accessor((audit) => auditOriginLabels[audit.origin], { id: 'origin', header: 'Kind' }),
    column.display({
      id: 'status',
      header: 'Status',
      cell: ({ row: { original: audit } }) => <AuditStatusBadges audit={audit} />,
      meta: { nowrap: true },
    }),
    column.display({
      id: 'reason',
      header: 'Reason',
      cell: ({ row: { original: audit } }) => (
        <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {audit.reason}
        </Text>
      ),
    }),
    column.accessor((audit) => audit.openedBy ?? '—', { id: 'openedBy', header: 'Opened by' }),
    column.accessor((audit) => dateTimeText(audit.updatedAt, audit.timeZone), {
      id: 'updated',
      header: 'Updated',
      meta: { nowrap: true },
    }),
  ]);

/** The filters and the form open in the panel live in the address, so Back keeps the view. */
function useAuditParams() {
  const { params, page, update } = useListAddress(['form']);
  const status = params.get('status');
  const filter = {
    status: auditFormStatuses.find((known) => known === status),
    search: params.get('search') || undefined,
  } satisfies AttendanceAuditFilter;
  return { filter, narrowed: Boolean(filter.status || filter.search), page, update, params };
}

/**
 * /attendance/audits: the organisation's audit forms, those waiting on someone first; a form
 * opens in a panel to review it.
 */
export function AttendanceAuditsPage() {
  const { filter, narrowed, page, update, params } = useAuditParams();
  const search = useSearchBox(filter.search, (text) => update({ search: text.trim() || null }));
  const { data, isPending, isPlaceholderData, error } = useAttendanceAudits(filter, page);
  const openId = params.get('form');
  // `update` is new each render; the columns need only a way to open a form.
  const updateRef = useRef(update);
  updateRef.current = update;
  const columns = useMemo(() => auditColumns((id) => updateRef.current({ form: id })), []);

  return (
    <>
      <ListPage
        header={
          <PageHeader trail={[{ label: 'Attendance' }, { label: 'Audits' }]} title="Audits" />
        }
        filters={
          <Grid gap="md" mb="md" align="flex-end">
            <Grid.Col span={{ base: 12, sm: 7, md: 8 }}>
              <TextInput
                label="Search"
                placeholder="Name or employee number"
                leftSection={<IconSearch size={16} />}
                value={search.text}
                onChange={(event) => search.change(event.currentTarget.value)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5, md: 4 }}>
              <Select
                label="Status"
                placeholder="All statuses"
                data={statusOptions}
                clearable
                value={filter.status ?? null}
                onChange={(value) => update({ status: value })}
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
            <Text fw={600}>No audit forms found</Text>
            <Text c="dimmed" size="sm">
              {narrowed
                ? 'Try another search or clear the filters.'
                : 'Changes to logs and correction requests appear here.'}
            </Text>
          </Stack>
        }
        columns={columns}
        label="Audit forms"
        minWidth={1000}
        onRowClick={(audit) => update({ form: audit.id })}
        page={page}
        onPageChange={(next) => update({ page: String(next) })}
      />
      <AuditReviewPanel
        id={openId}
        listed={data?.items.find((audit) => audit.id === openId)}
        onClose={() => update({ form: null })}
      />
    </>
  );
}
