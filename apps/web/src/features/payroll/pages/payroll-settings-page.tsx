import {
  Alert,
  Badge,
  Button,
  Group,
  Input,
  NumberInput,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCalendarEvent, IconFileText } from '@tabler/icons-react';
import {
  type PayrollSettings,
  payFrequencyLabels,
  zPayrollSettings,
} from '@tembusu/contracts/payroll';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/http';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { SuccessDialog } from '../../../components/success-dialog';
import { usePayrollSettings, useSavePayrollSettings } from '../api/payroll-settings';
import { PayrollHeader } from '../components/payroll-header';
import {
  paymentDayExample,
  paysLate,
  payslipNumberExample,
  salaryDueWithinDays,
} from '../components/settings-form';

const periodsPath = '/payroll/setting/payment-periods';
const filingPath = '/payroll/setting/filing';

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="xl" shadow="xs">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        <Stack gap="md" style={{ gridColumn: 'span 2' }}>
          {children}
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}

/** Number inputs hand back '' while empty; the contract wants numbers. */
type SettingsFormValues = Omit<
  PayrollSettings,
  'defaultPaymentDay' | 'nextPayslipNumber' | 'payslipNumberDigits'
> & {
  defaultPaymentDay: number | '';
  nextPayslipNumber: number | '';
  payslipNumberDigits: number | '';
};

const resolve = zod4Resolver(zPayrollSettings);
const emptyMessages = {
  defaultPaymentDay: 'Enter a day from 1 to 31',
  nextPayslipNumber: 'Enter the next payslip number',
  payslipNumberDigits: 'Enter the number of digits',
} as const;

function validateSettings(values: SettingsFormValues) {
  const errors = resolve(values);
  for (const [field, message] of Object.entries(emptyMessages)) {
    if (values[field as keyof typeof emptyMessages] === '') errors[field] = message;
  }
  return errors;
}

function SettingsForm({ settings }: { settings: PayrollSettings }) {
  const save = useSavePayrollSettings();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<SettingsFormValues>({
    mode: 'controlled',
    initialValues: settings,
    validate: validateSettings,
  });
  const values = form.values;
  const now = new Date();
  const schedule = {
    defaultPaymentDay: values.defaultPaymentDay === '' ? 1 : values.defaultPaymentDay,
    paymentMonth: values.paymentMonth,
  };

  const submit = form.onSubmit(async (submitted) => {
    try {
      await save.mutateAsync(submitted as PayrollSettings);
      setDone(true);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Section
          title="Pay periods"
          description="How often people are paid and when. A period's date can be changed on its own under payment periods."
        >
          <Input.Wrapper
            label="Pay frequency"
            description="CPF, SDL and community funds are worked out on a calendar month's wages, so payroll runs monthly."
            labelElement="div"
          >
            <Text size="sm" fw={500} mt={6}>
              {payFrequencyLabels[values.payFrequency]}
            </Text>
          </Input.Wrapper>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <NumberInput
              label="Default payment day"
              description="Moved to the last day in shorter months"
              min={1}
              max={31}
              allowDecimal={false}
              allowNegative={false}
              required
              {...form.getInputProps('defaultPaymentDay')}
            />
            <Radio.Group label="Paid in" required {...form.getInputProps('paymentMonth')}>
              <Stack gap="xs" mt="xs">
                <Radio value="SameMonth" label="The same month" />
                <Radio value="FollowingMonth" label="The following month" />
              </Stack>
            </Radio.Group>
          </SimpleGrid>
          <Group gap="xs" wrap="nowrap">
            <IconCalendarEvent size={18} color="var(--mantine-color-dimmed)" aria-hidden />
            <Text size="sm" c="dimmed">
              {paymentDayExample(schedule, now.getFullYear(), now.getMonth() + 1)}
            </Text>
          </Group>
          {paysLate(schedule) && (
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
              The Employment Act requires salary to be paid within {salaryDueWithinDays} days after
              the period ends. Pay by the {salaryDueWithinDays}th of the following month.
            </Alert>
          )}
        </Section>

        <Section
          title="Statutory contributions"
          description="Paid to the CPF Board with CPF contributions each month."
        >
          <Switch
            label="Contribute the Skills Development Levy (SDL)"
            description="The employer pays 0.25% of each employee's monthly wages, at least $2 and at most $11.25, for every employee working in Singapore, foreigners included."
            {...form.getInputProps('contributeSdl', { type: 'checkbox' })}
          />
          <Switch
            label="Deduct community fund contributions"
            description="Self-help group contributions (CDAC, MBMF, SINDA, ECF) are deducted from employees' wages by race and religion, unless an employee opts out."
            {...form.getInputProps('deductCommunityFunds', { type: 'checkbox' })}
          />
        </Section>

        <Section
          title="Breaks"
          description="How worked hours are counted from attendance. Shared with the working hours settings."
        >
          <Radio.Group
            label="Break deduction"
            value={String(values.breakDeduction)}
            onChange={(value) => form.setFieldValue('breakDeduction', value === '1' ? 1 : 0)}
          >
            <Stack gap="xs" mt="xs">
              <Radio
                value="0"
                label="Deduct the break only when more than half the standard hours are worked"
              />
              <Radio value="1" label="Always deduct the full break" />
            </Stack>
          </Radio.Group>
        </Section>

        <Section
          title="Payslip numbers"
          description="Each confirmed payslip takes the next number, which then goes up by one."
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            <TextInput
              label="Prefix"
              description="Up to 10 letters, digits or hyphens"
              {...form.getInputProps('payslipPrefix')}
            />
            <NumberInput
              label="Next number"
              description="Taken by the next payslip"
              min={1}
              max={999_999_999}
              allowDecimal={false}
              allowNegative={false}
              required
              {...form.getInputProps('nextPayslipNumber')}
            />
            <NumberInput
              label="Digits"
              description="Padded with zeros"
              min={1}
              max={10}
              allowDecimal={false}
              allowNegative={false}
              required
              {...form.getInputProps('payslipNumberDigits')}
            />
          </SimpleGrid>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              Next payslip:
            </Text>
            <Badge
              variant="light"
              size="lg"
              radius="sm"
              tt="none"
              ff="monospace"
              aria-label="Next payslip number"
            >
              {payslipNumberExample(
                values.payslipPrefix,
                values.nextPayslipNumber,
                values.payslipNumberDigits,
              )}
            </Badge>
          </Group>
        </Section>

        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
      <ErrorDialog opened={error !== null} message={error ?? ''} onClose={() => setError(null)} />
      <SuccessDialog
        opened={done}
        message="The payroll settings have been saved."
        onClose={() => setDone(false)}
      />
    </form>
  );
}

export function PayrollSettingsPage() {
  const { data, isPending, error } = usePayrollSettings();
  return (
    <Stack gap="lg">
      <PayrollHeader
        trail={[{ label: 'Settings' }]}
        title="Payroll settings"
        action={
          <Group gap="sm">
            <Button
              component={Link}
              to={periodsPath}
              variant="light"
              leftSection={<IconCalendarEvent size={18} />}
            >
              Payment periods
            </Button>
            <Button
              component={Link}
              to={filingPath}
              variant="light"
              leftSection={<IconFileText size={18} />}
            >
              Filing
            </Button>
          </Group>
        }
      />
      {isPending && <LoadingSpinner />}
      {error && <Alert color="red">{error.message}</Alert>}
      {data && <SettingsForm settings={data} />}
    </Stack>
  );
}
