import { Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconClockEdit, IconLogout2, IconMessageReply } from '@tabler/icons-react';
import type { AttendanceAudit, AttendanceLog } from '@tembusu/contracts/attendance';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { RecordLoadFailure } from '../../../components/record-load-failure';
import { formatDate } from '../../../lib/format';
import { useMyAttendanceLog } from '../api/staff-attendance';
import { useMyAttendanceAudits } from '../api/staff-attendance-audits';
import { AnswerAuditModal } from '../components/answer-audit-modal';
import { AuditTimeline } from '../components/attendance-audit-parts';
import { AttendanceLogDetails } from '../components/attendance-log-details';
import { AttendanceSection } from '../components/attendance-section';
import { CorrectionFacts } from '../components/correction-details';
import { RequestCorrectionModal } from '../components/request-correction-modal';
import { staffAttendancePath } from '../components/staff-attendance-clock-form';
import { zoneOf } from '../components/staff-attendance-format';
import { StaffOvertimeApproval } from '../components/staff-overtime-approval';

/**
 * The form of a log's day that matters now: the open one (a day has one at most), else the one
 * completed last. The list comes open forms first, then the latest completed; a person's forms
 * reach 60 days back, so the first hundred hold any of a day still worth showing.
 */
function useFormOfDay(log: AttendanceLog | undefined) {
  const forms = useMyAttendanceAudits({ page: 1, pageSize: 100 });
  return {
    asked: !forms.isPending,
    form: log ? forms.data?.items.find((audit) => audit.workDate === log.workDate) : undefined,
  };
}

/** A day's correction form: where it stands, the times, and its history; Answer when it waits. */
function CorrectionSection({
  audit,
  onAnswer,
}: {
  audit: AttendanceAudit;
  onAnswer(audit: AttendanceAudit): void;
}) {
  return (
    <AttendanceSection
      title={audit.status === 'Completed' ? 'Last correction' : 'Correction'}
      action={
        audit.status === 'Pending Employee' && (
          <Button
            leftSection={<IconMessageReply size={18} aria-hidden />}
            onClick={() => onAnswer(audit)}
          >
            Answer
          </Button>
        )
      }
    >
      <CorrectionFacts audit={audit} />
      <Stack gap="xs">
        <Title order={3} size="h5">
          History
        </Title>
        <AuditTimeline audit={audit} />
      </Stack>
    </AttendanceSection>
  );
}

/**
 * /staff-attendance/{id}: one of the employee's logs, everything it recorded and measured, where
 * its overtime stands, and its day's correction form; Ask for a correction while none is open.
 */
export function StaffAttendanceLogPage() {
  const { id } = useParams();
  const { data: log, isPending, error } = useMyAttendanceLog(id);
  const { asked, form } = useFormOfDay(log);
  const [requesting, setRequesting] = useState(false);
  const [answering, setAnswering] = useState<AttendanceAudit | null>(null);
  const title = log ? `Attendance on ${formatDate(log.workDate)}` : 'Attendance log';
  // Once the day's forms are known: a day has one open form at most.
  const mayAsk = asked && log && log.state !== 'open' && (!form || form.status === 'Completed');

  return (
    <Stack gap="lg">
      <PageHeader
        trail={[
          { label: 'Attendance', to: staffAttendancePath },
          { label: log ? formatDate(log.workDate) : 'Log' },
        ]}
        title={title}
        action={
          <Group gap="sm">
            <Button
              component={Link}
              to={staffAttendancePath}
              variant="default"
              leftSection={<IconArrowLeft size={18} className="tembusu-mirror-rtl" />}
            >
              Back
            </Button>
            {log?.state === 'open' && (
              <Button
                component={Link}
                to={`${staffAttendancePath}/check-out/${log.id}`}
                leftSection={<IconLogout2 size={18} aria-hidden className="tembusu-mirror-rtl" />}
              >
                Check out
              </Button>
            )}
            {mayAsk && (
              <Button
                variant="light"
                leftSection={<IconClockEdit size={18} aria-hidden />}
                onClick={() => setRequesting(true)}
              >
                Ask for a correction
              </Button>
            )}
          </Group>
        }
      />
      {isPending && <LoadingSpinner />}
      {error && (
        <RecordLoadFailure
          error={error}
          what="attendance log"
          notFoundTitle="Attendance log not found"
          notFoundText="This log is not one of yours, or it no longer exists."
          backTo={staffAttendancePath}
          backLabel="Back to my attendance"
        />
      )}
      {log && (
        <>
          {form && form.status !== 'Completed' && (
            <CorrectionSection audit={form} onAnswer={setAnswering} />
          )}
          <AttendanceLogDetails log={log} />
          <StaffOvertimeApproval log={log} />
          {form?.status === 'Completed' && (
            <CorrectionSection audit={form} onAnswer={setAnswering} />
          )}
          <RequestCorrectionModal
            opened={requesting}
            day={{
              workDate: log.workDate,
              times: { checkInAt: log.checkInAt, checkOutAt: log.checkOutAt },
            }}
            timeZone={zoneOf(log)}
            onClose={() => setRequesting(false)}
          />
        </>
      )}
      <AnswerAuditModal audit={answering} onClose={() => setAnswering(null)} />
    </Stack>
  );
}
