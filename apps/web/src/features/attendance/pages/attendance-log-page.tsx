import { Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { RecordLoadFailure } from '../../../components/record-load-failure';
import { formatDate } from '../../../lib/format';
import { useAttendanceLog } from '../api/attendance-logs';
import { DayAudits } from '../components/attendance-log-audits';
import { AttendanceLogDetails } from '../components/attendance-log-details';
import { OvertimeDecision } from '../components/attendance-log-overtime';
import {
  attendanceLogEditPath,
  attendanceLogsPath,
  type FromList,
} from '../components/attendance-log-paths';

/** The list with the filters it was left with, when the log was opened from it. */
function useListAddressBack(): string {
  const state = useLocation().state as Partial<FromList> | null;
  const search = state?.listSearch;
  return typeof search === 'string' && search.startsWith('?')
    ? `${attendanceLogsPath}${search}`
    : attendanceLogsPath;
}

/**
 * /attendance/log-list/{id}: one log, whose it is, what it recorded and how it was measured; its
 * overtime to approve, and the day's audit forms.
 */
export function AttendanceLogPage() {
  const { id } = useParams();
  const { data: log, isPending, error } = useAttendanceLog(id);
  const back = useListAddressBack();

  return (
    <Stack gap="lg">
      <PageHeader
        trail={[
          { label: 'Attendance' },
          { label: 'Attendance logs', to: back },
          { label: log ? `${log.employee.name}, ${formatDate(log.workDate)}` : 'Attendance log' },
        ]}
        title="Attendance log"
        action={
          <Group gap="sm">
            <Button
              component={Link}
              to={back}
              variant="default"
              leftSection={<IconArrowLeft size={18} className="tembusu-mirror-rtl" />}
            >
              Back
            </Button>
            {log && (
              <Button
                component={Link}
                to={attendanceLogEditPath(log.id)}
                leftSection={<IconPencil size={18} />}
              >
                Edit
              </Button>
            )}
          </Group>
        }
      />
      {isPending && id ? (
        <LoadingSpinner />
      ) : log ? (
        <Stack gap="lg">
          <AttendanceLogDetails log={log} forAdmin />
          <OvertimeDecision log={log} />
          <DayAudits log={log} />
        </Stack>
      ) : (
        <RecordLoadFailure
          error={error}
          what="attendance log"
          notFoundTitle="Attendance log not found"
          backTo={attendanceLogsPath}
          backLabel="Back to attendance logs"
        />
      )}
    </Stack>
  );
}
