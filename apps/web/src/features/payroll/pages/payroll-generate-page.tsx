import { Alert, Button, Checkbox, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconCalendarMonth } from '@tabler/icons-react';
import type { PayrollKind } from '@tembusu/contracts/payroll-runs';
import { monthNames } from '@tembusu/contracts/reference/months';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { formatDate, formatDateRange } from '../../../lib/format';
import { usePayrollCandidates } from '../api/payroll-runs';
import { CandidatePicker } from '../components/candidate-picker';
import { readChoice } from '../components/choice-review';
import { offCycleNote, payrollKindOptions } from '../components/payroll-kind';

const monthOptions = monthNames.map((name, index) => ({ value: String(index + 1), label: name }));

function yearOptions(around: number) {
  return Array.from({ length: 6 }, (_, i) => String(around - 3 + i)).map((year) => ({
    value: year,
    label: year,
  }));
}

/** Step one of generating a payroll: the month, then who it pays. */
export function PayrollGeneratePage() {
  const navigate = useNavigate();
  const back = readChoice(useLocation().state);
  const today = new Date();
  const [period, setPeriod] = useState(
    back
      ? { year: back.year, month: back.month, kind: back.kind }
      : { year: today.getFullYear(), month: today.getMonth() + 1, kind: 'regular' as PayrollKind },
  );
  const [payBasicSalary, setPayBasicSalary] = useState(back?.payBasicSalary ?? false);
  const { data, isPending, isFetching, error } = usePayrollCandidates(period);
  const [selected, setSelected] = useState<Set<string>>(new Set());

  // A new month's list starts with everyone payable ticked, or the choice brought back from the
  // confirm step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly loaded list resets the choice; back is read once, on arrival
  useEffect(() => {
    if (!data) return;
    const payable = data.candidates.filter((c) => c.excludedReason === null);
    const samePeriod =
      back && back.year === data.year && back.month === data.month && back.kind === data.kind;
    setSelected(
      new Set(
        payable
          .map((c) => c.employeeId)
          .filter((id) => !samePeriod || back.employeeIds.includes(id)),
      ),
    );
  }, [data]);

  const current =
    data && data.year === period.year && data.month === period.month && data.kind === period.kind;
  const note = offCycleNote(period.kind, payBasicSalary);

  return (
    <Stack gap="lg" pb={64}>
      <PageHeader
        trail={[
          { label: 'Payroll', to: '/payroll/list' },
          { label: 'Payroll List', to: '/payroll/list' },
          { label: 'Generate Payroll' },
        ]}
        title="Generate Payroll"
      />
      <Paper withBorder radius="lg" p="lg" shadow="xs">
        <Group align="flex-end" gap="md" wrap="wrap">
          <Select
            label="Payroll type"
            data={payrollKindOptions}
            value={period.kind}
            onChange={(value) => value && setPeriod({ ...period, kind: value as PayrollKind })}
            allowDeselect={false}
            w={180}
          />
          <Select
            label="Month"
            data={monthOptions}
            value={String(period.month)}
            onChange={(value) => value && setPeriod({ ...period, month: Number(value) })}
            allowDeselect={false}
            w={180}
            leftSection={<IconCalendarMonth size={16} />}
          />
          <Select
            label="Year"
            data={yearOptions(today.getFullYear())}
            value={String(period.year)}
            onChange={(value) => value && setPeriod({ ...period, year: Number(value) })}
            allowDeselect={false}
            w={120}
          />
          {current && (
            <Text size="sm" c="dimmed" pb={8}>
              Pay period {formatDateRange(data.startDate, data.endDate)} · usual payment date{' '}
              {formatDate(data.paymentDate)}
            </Text>
          )}
        </Group>
        {note && (
          <Stack gap="xs" mt="md">
            <Checkbox
              label="Pay basic salary"
              checked={payBasicSalary}
              onChange={(event) => setPayBasicSalary(event.currentTarget.checked)}
            />
            <Text size="sm" c="dimmed">
              {note}
            </Text>
          </Stack>
        )}
      </Paper>
      <Paper withBorder radius="lg" p="lg" shadow="xs">
        {(isPending || (isFetching && !current)) && <LoadingSpinner />}
        {error && <Alert color="red">{error.message}</Alert>}
        {data && current && (
          <CandidatePicker
            candidates={data.candidates}
            selected={selected}
            onChange={setSelected}
          />
        )}
      </Paper>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" component={Link} to="/payroll/list">
          Cancel
        </Button>
        <Button
          rightSection={<IconArrowRight size={18} className="tembusu-mirror-rtl" />}
          disabled={!current || selected.size === 0}
          onClick={() =>
            navigate('/payroll/generate-confirm', {
              state: {
                ...period,
                payBasicSalary: period.kind !== 'regular' && payBasicSalary,
                employeeIds: [...selected],
              },
            })
          }
        >
          Next
        </Button>
      </Group>
    </Stack>
  );
}
