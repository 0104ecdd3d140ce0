import { Button, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { RecordLoadFailure } from '../../../components/record-load-failure';
import { formatDate } from '../../../lib/format';
import { useAttendanceLog } from '../api/attendance-logs';
import { AttendanceLogDetails } from '../components/attendance-log-details';
import { attendanceLogsPath, type FromList } from '../components/attendance-log-paths';

/** The list with the filters it was left with, when the log was opened from it. */
function useListAddressBack(): string {
  const state = useLocation().state as Partial<FromList> | null;
  const search = state?.listSearch;
  return typeof search === 'string' && search.startsWith('?')
    ? `${attendanceLogsPath}${search}`
    : attendanceLogsPath;
}

/** /attendance/log-list/{id}: one log, whose it is, what it recorded and how it was measured. */
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
          <Button
            component={Link}
            to={back}
            variant="default"
            leftSection={<IconArrowLeft size={18} className="tembusu-mirror-rtl" />}
          >
            Back
          </Button>
        }
      />
      {isPending && id ? (
        <LoadingSpinner />
      ) : log ? (
        <AttendanceLogDetails log={log} forAdmin />
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
