import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/http';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { RecordLoadFailure } from '../../../components/record-load-failure';
import { SuccessDialog } from '../../../components/success-dialog';
import { formatDateRange } from '../../../lib/format';
import { useAddEmployeeCandidates, useAddEmployees, usePayrollSummary } from '../api/payroll-runs';
import { CandidatePicker } from '../components/candidate-picker';
import { ChoiceReview, readChoice } from '../components/choice-review';

function trailOf(
  id: string,
  payrollNo: number | undefined,
  last: { label: string; to?: string }[],
) {
  return [
    { label: 'Payroll', to: '/payroll/list' },
    { label: 'Payroll List', to: '/payroll/list' },
    { label: `Summary of Payroll #${payrollNo ?? ''}`, to: `/payroll/${id}` },
    ...last,
  ];
}

function NotDraft({ id }: { id: string }) {
  return (
    <Alert color="yellow" title="This payroll is not a draft">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">Employees can be added only while the payroll is a draft.</Text>
        <Button component={Link} to={`/payroll/${id}`} size="xs" variant="default">
          Back to the summary
        </Button>
      </Stack>
    </Alert>
  );
}

/** Choosing who else a draft payroll pays. */
export function PayrollAddEmployeesPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const back = readChoice(useLocation().state);
  const summary = usePayrollSummary(id);
  const { data, isPending, error } = useAddEmployeeCandidates(id);
  const [selected, setSelected] = useState<Set<string>>(new Set());

  // Nobody is ticked at first (adding is the exception), unless coming back from confirming.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly loaded list resets the choice; back is read once, on arrival
  useEffect(() => {
    if (!data) return;
    const payable = new Set(
      data.candidates.filter((c) => c.excludedReason === null).map((c) => c.employeeId),
    );
    setSelected(new Set((back?.employeeIds ?? []).filter((e) => payable.has(e))));
  }, [data]);

  const payrollNo = summary.data?.payrollNo;
  return (
    <Stack gap="lg" pb={64}>
      <PageHeader
        trail={trailOf(id, payrollNo, [{ label: 'Add Employees' }])}
        title={`Add Employees to Payroll #${payrollNo ?? ''}`}
      />
      {summary.data && summary.data.status !== 'draft' ? (
        <NotDraft id={id} />
      ) : (
        <>
          <Paper withBorder radius="lg" p="lg" shadow="xs">
            {data && (
              <Text size="sm" c="dimmed" mb="md">
                {data.periodLabel} · pay period {formatDateRange(data.startDate, data.endDate)}.
                Those already paid this month are shown but cannot be chosen.
              </Text>
            )}
            {isPending && <LoadingSpinner />}
            {error && (
              <RecordLoadFailure
                error={error}
                what="payroll"
                notFoundTitle="Payroll not found"
                backTo="/payroll/list"
                backLabel="Back to the payroll list"
              />
            )}
            {data && (
              <CandidatePicker
                candidates={data.candidates}
                selected={selected}
                onChange={setSelected}
              />
            )}
          </Paper>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" component={Link} to={`/payroll/${id}`}>
              Cancel
            </Button>
            <Button
              rightSection={<IconArrowRight size={18} className="tembusu-mirror-rtl" />}
              disabled={!data || selected.size === 0}
              onClick={() =>
                data &&
                navigate(`/payroll/${id}/add-employees/confirm`, {
                  state: { year: data.year, month: data.month, employeeIds: [...selected] },
                })
              }
            >
              Next
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

/** Who will be added and who not, then the payslips are worked out and added. */
export function PayrollAddEmployeesConfirmPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const choice = readChoice(useLocation().state);
  const summary = usePayrollSummary(id);
  const candidates = useAddEmployeeCandidates(id);
  const { isPending, error } = candidates;
  // Held once confirmed, so the list refreshed after adding does not change behind the message.
  const [frozen, setFrozen] = useState<typeof candidates.data>(undefined);
  const data = frozen ?? candidates.data;
  const add = useAddEmployees(id);
  const [added, setAdded] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const payrollNo = summary.data?.payrollNo;
  const trail = trailOf(id, payrollNo, [
    { label: 'Add Employees', to: `/payroll/${id}/add-employees` },
    { label: 'Confirm' },
  ]);

  if (!choice) {
    return (
      <Stack gap="lg" pb={64}>
        <PageHeader trail={trail} title="Confirm Added Employees" />
        <Alert color="yellow" title="Nothing chosen yet">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">Choose the employees to add first.</Text>
            <Button component={Link} to={`/payroll/${id}/add-employees`} size="xs">
              Add Employees
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" pb={64}>
      <PageHeader trail={trail} title={`Add Employees to Payroll #${payrollNo ?? ''}`} />
      {isPending && <LoadingSpinner />}
      {error && (
        <RecordLoadFailure
          error={error}
          what="payroll"
          notFoundTitle="Payroll not found"
          backTo="/payroll/list"
          backLabel="Back to the payroll list"
        />
      )}
      {data && (
        <>
          <ChoiceReview candidates={data.candidates} chosen={new Set(choice.employeeIds)} />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={18} className="tembusu-mirror-rtl" />}
              disabled={add.isPending}
              onClick={() => navigate(`/payroll/${id}/add-employees`, { state: choice })}
            >
              Back
            </Button>
            <Button
              leftSection={<IconCheck size={18} />}
              loading={add.isPending}
              onClick={async () => {
                setFrozen(data);
                try {
                  const result = await add.mutateAsync(choice.employeeIds);
                  setAdded(result.added);
                } catch (cause) {
                  setFrozen(undefined);
                  setFailure(errorMessage(cause));
                }
              }}
            >
              Confirm
            </Button>
          </Group>
        </>
      )}
      <SuccessDialog
        opened={added !== null}
        message={`${added} ${added === 1 ? 'employee has' : 'employees have'} been added to Payroll #${payrollNo ?? ''}`}
        onClose={() => navigate(`/payroll/${id}`, { replace: true })}
      />
      <ErrorDialog
        opened={failure !== null}
        message={failure ?? ''}
        onClose={() => setFailure(null)}
      />
    </Stack>
  );
}
