import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type AttendanceLog, checkedOutMessage } from '@tembusu/contracts/attendance';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { RecordLoadFailure } from '../../../components/record-load-failure';
import { formatDate } from '../../../lib/format';
import { useAttendanceToday, useCheckOut, useMyAttendanceLog } from '../api/staff-attendance';
import {
  StaffAttendanceClockForm,
  staffAttendancePath,
} from '../components/staff-attendance-clock-form';
import { Fact, Facts } from '../components/staff-attendance-facts';
import { timeText, zoneOf } from '../components/staff-attendance-format';
import { locationNeed } from '../components/staff-attendance-location';

/** The open log being closed: its day and branch, when it started and when it is expected to end. */
function OpenLogCard({ log }: { log: AttendanceLog }) {
  const zone = zoneOf(log);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="xs" maw={640}>
      <Stack gap="md">
        <Title order={2} size="h4">
          Your day
        </Title>
        <Facts>
          <Fact label="Work date">{formatDate(log.workDate)}</Fact>
          <Fact label="Checked in">
            {timeText(log.checkInAt, zone)}
            {log.branch && (
              <Text span size="sm" c="dimmed" display="block">
                {log.branch.name}
              </Text>
            )}
          </Fact>
          <Fact label="Expected end">
            {log.expected ? timeText(log.expected.endAt, zone) : 'No shift expected'}
          </Fact>
        </Facts>
      </Stack>
    </Paper>
  );
}

/** The log is not open: checked out already, or closed by the day's end. */
function LogClosed({ log }: { log: AttendanceLog }) {
  const at = log.checkOutAt ? timeText(log.checkOutAt, zoneOf(log)) : null;
  return (
    <Alert
      color="gray"
      radius="lg"
      maw={640}
      title={
        at
          ? `You checked out at ${at} on ${formatDate(log.workDate)}`
          : `Your log of ${formatDate(log.workDate)} is closed`
      }
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {at
            ? 'There is nothing more to do for this day.'
            : 'It can no longer be checked out of. Ask your admin to correct it.'}
        </Text>
        <Group gap="sm">
          <Button component={Link} to={`${staffAttendancePath}/${log.id}`} variant="default">
            View the log
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function CheckOutForm({
  log,
  onSending,
}: {
  log: AttendanceLog;
  onSending(log: AttendanceLog | null): void;
}) {
  const checkOut = useCheckOut(log.id);
  const today = useAttendanceToday();
  const branch = today.data?.branches.find((b) => b.id === log.branch?.id);
  if (today.isPending) return <LoadingSpinner />;
  return (
    <StaffAttendanceClockForm
      direction="out"
      branchName={log.branch?.name ?? null}
      need={
        today.data
          ? locationNeed(today.data.geofenceRule, branch?.hasGeofence ?? false)
          : 'optional'
      }
      initialNote={log.note}
      savedMessage={checkedOutMessage}
      submit={async ({ position, note }) => {
        onSending(log);
        try {
          return await checkOut.mutateAsync({ position, note });
        } catch (cause) {
          onSending(null);
          throw cause;
        }
      }}
    />
  );
}

/**
 * /staff-attendance/check-out/{id}: the open log's check-in and expected end, where the browser
 * says the person is, a note, and Check out.
 */
export function StaffAttendanceCheckOutPage() {
  const { id } = useParams();
  const { data, isPending, error } = useMyAttendanceLog(id);
  // Checking out refreshes the log, which is then closed: the log as it was when sent stays on
  // screen, the form and its success dialog with it, until the dialog takes the person back.
  const [sending, setSending] = useState<AttendanceLog | null>(null);
  const log = sending ?? data;

  return (
    <Stack gap="lg">
      <PageHeader
        trail={[{ label: 'Attendance', to: staffAttendancePath }, { label: 'Check out' }]}
        title="Check out"
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
      {log && log.state !== 'open' && <LogClosed log={log} />}
      {log?.state === 'open' && (
        <>
          <OpenLogCard log={log} />
          <CheckOutForm log={log} onSending={setSending} />
        </>
      )}
    </Stack>
  );
}
