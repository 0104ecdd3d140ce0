import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { Fragment } from 'react';
import { ltrText } from '../../../lib/format';
import { usePublishedAnnouncements } from '../api/dashboards';

const day = new Intl.DateTimeFormat('en-SG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The organisation's published announcements, newest first. */
export function AnnouncementsCard() {
  const { data } = usePublishedAnnouncements();
  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs" component="section" aria-label="Announcements">
      <Group gap={8} mb="md" wrap="nowrap">
        <IconSpeakerphone size={20} aria-hidden />
        <Title order={2} size="h4">
          Announcements
        </Title>
      </Group>
      {data && data.length === 0 && <Text c="dimmed">Nothing announced yet.</Text>}
      <Stack gap="sm">
        {data?.slice(0, 5).map((announcement, index) => (
          <Fragment key={announcement.id}>
            {index > 0 && <Divider />}
            <div>
              <Text fw={600}>{announcement.title}</Text>
              <Text size="xs" c="dimmed" mb={4}>
                {ltrText(day.format(new Date(`${announcement.publishDate}T00:00:00Z`)))}
                {announcement.authorName ? ` · ${announcement.authorName}` : ''}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }} lineClamp={4}>
                {announcement.body}
              </Text>
            </div>
          </Fragment>
        ))}
      </Stack>
    </Paper>
  );
}
