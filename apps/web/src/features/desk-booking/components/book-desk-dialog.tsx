import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';
import type { DeskPeriod } from '@tembusu/contracts/desk-booking';
import type { TimeSpan } from '@tembusu/contracts/desk-periods';
import { type ReactNode, useRef } from 'react';
import { Ltr } from '../../../components/ltr-text';
import { formatDate } from '../../../lib/format';
import { longDate } from './desk-time';
import { periodLabels } from './periods';

/** What the dialog asks the person to book. */
export type BookingToConfirm = {
  deskName: string;
  features: string[];
  workspaceName: string;
  branchName: string;
  date: string;
  period: DeskPeriod;
  span: TimeSpan;
  /** Whom an admin books for; null when booking for oneself. */
  forName: string | null;
};

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: 0.4 }}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * The question a click on a free desk asks before anything is booked: which desk, where, which
 * day and which times, and (for admins) for whom. Cancel leaves the desk free.
 */
export function BookDeskDialog({
  booking,
  onConfirm,
  onCancel,
  loading,
}: {
  booking: BookingToConfirm | null;
  onConfirm(): void;
  onCancel(): void;
  loading: boolean;
}) {
  // The last booking asked about stays in the dialog while it closes.
  const last = useRef(booking);
  if (booking) last.current = booking;
  const shown = booking ?? last.current;
  return (
    <Modal
      opened={booking !== null}
      onClose={loading ? () => {} : onCancel}
      title="Book this desk?"
      centered
      size="md"
      radius="lg"
      padding="lg"
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
      withCloseButton={!loading}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {shown && (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
            <Line label="Desk">
              <Text size="sm" fw={650}>
                {shown.deskName}
              </Text>
              <Text size="xs" c="dimmed">
                {shown.workspaceName} · {shown.branchName}
              </Text>
              {shown.features.length > 0 && (
                <Text size="xs" c="dimmed">
                  {shown.features.join(', ')}
                </Text>
              )}
            </Line>
            <Line label="Date">
              <Text size="sm" fw={650}>
                {formatDate(shown.date)}
              </Text>
              <Text size="xs" c="dimmed">
                {longDate(shown.date)}
              </Text>
            </Line>
            <Line label="Time">
              <Text size="sm" fw={650}>
                <Ltr>
                  {shown.span.from}–{shown.span.to}
                </Ltr>
              </Text>
              <Text size="xs" c="dimmed">
                {periodLabels[shown.period]}
              </Text>
            </Line>
            {shown.forName !== null && (
              <Line label="For">
                <Text size="sm" fw={650}>
                  {shown.forName}
                </Text>
              </Line>
            )}
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={loading}>
              Cancel
            </Button>
            <Button
              onClick={onConfirm}
              loading={loading}
              leftSection={<IconCalendarCheck size={16} />}
              data-autofocus
            >
              Book desk {shown.deskName}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
