import { Badge, Group, Text, Timeline } from '@mantine/core';
import {
  type AttendanceAudit,
  type AuditEventKind,
  type AuditFormStatus,
  type AuditOutcome,
  auditEventLabels,
  auditOriginLabels,
} from '@tembusu/contracts/attendance';
import { leaveStatusColours } from '../../leave';
import { dateTimeText, logTimesText } from './attendance-audit-format';
import { Fact, Facts } from './staff-attendance-facts';

// The spec styles the three like a cancelled, a pending and an approved leave request.
const statusColours: Record<AuditFormStatus, string> = {
  'Pending Employee': leaveStatusColours.cancelled,
  'Pending Reviewer': leaveStatusColours.pending,
  Completed: leaveStatusColours.approved,
};

const outcomeLabels: Record<AuditOutcome, string> = {
  applied: 'Applied',
  rejected: 'Turned down',
};

// A badge clips its words to the space it is given; a table column squeezed by a long reason
// beside it would cut "Pending Employee" short, so the badge keeps its own width.
const unclipped = { minWidth: 'max-content' } as const;

/** A form's status as the spec names it, and for a completed one how it ended. */
export function AuditStatusBadges({
  audit,
}: {
  audit: Pick<AttendanceAudit, 'status' | 'outcome'>;
}) {
  return (
    <Group gap={4} wrap="wrap" component="span">
      <Badge variant="light" color={statusColours[audit.status]} radius="sm" style={unclipped}>
        {audit.status}
      </Badge>
      {audit.outcome && (
        <Badge
          variant="outline"
          color={audit.outcome === 'applied' ? 'tembusu' : 'red'}
          radius="sm"
          style={unclipped}
        >
          {outcomeLabels[audit.outcome]}
        </Badge>
      )}
    </Group>
  );
}

const eventColours: Record<AuditEventKind, string> = {
  opened: 'blue',
  answered: 'grape',
  applied: 'tembusu',
  rejected: 'red',
};

/** What happened to a form, oldest first: who did what, the times given, what they said. */
export function AuditTimeline({ audit }: { audit: AttendanceAudit }) {
  return (
    <Timeline bulletSize={14} lineWidth={2}>
      {audit.events.map((event) => (
        <Timeline.Item
          key={event.id}
          color={eventColours[event.kind]}
          title={
            <Text size="sm" fw={600}>
              {auditEventLabels[event.kind]}
              {event.actorName && (
                <Text span size="sm" fw={400}>
                  {' '}
                  by {event.actorName}
                </Text>
              )}
            </Text>
          }
        >
          {event.times && (
            <Text size="sm">{logTimesText(event.times, audit.timeZone, audit.workDate)}</Text>
          )}
          {event.comment && (
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {event.comment}
            </Text>
          )}
          <Text size="xs" c="dimmed" mt={2}>
            {dateTimeText(event.at, audit.timeZone)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** A form's facts: where it stands, who opened it and why, the times before and asked for. */
export function AuditFacts({ audit }: { audit: AttendanceAudit }) {
  const times = (value: AttendanceAudit['before']) =>
    logTimesText(value, audit.timeZone, audit.workDate);
  return (
    <Facts>
      <Fact label="Status">
        <AuditStatusBadges audit={audit} />
      </Fact>
      <Fact label="Kind">{auditOriginLabels[audit.origin]}</Fact>
      <Fact label="Opened by">{audit.openedBy ?? '—'}</Fact>
      <Fact label="Times before">{times(audit.before)}</Fact>
      <Fact label="Times asked for">{times(audit.proposed)}</Fact>
      <Fact label="Reason">
        <Text span size="sm" style={{ whiteSpace: 'pre-line' }}>
          {audit.reason}
        </Text>
      </Fact>
    </Facts>
  );
}
