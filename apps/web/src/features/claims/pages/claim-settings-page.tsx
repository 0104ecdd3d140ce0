import {
  Alert,
  Badge,
  Button,
  Group,
  Input,
  MultiSelect,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import {
  type ClaimSettings,
  claimApproverLabels,
  claimSettingsSavedMessage,
  homeCurrency,
  zClaimSettings,
} from '@tembusu/contracts/claims';
import type { LeaveApprover } from '@tembusu/contracts/leave';
import { currencies, findCurrency } from '@tembusu/contracts/reference/currencies';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { errorMessage } from '../../../api/http';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { plainErrors } from '../../../components/plain-errors';
import { revealFirstError } from '../../../components/reveal-first-error';
import { SuccessDialog } from '../../../components/success-dialog';
import { ltrText } from '../../../lib/format';
import { useClaimSettings, useSaveClaimSettings } from '../api/claim-settings';
import { ClaimSetupSection } from '../components/claim-setup-section';

const approvers = Object.keys(claimApproverLabels) as LeaveApprover[];
const approverOptions = approvers.map((approver) => ({
  value: approver,
  label: claimApproverLabels[approver],
}));

const currencyOptions = currencies
  .filter((currency) => currency.code !== homeCurrency)
  .map((currency) => ({ value: currency.code, label: `${currency.code} – ${currency.name}` }));

const home = findCurrency(homeCurrency);

/** The number input hands back '' while empty; the contract wants a number. */
type SettingsFormValues = Omit<ClaimSettings, 'cutOffDay'> & { cutOffDay: number | string };

const toSettings = (values: SettingsFormValues): ClaimSettings => ({
  ...values,
  cutOffDay: values.cutOffDay === '' ? Number.NaN : Number(values.cutOffDay),
});

const resolve = zod4Resolver(zClaimSettings);

function validateSettings(values: SettingsFormValues): FormErrors {
  const errors = plainErrors(resolve(toSettings(values)));
  // The only refusal of the levels a person can cause here is the same approver twice.
  if (errors.approvalLevels) {
    errors['approvalLevels.1'] = errors.approvalLevels;
    delete errors.approvalLevels;
  }
  return errors;
}

/** The usual second level: the admins after a manager, or the reporting manager after them. */
function secondLevelAfter(first: LeaveApprover): LeaveApprover {
  return first === 'admin' ? 'reportingManager' : 'admin';
}

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'}`;
}

/** The cut-off explained with the day entered: which payroll a claim goes to. */
function cutOffSentence(value: number | string): string {
  const day = Number(value);
  if (value === '' || !Number.isInteger(day) || day < 1 || day > 31) {
    return "Claims submitted after this day of the month go to the next month's payroll.";
  }
  const sentence = `Claims submitted after the ${ltrText(ordinal(day))} of the month go to the next month's payroll; those submitted on or before it, to that month's.`;
  return day > 28 ? `${sentence} In a shorter month, the cut-off is its last day.` : sentence;
}

function SettingsForm({ settings }: { settings: ClaimSettings }) {
  const save = useSaveClaimSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<SettingsFormValues>({
    mode: 'controlled',
    initialValues: settings,
    validate: validateSettings,
  });
  const levels = form.values.approvalLevels;

  const setLevelCount = (count: string | null) => {
    const [first = 'reportingManager'] = levels;
    form.setFieldValue(
      'approvalLevels',
      count === '2' ? [first, secondLevelAfter(first)] : [first],
    );
  };
  const setLevel = (index: number, approver: string | null) => {
    if (!approver) return;
    form.setFieldValue(
      'approvalLevels',
      levels.map((level, at) => (at === index ? (approver as LeaveApprover) : level)),
    );
  };

  const submit = form.onSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(toSettings(values));
      form.setValues(answer);
      form.resetDirty(answer);
      setSaved(true);
    } catch (cause) {
      setFailure(errorMessage(cause));
    }
  }, revealFirstError);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={1080}>
        <ClaimSetupSection
          title="Approval"
          description="Who decides a claim once it is submitted. With two levels, the second decides once the first has approved."
        >
          <Radio.Group
            label="Approval levels"
            value={String(levels.length)}
            onChange={setLevelCount}
          >
            <Group gap="lg" mt="xs">
              <Radio value="1" label="One level" />
              <Radio value="2" label="Two levels" />
            </Group>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="First level"
              required
              allowDeselect={false}
              data={approverOptions}
              value={levels[0] ?? null}
              onChange={(value) => setLevel(0, value)}
              error={form.errors['approvalLevels.0']}
            />
            {levels.length > 1 && (
              <Select
                label="Second level"
                required
                allowDeselect={false}
                data={approverOptions}
                value={levels[1] ?? null}
                onChange={(value) => setLevel(1, value)}
                error={form.errors['approvalLevels.1']}
              />
            )}
          </SimpleGrid>
        </ClaimSetupSection>

        <ClaimSetupSection
          title="Payroll cut-off"
          description="Approved claims are paid with payroll. The cut-off day decides which month's payroll a claim is due in."
        >
          <NumberInput
            label="Cut-off day"
            description={cutOffSentence(form.values.cutOffDay)}
            required
            min={1}
            max={31}
            allowDecimal={false}
            allowNegative={false}
            w={{ base: '100%', xs: 320 }}
            {...form.getInputProps('cutOffDay')}
          />
        </ClaimSetupSection>

        <ClaimSetupSection
          title="Currencies"
          description="The currencies staff may claim in. A claim in another currency records the rate entered and is paid in Singapore dollars."
        >
          <Input.Wrapper label="Always allowed" labelElement="div">
            <Group gap="xs" mt={4}>
              <Badge variant="light" color="tembusu" radius="sm" size="lg" tt="none">
                {homeCurrency} – {home?.name ?? 'Singapore Dollar'}
              </Badge>
              <Text size="sm" c="dimmed">
                The currency payroll pays in
              </Text>
            </Group>
          </Input.Wrapper>
          <MultiSelect
            label="Other currencies"
            description="Search by code or name; leave it empty to allow SGD only"
            placeholder={form.values.currencies.length ? undefined : 'SGD only'}
            searchable
            clearable
            hidePickedOptions
            maxValues={50}
            limit={50}
            data={currencyOptions}
            nothingFoundMessage="No currency of that code or name"
            {...form.getInputProps('currencies')}
          />
        </ClaimSetupSection>

        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
      <ErrorDialog
        opened={failure !== null}
        message={failure ?? ''}
        onClose={() => setFailure(null)}
      />
      <SuccessDialog
        opened={saved}
        message={claimSettingsSavedMessage}
        onClose={() => setSaved(false)}
      />
    </form>
  );
}

export function ClaimSettingsPage() {
  const { data, isPending, error } = useClaimSettings();
  return (
    <Stack gap="lg">
      <PageHeader
        trail={[{ label: 'Claims' }, { label: 'Claim settings' }]}
        title="Claim settings"
      />
      {isPending && <LoadingSpinner />}
      {error && <Alert color="red">{error.message}</Alert>}
      {data && <SettingsForm settings={data} />}
    </Stack>
  );
}
