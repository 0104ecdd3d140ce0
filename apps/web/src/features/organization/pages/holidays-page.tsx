import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Holiday } from '@tembusu/contracts/organization';
import { useState } from 'react';
import { Link } from 'react-router';
import { dataColumns } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { PageHeader } from '../../../components/page-header';
import { ltrText } from '../../../lib/format';
import { useDeleteHoliday, useHolidays } from '../api/organization';

const dayFormat = new Intl.DateTimeFormat('en-SG', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A calendar date, shown as the date it is, whatever the browser's time zone; left to right in
 * right-to-left pages (lib/format.ts).
 */
export function formatDay(iso: string) {
  return ltrText(dayFormat.format(new Date(`${iso}T00:00:00Z`)));
}

function dayCount(holiday: Holiday) {
  const ms =
    Date.parse(`${holiday.toDate}T00:00:00Z`) - Date.parse(`${holiday.fromDate}T00:00:00Z`);
  return ms / 86_400_000 + 1;
}

const column = dataColumns<Holiday>();
const columns = column.columns([
  column.accessor('holidayName', { header: 'Holiday', meta: { emphasis: true } }),
  column.accessor((holiday) => formatDay(holiday.fromDate), { id: 'from', header: 'From' }),
  column.accessor((holiday) => formatDay(holiday.toDate), { id: 'to', header: 'To' }),
  column.accessor(dayCount, { id: 'days', header: 'Days' }),
]);

export function HolidaysPage() {
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const [page, setPage] = useState(1);
  const { data, isPending, error } = useHolidays(year);
  const remove = useDeleteHoliday();

  return (
    <ListPage
      header={
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
      }
      filters={
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
      }
      rows={data}
      loading={isPending}
      error={error}
      empty={`No holidays in ${year}.`}
      columns={columns}
      page={page}
      onPageChange={setPage}
      rowActions={{
        name: (holiday) => holiday.holidayName,
        editTo: (holiday) => `/organization/holiday-work-list/${holiday.id}`,
        delete: {
          title: 'Delete holiday',
          message: (holiday) =>
            `Deleting holiday ${holiday.holidayName} Are you sure you want to proceed?`,
          remove: (holiday) => remove.mutateAsync(holiday.id),
        },
      }}
    />
  );
}
