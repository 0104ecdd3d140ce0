import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  useDirection,
} from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconCopy,
  IconEraser,
  IconSend,
} from '@tabler/icons-react';
import { weekStartOf } from '@tembusu/contracts/attendance';
import { useState } from 'react';
import { errorMessage } from '../../../api/http';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { usePhoneLayout } from '../../../components/data-table';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Ltr } from '../../../components/ltr-text';
import { PageHeader } from '../../../components/page-header';
import { SuccessDialog } from '../../../components/success-dialog';
import { useListAddress } from '../../../components/use-list-address';
import {
  copyOf,
  type RosterView,
  rangeOf,
  useClearRoster,
  useCopyWeek,
  useMoveShift,
  usePlaceShift,
  usePublishRoster,
  useRemoveShift,
  useRoster,
} from '../api/roster';
import { useShiftTemplateOptions } from '../api/shift-templates';
import type { CellActions } from '../components/roster-cell';
import { addDays, rangeText, thisMonday, todayDate } from '../components/roster-dates';
import { RosterDayList } from '../components/roster-day-list';
import { CopyResultDialog, CopyWeekDialog } from '../components/roster-dialogs';
import { RosterGrid } from '../components/roster-grid';
import { RosterPalette } from '../components/roster-palette';

/** The Monday of the week the address names, or of this week. */
function mondayOf(from: string | null): string {
  const valid =
    from !== null &&
    /^\d{4}-\d{2}-\d{2}$/.test(from) &&
    !Number.isNaN(Date.parse(`${from}T00:00:00Z`)) &&
    new Date(`${from}T00:00:00Z`).toISOString().startsWith(from);
  return valid ? weekStartOf(from) : thisMonday();
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** /shift-planning/board: the roster, a week or two at a time, drafted and then published. */
export function RosterBoardPage() {
  const { params, update } = useListAddress();
  const view: RosterView = {
    from: mondayOf(params.get('from')),
    days: params.get('days') === '14' ? 14 : 7,
    branchId: params.get('branchId'),
    departmentId: params.get('departmentId'),
  };
  const [picked, setPicked] = useState<string | null>(null);
  const [phoneDay, setPhoneDay] = useState<string>(() => todayDate());
  const [dialog, setDialog] = useState<'copy' | 'clear' | 'publish' | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const roster = useRoster(view);
  const templates = useShiftTemplateOptions();
  const place = usePlaceShift();
  const move = useMoveShift();
  const remove = useRemoveShift();
  const copy = useCopyWeek();
  const clear = useClearRoster();
  const publish = usePublishRoster();
  const phone = usePhoneLayout();
  const { dir } = useDirection();
  const [BackIcon, OnIcon] =
    dir === 'rtl' ? [IconChevronRight, IconChevronLeft] : [IconChevronLeft, IconChevronRight];

  const data = roster.data;
  const to = addDays(view.from, view.days - 1);
  const pickedTemplate = (templates.data ?? []).find((template) => template.id === picked) ?? null;
  const weeks = view.days === 14 ? [view.from, addDays(view.from, 7)] : [view.from];
  const failed = (error: unknown) => setFailure(errorMessage(error));

  const actions: CellActions = {
    place: (employee, date, templateId) =>
      place.mutate({ employeeId: employee.id, workDate: date, templateId }, { onError: failed }),
    move: (shiftId, employee, date) =>
      move.mutate({ id: shiftId, employeeId: employee.id, workDate: date }, { onError: failed }),
    remove: (shift) => remove.mutate(shift.id, { onError: failed }),
  };

  const go = (days: number) => update({ from: addDays(view.from, days) });
  const range = rangeText(view.from, to);
  const shownDay = phoneDay >= view.from && phoneDay <= to ? phoneDay : view.from;
  const pending = (data?.drafts ?? 0) + (data?.withdrawn ?? 0);

  return (
    <Stack gap="lg">
      <PageHeader
        trail={[{ label: 'Shift planning' }, { label: 'Roster' }]}
        title="Roster"
        action={
          <Button
            leftSection={<IconSend size={18} />}
            disabled={pending === 0}
            onClick={() => setDialog('publish')}
          >
            Publish
          </Button>
        }
      />
      <Paper withBorder radius="lg" p="lg" shadow="xs">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Select
              label="Branch/Outlet"
              placeholder="All branches/outlets"
              data={(data?.branches ?? []).map((branch) => ({
                value: branch.id,
                label: branch.name,
              }))}
              value={view.branchId}
              onChange={(branchId) => update({ branchId })}
              clearable
            />
            <Select
              label="Department"
              placeholder="All departments"
              data={(data?.departments ?? []).map((unit) => ({ value: unit.id, label: unit.name }))}
              value={view.departmentId}
              onChange={(departmentId) => update({ departmentId })}
              clearable
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="roster-span-label">
                Show
              </Text>
              <SegmentedControl
                aria-labelledby="roster-span-label"
                value={String(view.days)}
                onChange={(value) => update({ days: value === '14' ? '14' : null })}
                data={[
                  { value: '7', label: 'Week' },
                  { value: '14', label: 'Two weeks' },
                ]}
              />
            </Stack>
          </SimpleGrid>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="xs" wrap="wrap">
              <Group gap="xs" wrap="nowrap">
                <Button variant="default" size="sm" onClick={() => update({ from: null })}>
                  This week
                </Button>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={view.days === 14 ? 'Previous two weeks' : 'Previous week'}
                  onClick={() => go(-view.days)}
                >
                  <BackIcon size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={view.days === 14 ? 'Next two weeks' : 'Next week'}
                  onClick={() => go(view.days)}
                >
                  <OnIcon size={18} />
                </ActionIcon>
              </Group>
              <Text fw={650} ms="xs" aria-live="polite">
                <Ltr>{range}</Ltr>
              </Text>
            </Group>
            <Group gap="xs">
              {data && data.drafts > 0 && (
                <Badge variant="light" color="yellow">
                  {count(data.drafts, 'draft', 'drafts')}
                </Badge>
              )}
              {data && data.withdrawn > 0 && (
                <Badge variant="light" color="gray">
                  {count(data.withdrawn, 'withdrawn', 'withdrawn')}
                </Badge>
              )}
              <Button
                variant="default"
                leftSection={<IconCopy size={16} />}
                onClick={() => setDialog('copy')}
              >
                Copy week
              </Button>
              <Button
                variant="default"
                color="red"
                leftSection={<IconEraser size={16} />}
                disabled={!data || data.shifts.every((shift) => shift.state === 'withdrawn')}
                onClick={() => setDialog('clear')}
              >
                Clear
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>
      <RosterPalette templates={templates.data ?? []} picked={picked} onPick={setPicked} />
      <Paper withBorder radius="lg" p={phone ? 'sm' : 'lg'} shadow="xs">
        {roster.isPending && <LoadingSpinner />}
        {roster.error && <Alert color="red">{roster.error.message}</Alert>}
        {data && data.employees.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            No employees to roster here.
          </Text>
        )}
        {data &&
          data.employees.length > 0 &&
          (phone ? (
            <RosterDayList
              roster={data}
              date={shownDay}
              onDate={setPhoneDay}
              picked={pickedTemplate}
              actions={actions}
            />
          ) : (
            <RosterGrid roster={data} picked={pickedTemplate} actions={actions} />
          ))}
      </Paper>

      <CopyWeekDialog
        opened={dialog === 'copy'}
        weeks={weeks}
        loading={copy.isPending}
        onClose={() => setDialog(null)}
        onCopy={(from, target) =>
          copy.mutate(copyOf(view, from, target), {
            onSuccess: () => setDialog(null),
            onError: (error) => {
              setDialog(null);
              failed(error);
            },
          })
        }
      />
      <CopyResultDialog result={copy.data ?? null} onClose={() => copy.reset()} />
      <ConfirmDialog
        opened={dialog === 'clear'}
        title="Clear the roster"
        message={`Every shift of ${range} shown here comes off the board: drafts are deleted, and published shifts are withdrawn until you publish again.`}
        confirmLabel="Clear"
        loading={clear.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          clear.mutate(rangeOf(view), {
            onSuccess: () => {
              setDialog(null);
              setSuccess('Roster has been cleared');
            },
            onError: (error) => {
              setDialog(null);
              failed(error);
            },
          })
        }
      />
      <ConfirmDialog
        opened={dialog === 'publish'}
        title="Publish the roster"
        message={`Publishing ${range}: ${count(data?.drafts ?? 0, 'draft', 'drafts')} become what staff see, and ${count(data?.withdrawn ?? 0, 'withdrawn shift is', 'withdrawn shifts are')} removed. Each person whose days change gets an e-mail.`}
        confirmLabel="Publish"
        confirmColor="tembusu"
        loading={publish.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          publish.mutate(rangeOf(view), {
            onSuccess: (result) => {
              setDialog(null);
              setSuccess(
                `Roster has been published: ${count(result.published, 'shift', 'shifts')} published, ${result.removed} removed, ${count(result.notified, 'person', 'people')} notified`,
              );
            },
            onError: (error) => {
              setDialog(null);
              failed(error);
            },
          })
        }
      />
      <SuccessDialog
        opened={success !== null}
        message={success ?? ''}
        onClose={() => setSuccess(null)}
      />
      <ErrorDialog
        opened={failure !== null}
        message={failure ?? ''}
        onClose={() => setFailure(null)}
      />
    </Stack>
  );
}
