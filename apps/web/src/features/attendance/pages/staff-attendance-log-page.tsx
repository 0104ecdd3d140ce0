import { Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconLogout2 } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { RecordLoadFailure } from '../../../components/record-load-failure';
import { formatDate } from '../../../lib/format';
import { useMyAttendanceLog } from '../api/staff-attendance';
import { AttendanceLogDetails } from '../components/attendance-log-details';
import { staffAttendancePath } from '../components/staff-attendance-clock-form';

/** /staff-attendance/{id}: one of the employee's logs, everything it recorded and measured. */
export function StaffAttendanceLogPage() {
  const { id } = useParams();
  const { data: log, isPending, error } = useMyAttendanceLog(id);
  const title = log ? `Attendance on ${formatDate(log.workDate)}` : 'Attendance log';

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
      {log && <AttendanceLogDetails log={log} />}
    </Stack>
  );
}
