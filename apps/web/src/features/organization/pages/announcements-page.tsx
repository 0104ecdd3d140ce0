import { Alert, Badge, Button, Paper, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { defaultPageSize } from '@tembusu/contracts/api';
import type { Announcement } from '@tembusu/contracts/organization';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/http';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { RowActions } from '../../../components/row-actions';
import { useAnnouncements, useDeleteAnnouncement } from '../api/organization';
import { audienceLabels } from '../components/audience';
import { formatDay } from './holidays-page';

export function AnnouncementsPage() {
  const { data, isPending, error } = useAnnouncements();
  const remove = useDeleteAnnouncement();
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const today = new Date().toLocaleDateString('en-CA');
  const shown = (data ?? []).slice((page - 1) * defaultPageSize, page * defaultPageSize);

  return (
    <Stack gap="lg">
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
      <Paper withBorder radius="lg" p="lg" shadow="xs">
        {isPending && <LoadingSpinner />}
        {error && <Alert color="red">{error.message}</Alert>}
        {data && data.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            No announcements yet. Published ones appear on everyone's dashboard.
          </Text>
        )}
        {shown.length > 0 && (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Title</Table.Th>
                  <Table.Th>For</Table.Th>
                  <Table.Th>Publish date</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th w={100}>Action</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((announcement) => (
                  <Table.Tr key={announcement.id}>
                    <Table.Td>
                      <Text fw={600} size="sm">
                        {announcement.title}
                      </Text>
                      {announcement.authorName && (
                        <Text size="xs" c="dimmed">
                          by {announcement.authorName}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{audienceLabels[announcement.audience]}</Table.Td>
                    <Table.Td>{formatDay(announcement.publishDate)}</Table.Td>
                    <Table.Td>
                      {announcement.publishDate <= today ? (
                        <Badge variant="light">Published</Badge>
                      ) : (
                        <Badge variant="light" color="yellow">
                          Scheduled
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        name={announcement.title}
                        editTo={`/organization/announcements/${announcement.id}`}
                        onDelete={() => setDeleting(announcement)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {data && data.length > 0 && (
          <Pagination page={page} total={data.length} onChange={setPage} />
        )}
      </Paper>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete announcement"
        message={`Deleting announcement ${deleting?.title ?? ''} Are you sure you want to proceed?`}
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
