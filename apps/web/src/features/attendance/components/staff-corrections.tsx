import { Anchor, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessageReply } from '@tabler/icons-react';
import { defaultPageSize } from '@tembusu/contracts/api';
import { type AttendanceAudit, auditOriginLabels } from '@tembusu/contracts/attendance';
import { useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { dataColumns } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { formatDate } from '../../../lib/format';
import { type AttendanceAuditPage, useMyAttendanceAudits } from '../api/staff-attendance-audits';
import { logTimesText } from './attendance-audit-format';
import { AuditStatusBadges, AuditTimeline } from './attendance-audit-parts';
import { CorrectionFacts } from './correction-details';
import { staffAttendancePath } from './staff-attendance-clock-form';

/** Enough for every form open at once: a person has at most one a day, 60 days back. */
const allOpen = 100;

/** The employee's forms waiting on their answer. */
export function useFormsWaitingOnMe() {
  return useMyAttendanceAudits({ page: 1, pageSize: allOpen, status: 'Pending Employee' });
}

/**
 * The forms an admin or the day-end check opened for the employee to answer, each with its day,
 * why it was opened and Answer. Nothing when none waits.
 */
export function WaitingForYou({
  forms,
  onAnswer,
}: {
  forms: AttendanceAuditPage | undefined;
  onAnswer(audit: AttendanceAudit): void;
}) {
  if (!forms || forms.items.length === 0) return null;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
      shadow="xs"
      component="section"
      aria-label="Waiting for you"
      style={{ borderColor: 'var(--mantine-color-yellow-5)' }}
    >
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            Waiting for you
          </Title>
          <Text size="sm" c="dimmed">
            Give the times you worked on these days.
          </Text>
        </div>
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {forms.items.map((audit) => (
            <Paper
              key={audit.id}
              component="li"
              aria-label={formatDate(audit.workDate)}
              withBorder
              radius="md"
              p="sm"
            >
              <Group justify="space-between" align="center" gap="sm">
                <Stack gap={2} miw={0} style={{ flex: '1 1 14rem' }}>
                  <Text size="sm" fw={600}>
                    {formatDate(audit.workDate)}
                    <Text span size="sm" c="dimmed" fw={400}>
                      {' · '}
                      {audit.openedBy ?? auditOriginLabels[audit.origin]}
                    </Text>
                  </Text>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {audit.reason}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Recorded: {logTimesText(audit.before, audit.timeZone, audit.workDate)}
                  </Text>
                </Stack>
                <Button
                  leftSection={<IconMessageReply size={18} aria-hidden />}
                  onClick={() => onAnswer(audit)}
                >
                  Answer
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

const column = dataColumns<AttendanceAudit>();

function correctionColumns(onOpen: (audit: AttendanceAudit) => void) {
  return column.columns([
    column.display({
      id: 'day',
      header: 'Day',
      cell: ({ row: { original: audit } }) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          c="inherit"
          onClick={(event) => {
            // The row opens the form too: the button alone must not open it twice.
            event.stopPropagation();
            onOpen(audit);
          }}
        >
          {formatDate(audit.workDate)}
        </Anchor>
      ),
      meta: { emphasis: true, nowrap: true },
    }),
    column.accessor((audit) => auditOriginLabels[audit.origin], { id: 'kind', header: 'Kind' }),
    column.accessor((audit) => logTimesText(audit.proposed, audit.timeZone, audit.workDate), {
      id: 'times',
      header: 'Times asked for',
    }),
    column.display({
      id: 'status',
      header: 'Status',
      cell: ({ row: { original: audit } }) => <AuditStatusBadges audit={audit} />,
    }),
  ]);
}

/** The employee's forms, a page at a time: open ones first, then the latest completed. */
export function MyCorrectionRequests({
  page,
  onPageChange,
  onOpen,
}: {
  page: number;
  onPageChange(page: number): void;
  /** Keep stable (a state setter): the table rebuilds its columns for a new one. */
  onOpen(audit: AttendanceAudit): void;
}) {
  const forms = useMyAttendanceAudits({ page, pageSize: defaultPageSize });
  const columns = useMemo(() => correctionColumns(onOpen), [onOpen]);
  return (
    <ListPage<AttendanceAudit>
      header={null}
      filters={
        <Stack gap={2} mb="md">
          <Title order={2} size="h4">
            My correction requests
          </Title>
          <Text size="sm" c="dimmed">
            The corrections you asked for, and the changes an admin or the day-end check made to
            your days.
          </Text>
        </Stack>
      }
      rows={forms.data?.items}
      total={forms.data?.total}
      loading={forms.isPending}
      refreshing={forms.isPlaceholderData}
      error={forms.error}
      empty="No correction requests yet."
      columns={columns}
      label="My correction requests"
      minWidth={640}
      onRowClick={onOpen}
      page={page}
      onPageChange={onPageChange}
    />
  );
}

/** One of the employee's forms with its history; Answer while it waits on them. */
export function CorrectionFormModal({
  audit,
  onClose,
  onAnswer,
}: {
  /** Null keeps the dialog closed. */
  audit: AttendanceAudit | null;
  onClose(): void;
  onAnswer(audit: AttendanceAudit): void;
}) {
  // The form stays on screen while the dialog fades out.
  const shown = useRef(audit);
  if (audit) shown.current = audit;
  const current = shown.current;
  return (
    <Modal
      opened={audit !== null}
      onClose={onClose}
      title={current ? `Correction form of ${formatDate(current.workDate)}` : 'Correction form'}
      size="lg"
      radius="lg"
      padding="lg"
      centered
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {current && (
        <Stack gap="lg">
          <CorrectionFacts audit={current} />
          <Stack gap="xs">
            <Title order={3} size="h5">
              History
            </Title>
            <AuditTimeline audit={current} />
          </Stack>
          <Group justify="flex-end" gap="sm">
            {current.logId && (
              <Button
                component={Link}
                to={`${staffAttendancePath}/${current.logId}`}
                variant="default"
              >
                Open the log
              </Button>
            )}
            {current.status === 'Pending Employee' ? (
              <Button onClick={() => onAnswer(current)}>Answer</Button>
            ) : (
              <Button variant="default" onClick={onClose}>
                Close
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
