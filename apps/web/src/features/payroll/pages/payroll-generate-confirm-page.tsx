import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconCheck } from '@tabler/icons-react';
import { payrollKindLabels } from '@tembusu/contracts/payroll-runs';
import { monthNames } from '@tembusu/contracts/reference/months';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../api/http';
import { DatePicker } from '../../../components/date-picker';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { formatDateRange } from '../../../lib/format';
import {
  useGeneratePayroll,
  usePayrollCandidates,
  usePayrollGeneration,
  useRefreshRuns,
} from '../api/payroll-runs';
import { ChoiceReview, readChoice } from '../components/choice-review';
import { GenerationProgress } from '../components/generation-progress';
import { offCycleNote } from '../components/payroll-kind';

const trail = [
  { label: 'Payroll', to: '/payroll/list' },
  { label: 'Payroll List', to: '/payroll/list' },
  { label: 'Generate Payroll', to: '/payroll/generate' },
  { label: 'Confirm' },
];

/** Step two: who is in and who is out, the payment date, then the generation itself. */
export function PayrollGenerateConfirmPage() {
  const navigate = useNavigate();
  const choice = readChoice(useLocation().state);
  const candidates = usePayrollCandidates(choice);
  const generate = useGeneratePayroll();
  const refresh = useRefreshRuns();
  const [generationId, setGenerationId] = useState<string | null>(null);
  const generation = usePayrollGeneration(generationId);
  const [paymentDate, setPaymentDate] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const data = candidates.data;
  useEffect(() => {
    if (data && paymentDate === null) setPaymentDate(data.paymentDate);
  }, [data, paymentDate]);

  const state = generation.data?.state;
  const payrollId = generation.data?.payrollId;
  useEffect(() => {
    if (state === 'completed' && payrollId) {
      void refresh();
      // A moment at 100% shows the run finished before its summary opens.
      const timer = setTimeout(() => navigate(`/payroll/${payrollId}`, { replace: true }), 600);
      return () => clearTimeout(timer);
    }
    if (state === 'failed') {
      setFailure(generation.data?.error ?? 'The payroll could not be generated.');
    }
  }, [state, payrollId, navigate, generation.data?.error, refresh]);
  useEffect(() => {
    if (generation.error) setFailure(errorMessage(generation.error));
  }, [generation.error]);

  if (!choice) {
    return (
      <Stack gap="lg" pb={64}>
        <PageHeader trail={trail} title="Confirm Payroll" />
        <Alert color="yellow" title="Nothing chosen yet">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">Choose the month and the employees to pay first.</Text>
            <Button component={Link} to="/payroll/generate" size="xs">
              Generate Payroll
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }

  const chosen = new Set(choice.employeeIds);
  const running = generationId !== null && state !== 'failed' && !generation.error;
  // A stopped generation stays in view, saying why, until its error is dismissed.
  const following = generationId !== null && !generation.error;
  const label = `${monthNames[choice.month - 1]} ${choice.year}`;
  const note = offCycleNote(choice.kind, choice.payBasicSalary);
  const title =
    choice.kind === 'regular'
      ? `Confirm Payroll for ${label}`
      : `Confirm ${payrollKindLabels[choice.kind]} Payroll for ${label}`;

  const confirm = async () => {
    if (!paymentDate) return;
    try {
      const started = await generate.mutateAsync({
        year: choice.year,
        month: choice.month,
        kind: choice.kind,
        payBasicSalary: choice.payBasicSalary,
        dateOfPayment: paymentDate,
        employeeIds: choice.employeeIds,
      });
      setGenerationId(started.id);
    } catch (cause) {
      setFailure(errorMessage(cause));
    }
  };

  return (
    <Stack gap="lg" pb={64}>
      <PageHeader trail={trail} title={title} />
      {candidates.isPending && <LoadingSpinner />}
      {candidates.error && <Alert color="red">{candidates.error.message}</Alert>}
      {data && (
        <>
          <Paper withBorder radius="lg" p="lg" shadow="xs">
            <Group justify="space-between" align="flex-end" gap="lg">
              <Stack gap={4}>
                <Text size="sm" c="dimmed">
                  Pay period
                </Text>
                <Text fw={600}>
                  {data.periodLabel} · {formatDateRange(data.startDate, data.endDate)}
                </Text>
                {note && (
                  <Text size="sm" c="dimmed" maw={560}>
                    {note}
                  </Text>
                )}
              </Stack>
              <DatePicker
                label="Payment date"
                required
                value={paymentDate}
                onChange={setPaymentDate}
                disabled={running}
                error={paymentDate ? undefined : 'Choose the payment date'}
              />
            </Group>
          </Paper>
          {following ? (
            <GenerationProgress generation={generation.data} />
          ) : (
            <ChoiceReview candidates={data.candidates} chosen={chosen} />
          )}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={18} className="tembusu-mirror-rtl" />}
              disabled={running}
              onClick={() => navigate('/payroll/generate', { state: choice })}
            >
              Back
            </Button>
            <Button
              leftSection={<IconCheck size={18} />}
              onClick={confirm}
              loading={generate.isPending || running}
              disabled={!paymentDate}
            >
              Confirm
            </Button>
          </Group>
        </>
      )}
      <ErrorDialog
        opened={failure !== null}
        message={failure ?? ''}
        onClose={() => {
          setFailure(null);
          setGenerationId(null);
        }}
      />
    </Stack>
  );
}
