import { Alert, Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconLogout2 } from '@tabler/icons-react';
import {
  type AttendanceToday,
  checkedInMessage,
  workedDayKindLabels,
} from '@tembusu/contracts/attendance';
import { defaultTimeZone } from '@tembusu/contracts/reference/time-zones';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { formatDate } from '../../../lib/format';
import { useAttendanceToday, useCheckIn } from '../api/staff-attendance';
import {
  StaffAttendanceClockForm,
  staffAttendancePath,
} from '../components/staff-attendance-clock-form';
import { Fact, Facts } from '../components/staff-attendance-facts';
import { expectedShiftText, timeText, zoneOf } from '../components/staff-attendance-format';
import { locationNeed } from '../components/staff-attendance-location';

/** The day a check-in counts for: its date, its kind and the shift expected of the person. */
function TodayCard({ today, timeZone }: { today: AttendanceToday; timeZone: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="xs" maw={640}>
      <Stack gap="md">
        <Title order={2} size="h4">
          Today
        </Title>
        <Facts>
          <Fact label="Work date">{formatDate(today.workDate)}</Fact>
          <Fact label="Kind of day">
            <Badge
              variant="light"
              color={today.dayKind === 'normal' ? 'blue' : 'grape'}
              radius="sm"
            >
              {workedDayKindLabels[today.dayKind]}
            </Badge>
          </Fact>
          <Fact label="Expected shift">
            {today.expected ? (
              <>
                {today.expected.name && (
                  <Text span size="sm" fw={600} display="block">
                    {today.expected.name}
                  </Text>
                )}
                {expectedShiftText(today.expected, timeZone)}
              </>
            ) : (
              'No shift expected today'
            )}
          </Fact>
        </Facts>
      </Stack>
    </Paper>
  );
}

/** Today is already logged: when, and the way to check out while it is open. */
function AlreadyCheckedIn({ log }: { log: NonNullable<AttendanceToday['log']> }) {
  const open = log.state === 'open';
  const at = log.checkInAt ? timeText(log.checkInAt, zoneOf(log)) : null;
  return (
    <Alert
      color={open ? 'blue' : 'gray'}
      radius="lg"
      maw={640}
      title={at ? `You checked in at ${at}` : 'Today already has a log'}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {open
            ? 'Check out when you finish work.'
            : `Your log of ${formatDate(log.workDate)} is closed.`}
        </Text>
        <Group gap="sm">
          {open && (
            <Button
              component={Link}
              to={`${staffAttendancePath}/check-out/${log.id}`}
              leftSection={<IconLogout2 size={18} aria-hidden className="tembusu-mirror-rtl" />}
            >
              Check out
            </Button>
          )}
          <Button component={Link} to={`${staffAttendancePath}/${log.id}`} variant="default">
            View the log
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function CheckInForm({
  today,
  onSending,
}: {
  today: AttendanceToday;
  /** Told the day a check-in is sent for, and null again when it is refused. */
  onSending(today: AttendanceToday | null): void;
}) {
  const checkIn = useCheckIn();
  const [branchId, setBranchId] = useState<string | null>(
    today.suggestedBranchId ?? today.branches[0]?.id ?? null,
  );
  const branch = today.branches.find((b) => b.id === branchId);
  return (
    <StaffAttendanceClockForm
      direction="in"
      branchName={branch?.name ?? null}
      need={locationNeed(today.geofenceRule, branch?.hasGeofence ?? false)}
      savedMessage={checkedInMessage}
      submit={async ({ position, note }) => {
        onSending(today);
        try {
          return await checkIn.mutateAsync({ branchId: branchId ?? '', position, note });
        } catch (cause) {
          onSending(null);
          throw cause;
        }
      }}
      fields={(errors) => (
        <Select
          label="Branch/Outlet"
          description="Where you are working today"
          required
          allowDeselect={false}
          data={today.branches.map((b) => ({ value: b.id, label: b.name }))}
          value={branchId}
          onChange={setBranchId}
          error={errors.branchId}
        />
      )}
    />
  );
}

/**
 * /staff-attendance/check-in: today's date and expected shift, the branch, where the browser
 * says the person is, a note, and Check in.
 */
export function StaffAttendanceCheckInPage() {
  const { data: today, isPending, error } = useAttendanceToday();
  // Checking in refreshes the day, which then has its log: the day as it was when sent stays on
  // screen, the form and its success dialog with it, until the dialog takes the person back.
  const [sending, setSending] = useState<AttendanceToday | null>(null);
  const shown = sending ?? today;
  const zone =
    shown?.branches.find((b) => b.id === shown.suggestedBranchId)?.timeZone ?? defaultTimeZone;

  return (
    <Stack gap="lg">
      <PageHeader
        trail={[{ label: 'Attendance', to: staffAttendancePath }, { label: 'Check in' }]}
        title="Check in"
      />
      {isPending && <LoadingSpinner />}
      {error && <Alert color="red">{error.message}</Alert>}
      {shown && <TodayCard today={shown} timeZone={zone} />}
      {shown?.log && <AlreadyCheckedIn log={shown.log} />}
      {shown && !shown.log && shown.branches.length === 0 && (
        <Alert color="orange" radius="lg" maw={640} title="No branch to check in at">
          Your organisation has no open branch or outlet yet. Ask your admin to add one.
        </Alert>
      )}
      {shown && !shown.log && shown.branches.length > 0 && (
        <CheckInForm today={shown} onSending={setSending} />
      )}
    </Stack>
  );
}
