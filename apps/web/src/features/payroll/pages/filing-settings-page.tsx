import {
  Alert,
  Anchor,
  Button,
  Group,
  Input,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  bankCompanyIdBanks,
  type FilingSettings,
  type FilingSettingsInput,
  filingGaps,
  type IrasIdType,
  irasIdTypeLabels,
  irasIdTypes,
  type SalaryBank,
  salaryBankLabels,
  salaryBanks,
  zFilingSettingsInput,
} from '@tembusu/contracts/payroll-filing';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/http';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Ltr } from '../../../components/ltr-text';
import { SuccessDialog } from '../../../components/success-dialog';
import { useFilingSettings, useSaveFilingSettings } from '../api/payroll-filing';
import { PayrollHeader } from '../components/payroll-header';

const organisationInformationPath = '/organization/information';

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

const irasTextFields = [
  'irasAuthorisedName',
  'irasAuthorisedDesignation',
  'irasAuthorisedPhone',
  'irasAuthorisedEmail',
] as const;

/** Text inputs hand back '' while empty; the contract reads '' as not given. */
type FilingFormValues = Omit<
  FilingSettingsInput,
  'debitAccountNumber' | 'bankCompanyId' | 'irasIdType' | (typeof irasTextFields)[number]
> & {
  debitAccountNumber: string;
  bankCompanyId: string;
  irasIdType: IrasIdType | null;
} & Record<(typeof irasTextFields)[number], string>;

const formValues = (settings: FilingSettings): FilingFormValues => ({
  cpfPaymentType: settings.cpfPaymentType,
  cpfSerial: settings.cpfSerial,
  salaryBank: settings.salaryBank,
  debitAccountNumber: settings.debitAccountNumber ?? '',
  bankCompanyId: settings.bankCompanyId ?? '',
  irasIdType: settings.irasIdType,
  irasAuthorisedName: settings.irasAuthorisedName ?? '',
  irasAuthorisedDesignation: settings.irasAuthorisedDesignation ?? '',
  irasAuthorisedPhone: settings.irasAuthorisedPhone ?? '',
  irasAuthorisedEmail: settings.irasAuthorisedEmail ?? '',
});

function FilingForm({ settings }: { settings: FilingSettings }) {
  const save = useSaveFilingSettings();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<FilingFormValues>({
    mode: 'controlled',
    initialValues: formValues(settings),
    validate: zod4Resolver(zFilingSettingsInput),
  });
  const bank = form.values.salaryBank;
  const uenGap = filingGaps(settings).cpf;

  const submit = form.onSubmit(async (submitted) => {
    try {
      const saved = await save.mutateAsync(submitted);
      form.setValues(formValues(saved));
      form.resetDirty(formValues(saved));
      setDone(true);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Section
          title="CPF EZPay"
          description="The CPF Submission Number (CSN) the contribution file is submitted under: the UEN, the payment type and the serial the CPF Board gave."
        >
          <Input.Wrapper label="UEN" labelElement="div">
            <Group gap="xs" mt={6} wrap="wrap">
              <Text size="sm" fw={500}>
                {settings.uen ? <Ltr>{settings.uen}</Ltr> : 'Not entered'}
              </Text>
              <Anchor component={Link} to={organisationInformationPath} size="sm">
                Change under Organisation &gt; Information
              </Anchor>
            </Group>
          </Input.Wrapper>
          {uenGap && (
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
              {uenGap}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <TextInput
              label="Payment type"
              description="3 letters: PTE for a private employer"
              maxLength={3}
              required
              {...form.getInputProps('cpfPaymentType')}
            />
            <TextInput
              label="Serial"
              description="2 digits, such as 01"
              maxLength={2}
              inputMode="numeric"
              required
              {...form.getInputProps('cpfSerial')}
            />
          </SimpleGrid>
        </Section>

        <Section
          title="Salary bank"
          description="The bank and account the salaries are paid from. The bank file credits each employee paid by GIRO with their net pay."
        >
          <Select
            label="Bank"
            placeholder="Choose the bank"
            data={salaryBanks.map((value) => ({ value, label: salaryBankLabels[value] }))}
            clearable
            allowDeselect
            {...form.getInputProps('salaryBank')}
            onChange={(value) => form.setFieldValue('salaryBank', value as SalaryBank | null)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <TextInput
              label="Debit account number"
              description={
                bank === 'UOB'
                  ? '10 digits; spaces and dashes allowed'
                  : 'Spaces and dashes allowed'
              }
              inputMode="numeric"
              required={bank !== null}
              disabled={bank === null}
              {...form.getInputProps('debitAccountNumber')}
            />
            {bank !== null && bankCompanyIdBanks.includes(bank) && (
              <TextInput
                label={bank === 'DBS' ? 'Organisation ID' : 'Company ID'}
                description={`The ID ${bank} gave the organisation for file uploads, up to 12 letters and digits`}
                maxLength={12}
                required
                {...form.getInputProps('bankCompanyId')}
              />
            )}
          </SimpleGrid>
        </Section>

        <Section
          title="IRAS (IR8A)"
          description="What the AIS submission file and the IR8A forms say of the employer: its IRAS ID type, whose number is the UEN, and the person authorised to make the declaration."
        >
          <Select
            label="IRAS ID type"
            placeholder="Choose the ID type"
            data={irasIdTypes.map((value) => ({ value, label: irasIdTypeLabels[value] }))}
            allowDeselect={false}
            {...form.getInputProps('irasIdType')}
            onChange={(value) => form.setFieldValue('irasIdType', value as IrasIdType | null)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <TextInput
              label="Authorised person"
              description="Up to 30 characters"
              maxLength={30}
              autoComplete="off"
              {...form.getInputProps('irasAuthorisedName')}
            />
            <TextInput
              label="Designation"
              description="Up to 30 characters"
              maxLength={30}
              {...form.getInputProps('irasAuthorisedDesignation')}
            />
            <TextInput
              label="Telephone"
              description="Digits, spaces and a leading +"
              maxLength={20}
              inputMode="tel"
              {...form.getInputProps('irasAuthorisedPhone')}
            />
            <TextInput
              label="E-mail"
              maxLength={60}
              inputMode="email"
              {...form.getInputProps('irasAuthorisedEmail')}
            />
          </SimpleGrid>
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
        message="The filing settings have been saved."
        onClose={() => setDone(false)}
      />
    </form>
  );
}

export function FilingSettingsPage() {
  const { data, isPending, error } = useFilingSettings();
  return (
    <Stack gap="lg">
      <PayrollHeader
        trail={[{ label: 'Settings', to: '/payroll/setting' }, { label: 'Filing' }]}
        title="Filing settings"
      />
      {isPending && <LoadingSpinner />}
      {error && <Alert color="red">{error.message}</Alert>}
      {data && <FilingForm settings={data} />}
    </Stack>
  );
}
