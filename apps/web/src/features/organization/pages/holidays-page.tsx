import { Alert, Button, Group, Paper, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { defaultPageSize } from '@tembusu/contracts/api';
import type { Holiday } from '@tembusu/contracts/organization';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/http';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { RowActions } from '../../../components/row-actions';
import { useDeleteHoliday, useHolidays } from '../api/organization';

const dayFormat = new Intl.DateTimeFormat('en-SG', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date, shown as the date it is, whatever the browser's time zone. */
export function formatDay(iso: string) {
  return dayFormat.format(new Date(`${iso}T00:00:00Z`));
}

function dayCount(holiday: Holiday) {
  const ms =
    Date.parse(`${holiday.toDate}T00:00:00Z`) - Date.parse(`${holiday.fromDate}T00:00:00Z`);
  return ms / 86_400_000 + 1;
}

export function HolidaysPage() {
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const [page, setPage] = useState(1);
  const { data, isPending, error } = useHolidays(year);
  const remove = useDeleteHoliday();
  const [deleting, setDeleting] = useState<Holiday | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const shown = (data ?? []).slice((page - 1) * defaultPageSize, page * defaultPageSize);

  return (
    <Stack gap="lg">
      <PageHeader
        trail={[{ label: 'Organisation' }, { label: 'Holiday work list' }]}
        title="Holiday work list"
        action={
          <Button
            component={Link}
            to="/organization/holiday-work-list/create"
            leftSection={<IconPlus size={18} />}
          >
            Add holiday
          </Button>
        }
      />
      <Paper withBorder radius="lg" p="lg" shadow="xs">
        <Group justify="space-between" mb="md">
          <Text c="dimmed" size="sm">
            Public holidays and company days off. Singapore's gazetted holidays are added for you.
          </Text>
          <SegmentedControl
            aria-label="Year"
            value={String(year)}
            onChange={(value) => {
              // Choosing the year already shown keeps the page the reader is on.
              if (Number(value) === year) return;
              setYear(Number(value));
              setPage(1);
            }}
            data={[thisYear - 1, thisYear, thisYear + 1].map(String)}
          />
        </Group>
        {isPending && <LoadingSpinner />}
        {error && <Alert color="red">{error.message}</Alert>}
        {data && data.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            No holidays in {year}.
          </Text>
        )}
        {shown.length > 0 && (
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Holiday</Table.Th>
                <Table.Th>From</Table.Th>
                <Table.Th>To</Table.Th>
                <Table.Th>Days</Table.Th>
                <Table.Th w={100}>Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((holiday) => (
                <Table.Tr key={holiday.id}>
                  <Table.Td fw={600}>{holiday.holidayName}</Table.Td>
                  <Table.Td>{formatDay(holiday.fromDate)}</Table.Td>
                  <Table.Td>{formatDay(holiday.toDate)}</Table.Td>
                  <Table.Td>{dayCount(holiday)}</Table.Td>
                  <Table.Td>
                    <RowActions
                      name={holiday.holidayName}
                      editTo={`/organization/holiday-work-list/${holiday.id}`}
                      onDelete={() => setDeleting(holiday)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {data && data.length > 0 && (
          <Pagination page={page} total={data.length} onChange={setPage} />
        )}
      </Paper>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete holiday"
        message={`Deleting holiday ${deleting?.holidayName ?? ''} Are you sure you want to proceed?`}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
          } catch (cause) {
            setFailure(errorMessage(cause));
          }
          setDeleting(null);
        }}
      />
      <ErrorDialog
        opened={failure !== null}
        message={failure ?? ''}
        onClose={() => setFailure(null)}
      />
    </Stack>
  );
}
