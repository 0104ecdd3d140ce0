import {
  Alert,
  Button,
  Fieldset,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  type OpeningBalanceFigure,
  type OpeningBalanceRow,
  openingBalanceFigureLabels,
} from '@tembusu/contracts/opening-balances';
import { useRef, useState } from 'react';
import { ApiError, errorMessage, messageWithoutField } from '../../../api/http';
import { revealFirstError } from '../../../components/reveal-first-error';
import { useSaveOpeningBalance } from '../api/opening-balances';
import {
  type OpeningBalanceFormValues,
  openingBalanceFormValues,
  throughMonthOptions,
  toOpeningBalanceInput,
  validateOpeningBalance,
} from './opening-balance-form';

/** The figures in the groups the form shows them in. */
const figureGroups: { legend: string; figures: OpeningBalanceFigure[] }[] = [
  { legend: 'Pay', figures: ['grossSalary', 'ordinaryWagesForCpf', 'additionalWagesForCpf'] },
  { legend: 'CPF', figures: ['employeeCpf', 'employerCpf'] },
  { legend: 'Community funds', figures: ['cdac', 'ecf', 'mbmf', 'sinda'] },
  { legend: 'SDL', figures: ['sdl'] },
];

const legendStyle = {
  fontSize: 'var(--mantine-font-size-xs)',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: 'var(--mantine-color-dimmed)',
  marginBottom: 'var(--mantine-spacing-xs)',
} as const;

function OpeningBalanceForm({
  row,
  year,
  onCancel,
  onSaved,
}: {
  row: OpeningBalanceRow;
  year: number;
  onCancel(): void;
  onSaved(): void;
}) {
  const save = useSaveOpeningBalance(year);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<OpeningBalanceFormValues>({
    mode: 'controlled',
    initialValues: openingBalanceFormValues(row.balance),
    validate: validateOpeningBalance,
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync({ employeeId: row.employeeId, input: toOpeningBalanceInput(values) });
      onSaved();
    } catch (cause) {
      // A refused figure is shown beside its input; anything else (a draft payroll paying the
      // employee) above the buttons, as the server words it.
      if (cause instanceof ApiError && cause.field && cause.field in values) {
        const plain = messageWithoutField(cause);
        form.setFieldError(cause.field, plain.charAt(0).toUpperCase() + plain.slice(1));
        revealFirstError();
      } else {
        setFailure(errorMessage(cause));
      }
    }
  }, revealFirstError);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <div>
          <Text fw={600}>{row.name}</Text>
          <Text size="sm" c="dimmed">
            {[row.employeeNumber, row.departmentName].filter(Boolean).join(' · ')}
          </Text>
        </div>
        <Select
          label="Covers January to"
          description="Payrolls of the months after it count the balance"
          placeholder="Choose a month"
          data={throughMonthOptions}
          required
          allowDeselect={false}
          w={{ base: '100%', xs: 280 }}
          {...form.getInputProps('throughMonth')}
        />
        {figureGroups.map(({ legend, figures }) => (
          <Fieldset
            key={legend}
            legend={legend}
            variant="unstyled"
            styles={{ legend: legendStyle }}
          >
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="md" verticalSpacing="sm">
              {figures.map((figure) => (
                <TextInput
                  key={figure}
                  label={openingBalanceFigureLabels[figure]}
                  inputMode="decimal"
                  placeholder="0.00"
                  leftSection="$"
                  {...form.getInputProps(figure)}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        ))}
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface OpeningBalanceModalProps {
  /** The employee whose balance is edited; null keeps the modal closed. */
  row: OpeningBalanceRow | null;
  year: number;
  onClose(): void;
  onSaved(): void;
}

/** An employee's opening balance of the year: the last month it covers and its ten figures. */
export function OpeningBalanceModal({ row, year, onClose, onSaved }: OpeningBalanceModalProps) {
  // The form stays on screen while the modal fades out.
  const shown = useRef(row);
  if (row) shown.current = row;
  const employee = shown.current;

  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title={`Opening balance ${year}`}
      size="xl"
      radius="lg"
      padding="xl"
      centered
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {employee && (
        <OpeningBalanceForm
          key={employee.employeeId}
          row={employee}
          year={year}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}
