import {
  Alert,
  Anchor,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconCalendarShare, IconCheck, IconCopy } from '@tabler/icons-react';
import type { ShiftFeedLink, ShiftSchedule } from '@tembusu/contracts/attendance';
import { useState } from 'react';
import { errorMessage } from '../../../api/http';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime } from '../../../lib/format';
import { useCreateFeedLink, useRemoveFeedLink } from '../api/staff-shift-schedule';

/** How to subscribe on each kind of phone, once the link is in hand. */
function Instructions({ link }: { link: ShiftFeedLink }) {
  const webcal = link.url.replace(/^https?:/, 'webcal:');
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        iPhone or iPad
      </Text>
      <Text size="sm">
        <Anchor href={webcal}>Open the link in Calendar</Anchor>, or go to Settings, Calendar,
        Accounts, Add Account, Other, Add Subscribed Calendar, and paste the link.
      </Text>
      <Text fw={600} size="sm">
        Android (Google Calendar)
      </Text>
      <Text size="sm">
        On a computer, open Google Calendar, choose the plus beside Other calendars, then From URL,
        and paste the link. The calendar appears on your phone once it has synced.
      </Text>
      <Text size="sm" c="dimmed">
        Keep the link to yourself: anyone with it can see your shifts. Calendars look for changes
        every few hours.
      </Text>
    </Stack>
  );
}

/**
 * The employee's calendar link: made here, shown once with a copy button and how to subscribe,
 * then only said to exist; a reset makes a new one and the old one stops working.
 */
export function ShiftFeedCard({ feed }: { feed: ShiftSchedule['feed'] }) {
  const create = useCreateFeedLink();
  const remove = useRemoveFeedLink();
  const [confirm, setConfirm] = useState<'reset' | 'off' | null>(null);
  const link = create.data ?? null;
  const failure = create.error ?? remove.error;

  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs">
      <Stack gap="sm">
        <Group gap="xs">
          <IconCalendarShare size={20} aria-hidden />
          <Text fw={650}>Calendar link</Text>
        </Group>
        {failure && <Alert color="red">{errorMessage(failure)}</Alert>}
        {link ? (
          <>
            <Text size="sm">
              Your link is ready. It is shown only now: copy it before you leave this page.
            </Text>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label="Calendar link"
                value={link.url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                style={{ flex: 1, minWidth: 0 }}
              />
              <CopyButton value={link.url}>
                {({ copied, copy }) => (
                  <Button
                    variant={copied ? 'light' : 'filled'}
                    leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    onClick={copy}
                  >
                    {copied ? 'Copied' : 'Copy link'}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Instructions link={link} />
          </>
        ) : feed ? (
          <Text size="sm">
            You made a calendar link on {formatDateTime(feed.createdAt)}. For your privacy it is not
            shown again: reset it for a new one, and the old one stops working.
          </Text>
        ) : (
          <Text size="sm">
            Subscribe to your published shifts from your phone's calendar with a link of your own.
          </Text>
        )}
        <Group gap="xs">
          {feed || link ? (
            <>
              <Button
                variant="default"
                onClick={() => setConfirm('reset')}
                loading={create.isPending}
              >
                Reset link
              </Button>
              <Button variant="subtle" color="red" onClick={() => setConfirm('off')}>
                Turn off
              </Button>
            </>
          ) : (
            <Button onClick={() => create.mutate()} loading={create.isPending}>
              Create calendar link
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirm !== null}
        title={confirm === 'off' ? 'Turn the calendar link off' : 'Reset the calendar link'}
        message={
          confirm === 'off'
            ? 'The link stops working, and calendars subscribed to it stop showing your shifts.'
            : 'You get a new link, and the old one stops working: calendars subscribed to it need the new one.'
        }
        confirmLabel={confirm === 'off' ? 'Turn off' : 'Reset'}
        loading={create.isPending || remove.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm === 'off') {
            remove.mutate(undefined, {
              onSettled: () => {
                create.reset();
                setConfirm(null);
              },
            });
          } else {
            create.mutate(undefined, { onSettled: () => setConfirm(null) });
          }
        }}
      />
    </Paper>
  );
}
