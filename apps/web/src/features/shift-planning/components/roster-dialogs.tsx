import { Button, Group, List, Modal, Select, Stack, Text } from '@mantine/core';
import type { RosterCopyResult } from '@tembusu/contracts/attendance';
import { useState } from 'react';
import { addDays, rangeText, shortDay } from './roster-dates';

const weekText = (monday: string) => rangeText(monday, addDays(monday, 6));

/**
 * Copy a week: which of the weeks shown, to which week after it (the next by default, or up to
 * four ahead).
 */
export function CopyWeekDialog({
  opened,
  weeks,
  loading,
  onCopy,
  onClose,
}: {
  opened: boolean;
  /** The Mondays of the weeks shown. */
  weeks: string[];
  loading: boolean;
  onCopy(from: string, to: string): void;
  onClose(): void;
}) {
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const source = from ?? weeks[0] ?? null;
  const targets = source ? [1, 2, 3, 4].map((step) => addDays(source, step * 7)) : [];
  const target = to && targets.includes(to) ? to : (targets[0] ?? null);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Copy week"
      centered
      radius="lg"
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack>
        <Select
          label="Copy the week of"
          data={weeks.map((monday) => ({ value: monday, label: weekText(monday) }))}
          value={source}
          onChange={(value) => {
            setFrom(value);
            setTo(null);
          }}
          allowDeselect={false}
        />
        <Select
          label="To the week of"
          data={targets.map((monday) => ({ value: monday, label: weekText(monday) }))}
          value={target}
          onChange={setTo}
          allowDeselect={false}
        />
        <Text size="sm" c="dimmed">
          The copies are drafts. Days of approved leave, and shifts already there, are skipped.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button
            loading={loading}
            disabled={!source || !target}
            onClick={() => source && target && onCopy(source, target)}
          >
            Copy
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** What a copy did: how many were copied, and each one skipped with why. */
export function CopyResultDialog({
  result,
  onClose,
}: {
  result: RosterCopyResult | null;
  onClose(): void;
}) {
  return (
    <Modal
      opened={result !== null}
      onClose={onClose}
      title="Week has been copied"
      centered
      radius="lg"
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {result && (
        <Stack>
          <Text>
            {result.copied} {result.copied === 1 ? 'shift' : 'shifts'} copied.
          </Text>
          {result.skipped.length > 0 && (
            <>
              <Text fw={600}>Skipped</Text>
              <List size="sm" spacing={4}>
                {result.skipped.map((skip) => (
                  <List.Item key={`${skip.employeeId}-${skip.workDate}-${skip.name}`}>
                    {shortDay(skip.workDate)}, {skip.name}: {skip.message}
                  </List.Item>
                ))}
              </List>
            </>
          )}
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              OK
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
