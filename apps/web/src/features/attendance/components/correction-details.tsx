import { Stack, Text } from '@mantine/core';
import {
  type AttendanceAudit,
  type AuditFormStatus,
  auditOriginLabels,
} from '@tembusu/contracts/attendance';
import { formatDate } from '../../../lib/format';
import { logTimesText } from './attendance-audit-format';
import { AuditStatusBadges } from './attendance-audit-parts';
import { Fact, Facts } from './staff-attendance-facts';

/** Whom an open form waits on, as its employee reads it. */
const waitingText: Record<Exclude<AuditFormStatus, 'Completed'>, string> = {
  'Pending Employee': 'Waiting for your answer',
  'Pending Reviewer': 'Waiting for review',
};

/**
 * One of the employee's forms: the day, what opened it and why, where it stands, and the times
 * recorded and asked for (applied, once it was).
 */
export function CorrectionFacts({ audit }: { audit: AttendanceAudit }) {
  const times = (which: 'before' | 'proposed') =>
    logTimesText(audit[which], audit.timeZone, audit.workDate);
  // A reviewer may apply other times than those asked for.
  const applied = audit.events.find((event) => event.kind === 'applied');
  return (
    <Facts wide={3}>
      <Fact label="Day">{formatDate(audit.workDate)}</Fact>
      <Fact label="Kind">{auditOriginLabels[audit.origin]}</Fact>
      <Fact label="Status">
        <Stack gap={4}>
          <AuditStatusBadges audit={audit} />
          {audit.status !== 'Completed' && (
            <Text span size="xs" c="dimmed">
              {waitingText[audit.status]}
            </Text>
          )}
        </Stack>
      </Fact>
      <Fact label="Times recorded">{times('before')}</Fact>
      <Fact label="Times asked for">{times('proposed')}</Fact>
      {applied?.times && (
        <Fact label="Times applied">
          {logTimesText(applied.times, audit.timeZone, audit.workDate)}
        </Fact>
      )}
      <Fact label="Reason">
        <Text span size="sm" style={{ whiteSpace: 'pre-line' }}>
          {audit.reason}
        </Text>
      </Fact>
    </Facts>
  );
}
