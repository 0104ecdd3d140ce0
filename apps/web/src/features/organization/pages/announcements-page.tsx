import { Badge, Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Announcement } from '@tembusu/contracts/organization';
import { useState } from 'react';
import { Link } from 'react-router';
import { dataColumns } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { PageHeader } from '../../../components/page-header';
import { useAnnouncements, useDeleteAnnouncement } from '../api/organization';
import { audienceLabels } from '../components/audience';
import { formatDay } from './holidays-page';

const column = dataColumns<Announcement>();
const columns = column.columns([
  column.display({
    id: 'title',
    header: 'Title',
    cell: ({ row: { original: announcement } }) => (
      <>
        <Text fw={600} size="sm">
          {announcement.title}
        </Text>
        {announcement.authorName && (
          <Text size="xs" c="dimmed">
            by {announcement.authorName}
          </Text>
        )}
      </>
    ),
  }),
  column.accessor((announcement) => audienceLabels[announcement.audience], {
    id: 'audience',
    header: 'For',
  }),
  column.accessor((announcement) => formatDay(announcement.publishDate), {
    id: 'publishDate',
    header: 'Publish date',
  }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: announcement } }) =>
      announcement.publishDate <= new Date().toLocaleDateString('en-CA') ? (
        <Badge variant="light">Published</Badge>
      ) : (
        <Badge variant="light" color="yellow">
          Scheduled
        </Badge>
      ),
  }),
]);

export function AnnouncementsPage() {
  const { data, isPending, error } = useAnnouncements();
  const remove = useDeleteAnnouncement();
  const [page, setPage] = useState(1);

  return (
    <ListPage
      header={
        <PageHeader
          trail={[{ label: 'Organisation' }, { label: 'Announcements' }]}
          title="Announcements"
          action={
            <Button
              component={Link}
              to="/organization/announcements/create"
              leftSection={<IconPlus size={18} />}
            >
              New announcement
            </Button>
          }
        />
      }
      rows={data}
      loading={isPending}
      error={error}
      empty="No announcements yet. Published ones appear on everyone's dashboard."
      columns={columns}
      minWidth={640}
      page={page}
      onPageChange={setPage}
      rowActions={{
        name: (announcement) => announcement.title,
        editTo: (announcement) => `/organization/announcements/${announcement.id}`,
        delete: {
          title: 'Delete announcement',
          message: (announcement) =>
            `Deleting announcement ${announcement.title} Are you sure you want to proceed?`,
          remove: (announcement) => remove.mutateAsync(announcement.id),
        },
      }}
    />
  );
}
