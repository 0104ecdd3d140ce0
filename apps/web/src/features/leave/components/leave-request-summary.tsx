import {
  Anchor,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { LeaveEvent, LeaveRequest } from '@tembusu/contracts/leave';
import { type ReactNode, useState } from 'react';
import { downloadFile, errorMessage } from '../../../api/http';
import { ErrorDialog } from '../../../components/error-dialog';
import { formatDateTime } from '../../../lib/format';
import { childText, daysText, leaveDatesText, leaveEventLabels } from './leave-format';
import { LeaveStatusBadge } from './leave-status-badge';
import { LeaveTypeLabel } from './leave-type-label';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="div" size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The attached document, fetched with the session's headers (a bare link cannot send them). */
function AttachmentLink({ attachment }: { attachment: NonNullable<LeaveRequest['attachment']> }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      await downloadFile(`/uploads/${attachment.id}`, attachment.name);
    } catch (cause) {
      setFailure(errorMessage(cause));
    } finally {
      setOpening(false);
    }
  };
  return (
    <>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={open}
        disabled={opening}
        style={{ overflowWrap: 'anywhere', textAlign: 'start' }}
      >
        <Group gap={4} wrap="nowrap" component="span">
          <IconPaperclip size={14} aria-hidden />
          {attachment.name}
        </Group>
      </Anchor>
      <ErrorDialog
        opened={failure !== null}
        message={failure ?? ''}
        onClose={() => setFailure(null)}
      />
    </>
  );
}

/** A request's details: who, what, when, how many days, why, and where it stands. */
export function LeaveRequestDetails({ request }: { request: LeaveRequest }) {
  const employee = request.employee;
  const placement = [employee.departmentName, employee.branchName].filter(Boolean).join(' · ');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
      <Detail label="Employee">
        <Text span size="sm" fw={600}>
          {employee.name}
        </Text>{' '}
        <Text span size="sm" c="dimmed">
          ({employee.employeeNumber})
        </Text>
        {placement && (
          <Text size="xs" c="dimmed">
            {placement}
          </Text>
        )}
      </Detail>
      <Detail label="Leave type">
        <LeaveTypeLabel name={request.leaveType.name} colour={request.leaveType.colour} />
        {!request.leaveType.paid && (
          <Text size="xs" c="dimmed">
            Unpaid
          </Text>
        )}
      </Detail>
      <Detail label="Dates">{leaveDatesText(request)}</Detail>
      <Detail label="Days counted">{daysText(request.days)}</Detail>
      <Detail label="Status">
        <LeaveStatusBadge status={request.status} />
      </Detail>
      {request.status === 'pending' ? (
        <Detail label="Waiting for">{request.waitingFor ?? '—'}</Detail>
      ) : (
        request.decidedBy && (
          <Detail label="Decided by">
            {request.decidedBy}
            {request.decidedAt && (
              <Text size="xs" c="dimmed">
                {formatDateTime(request.decidedAt)}
              </Text>
            )}
          </Detail>
        )
      )}
      {request.child && <Detail label="Child">{childText(request.child)}</Detail>}
      {request.attachment && (
        <Detail label="Attachment">
          <AttachmentLink attachment={request.attachment} />
        </Detail>
      )}
      <Detail label="Reason">
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {request.reason || '—'}
        </Text>
      </Detail>
    </SimpleGrid>
  );
}

const eventColours: Record<LeaveEvent['kind'], string> = {
  submitted: 'blue',
  edited: 'gray',
  approved: 'tembusu',
  rejected: 'red',
  cancelled: 'gray',
};

/** What happened to a request, oldest first: who did what, when, and what they said. */
export function LeaveRequestTimeline({ request }: { request: LeaveRequest }) {
  // A level is worth naming only where the organisation decides at two.
  const twoLevels =
    (request.pendingLevel ?? 0) > 1 || request.events.some((event) => (event.level ?? 0) > 1);
  return (
    <Timeline bulletSize={14} lineWidth={2}>
      {request.events.map((event) => (
        <Timeline.Item
          key={`${event.at}-${event.kind}`}
          color={eventColours[event.kind]}
          title={
            <Text size="sm" fw={600}>
              {leaveEventLabels[event.kind]}
              {twoLevels && event.level !== null && ` (level ${event.level})`}
              {event.actorName && (
                <Text span size="sm" fw={400}>
                  {' '}
                  by {event.actorName}
                </Text>
              )}
            </Text>
          }
        >
          {event.comment && (
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {event.comment}
            </Text>
          )}
          <Text size="xs" c="dimmed" mt={2}>
            {formatDateTime(event.at)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** A request's details card and, beside it (below on a phone), its history. */
export function LeaveRequestSummary({ request }: { request: LeaveRequest }) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs" h="100%">
          <Title order={2} size="h4" mb="md">
            Request
          </Title>
          <LeaveRequestDetails request={request} />
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs" h="100%">
          <Title order={2} size="h4" mb="md">
            History
          </Title>
          <LeaveRequestTimeline request={request} />
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
