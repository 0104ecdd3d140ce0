import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock, IconPencil } from '@tabler/icons-react';
import { residencyLabels } from '@tembusu/contracts/employees';
import { paymentModeLabels } from '@tembusu/contracts/enums';
import { educationLevels } from '@tembusu/contracts/reference/education-levels';
import {
  maskedBankAccount,
  type OwnContactInput,
  type OwnEmployee,
  zOwnContactInput,
} from '@tembusu/contracts/staff-profile';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { type ReactNode, useState } from 'react';
import { ApiError, messageWithoutField } from '../../../api/http';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Ltr } from '../../../components/ltr-text';
import { SuccessDialog } from '../../../components/success-dialog';
import { formatDate, formatMoney } from '../../../lib/format';
import {
  bankOptions,
  communityFundLabels,
  countryName,
  employmentTypeLabels,
  genderLabels,
  idTypeLabels,
  maritalStatusLabels,
  raceLabels,
  religionLabels,
  salaryBasisUnits,
  workModeLabels,
} from '../../employees';
import { useOwnEmployee, useUpdateOwnContact } from '../api/profile';

export const detailsSavedMessage = 'Your details have been updated.';
const keptByOrganisation =
  'These details, your employment and your pay are kept by your organisation. Ask your HR administrator if something needs correcting.';

const educationNames: ReadonlyMap<string, string> = new Map(
  educationLevels.map((level) => [level.code, level.label]),
);

/** One detail: a small label above its value; a dash when there is none. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" mt={2} c={empty ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
        {/* Isolated, so that a value keeps its own order in right-to-left pages. */}
        {empty ? '—' : <bdi>{children}</bdi>}
      </Text>
    </div>
  );
}

/** A titled card of the record; `readOnly` says who keeps it, `action` sits beside the title. */
function Section({
  title,
  readOnly = false,
  description,
  action,
  children,
}: {
  title: string;
  readOnly?: boolean;
  description?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      shadow="xs"
      component="section"
      aria-label={title}
    >
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div style={{ flex: '1 1 16rem' }}>
            <Group gap="xs" wrap="nowrap">
              <Title order={2} size="h4">
                {title}
              </Title>
              {readOnly && (
                <Badge
                  variant="light"
                  color="gray"
                  leftSection={<IconLock size={12} aria-hidden />}
                  style={{ flexShrink: 0 }}
                >
                  Read only
                </Badge>
              )}
            </Group>
            {description && (
              <Text size="sm" c="dimmed" mt={4}>
                <bdi>{description}</bdi>
              </Text>
            )}
          </div>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** The facts of a card: two abreast even on a phone, unless they run long (`wide`). */
function Grid({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  return (
    <SimpleGrid
      cols={{ base: wide ? 1 : 2, xs: 2, md: 3 }}
      spacing={{ base: 'md', sm: 'lg' }}
      verticalSpacing="md"
    >
      {children}
    </SimpleGrid>
  );
}

function Subheading({ children }: { children: string }) {
  return (
    <Text size="xs" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.06em' }}>
      {children}
    </Text>
  );
}

type ContactFormValues = {
  phone: string;
  address: string;
  postalCode: string;
  emergencyContactName: string;
  emergencyContactRelationship: string;
  emergencyContactPhone: string;
  bankCode: string | null;
  bankAccountNumber: string;
};

function formValues(record: OwnEmployee): ContactFormValues {
  const { contact, pay } = record;
  return {
    phone: contact.phone ?? '',
    address: contact.address ?? '',
    postalCode: contact.postalCode ?? '',
    emergencyContactName: contact.emergencyContactName ?? '',
    emergencyContactRelationship: contact.emergencyContactRelationship ?? '',
    emergencyContactPhone: contact.emergencyContactPhone ?? '',
    bankCode: pay.bankCode,
    bankAccountNumber: pay.bankAccountNumber ?? '',
  };
}

/** What the form sends: no bank account unless the employee is paid by GIRO. */
function toInput(values: ContactFormValues, bankAccount: boolean): OwnContactInput {
  return {
    ...values,
    bankCode: bankAccount ? values.bankCode : null,
    bankAccountNumber: bankAccount ? values.bankAccountNumber : null,
  };
}

/** The employee's own contact details, address, emergency contact and bank account. */
function ContactSection({ record }: { record: OwnEmployee }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateOwnContact();
  const bankAccount = record.editable.bankAccount;
  const resolve = zod4Resolver(zOwnContactInput);
  const form = useForm<ContactFormValues>({
    initialValues: formValues(record),
    validate: (values) => resolve(toInput(values, bankAccount)),
  });
  const { contact, pay } = record;

  const startEditing = () => {
    form.setValues(formValues(record));
    form.resetDirty();
    form.clearErrors();
    setEditing(true);
  };

  const submit = form.onSubmit(async (values) => {
    try {
      await update.mutateAsync(toInput(values, bankAccount));
      setEditing(false);
      setSaved(true);
    } catch (cause) {
      // The server names the field; the person reads the sentence, beside the field and here.
      const plain = messageWithoutField(cause);
      const sentence = plain.charAt(0).toUpperCase() + plain.slice(1);
      if (cause instanceof ApiError && cause.field && cause.field in values) {
        form.setFieldError(cause.field, sentence);
      }
      setFailure(sentence);
    }
  });

  const address = [contact.address, contact.postalCode && `Singapore ${contact.postalCode}`]
    .filter(Boolean)
    .join(', ');
  const emergency = contact.emergencyContactName
    ? `${contact.emergencyContactName}${
        contact.emergencyContactRelationship ? ` (${contact.emergencyContactRelationship})` : ''
      }`
    : null;

  return (
    <Section
      title="Contact details"
      description={
        bankAccount
          ? 'Keep your phone, address, emergency contact and bank account up to date. Your HR administrators are told of each change.'
          : 'Keep your phone, address and emergency contact up to date. Your HR administrators are told of each change.'
      }
      action={
        !editing && (
          <Button
            variant="light"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={startEditing}
          >
            Edit details
          </Button>
        )
      }
    >
      {editing ? (
        <form onSubmit={submit} noValidate aria-label="Contact details">
          <Stack gap="lg">
            <Subheading>Phone and address</Subheading>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              <TextInput
                label="Phone"
                type="tel"
                autoComplete="tel"
                placeholder="+65 9123 4567"
                {...form.getInputProps('phone')}
              />
              <TextInput
                label="Postal code"
                inputMode="numeric"
                autoComplete="postal-code"
                placeholder="529757"
                {...form.getInputProps('postalCode')}
              />
            </SimpleGrid>
            <Textarea
              label="Address"
              autoComplete="street-address"
              rows={3}
              {...form.getInputProps('address')}
            />
            <Subheading>Emergency contact</Subheading>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
              <TextInput label="Name" {...form.getInputProps('emergencyContactName')} />
              <TextInput
                label="Relationship"
                placeholder="e.g. Spouse"
                {...form.getInputProps('emergencyContactRelationship')}
              />
              <TextInput
                label="Emergency contact phone"
                type="tel"
                {...form.getInputProps('emergencyContactPhone')}
              />
            </SimpleGrid>
            {bankAccount && (
              <>
                <Subheading>Bank account for your salary (GIRO)</Subheading>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                  <Select
                    label="Bank"
                    data={bankOptions}
                    searchable
                    withAsterisk
                    comboboxProps={{ withinPortal: true }}
                    {...form.getInputProps('bankCode')}
                  />
                  <TextInput
                    label="Account number"
                    inputMode="numeric"
                    autoComplete="off"
                    withAsterisk
                    {...form.getInputProps('bankAccountNumber')}
                  />
                </SimpleGrid>
              </>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setEditing(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={update.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="lg">
          <Grid wide>
            <Fact label="Phone">{contact.phone && <Ltr>{contact.phone}</Ltr>}</Fact>
            <Fact label="Address">{address}</Fact>
            <Fact label="Emergency contact">
              {emergency && (
                <>
                  {emergency}
                  {contact.emergencyContactPhone && (
                    <>
                      <br />
                      <Ltr>{contact.emergencyContactPhone}</Ltr>
                    </>
                  )}
                </>
              )}
            </Fact>
          </Grid>
          {bankAccount && (
            <Grid wide>
              <Fact label="Bank account">
                {pay.bankAccountNumber && maskedBankAccount(pay.bankCode, pay.bankAccountNumber)}
              </Fact>
            </Grid>
          )}
        </Stack>
      )}
      <SuccessDialog opened={saved} message={detailsSavedMessage} onClose={() => setSaved(false)} />
      <ErrorDialog
        opened={failure !== null}
        message={failure ?? ''}
        onClose={() => setFailure(null)}
      />
    </Section>
  );
}

/** The signed-in employee's own record: their contact details to keep, the rest to read. */
export function OwnEmployeeRecord() {
  const { data: record, isPending, error } = useOwnEmployee();
  if (isPending) return <LoadingSpinner />;
  if (error) {
    return (
      <Alert color="red" title="Your employee record could not be loaded">
        {error instanceof ApiError && error.status === 404
          ? 'Your sign-in has no employee record. Ask your HR administrator to set one up.'
          : error.message}
      </Alert>
    );
  }
  const { personal, employment, pay } = record;
  const unit = salaryBasisUnits[pay.salaryBasis];
  return (
    <Stack gap="lg">
      <ContactSection record={record} />
      <Section title="Personal details" readOnly description={keptByOrganisation}>
        <Grid>
          <Fact label="Full name">{personal.name}</Fact>
          <Fact label={idTypeLabels[personal.idType]}>
            <Ltr>{personal.idNumber}</Ltr>
          </Fact>
          <Fact label="Date of birth">
            {formatDate(personal.dateOfBirth)} ({personal.age} years)
          </Fact>
          <Fact label="Gender">{genderLabels[personal.gender]}</Fact>
          <Fact label="Nationality">{countryName(personal.nationality)}</Fact>
          <Fact label="Residency">
            {residencyLabels[personal.residency]}
            {personal.prStartDate && ` since ${formatDate(personal.prStartDate)}`}
          </Fact>
          <Fact label="Race">{raceLabels[personal.race]}</Fact>
          <Fact label="Religion">{religionLabels[personal.religion]}</Fact>
          <Fact label="Marital status">{maritalStatusLabels[personal.maritalStatus]}</Fact>
          <Fact label="Education">
            {personal.educationLevel && educationNames.get(personal.educationLevel)}
          </Fact>
        </Grid>
      </Section>
      <Section title="Employment" readOnly>
        <Grid>
          <Fact label="Employee number">
            <Ltr>{employment.employeeNumber}</Ltr>
          </Fact>
          <Fact label="Job title">{employment.roleTitle}</Fact>
          <Fact label="Department">{employment.departmentName}</Fact>
          <Fact label="Branch/Outlet">{employment.branchName}</Fact>
          <Fact label="Employment type">{employmentTypeLabels[employment.employmentType]}</Fact>
          <Fact label="Work mode">{workModeLabels[employment.workMode]}</Fact>
          <Fact label="Start date">{formatDate(employment.employmentStartDate)}</Fact>
          {employment.employmentEndDate && (
            <Fact label="End date">{formatDate(employment.employmentEndDate)}</Fact>
          )}
          {employment.workPassExpiryDate && (
            <Fact label="Work pass expires">{formatDate(employment.workPassExpiryDate)}</Fact>
          )}
          <Fact label="Country of work">{countryName(employment.countryOfWork)}</Fact>
          <Fact label="Time zone">{employment.timeZone}</Fact>
        </Grid>
      </Section>
      <Section title="Pay" readOnly>
        <Grid>
          <Fact label="Salary">
            {formatMoney(pay.salaryAmount)} a {unit}
          </Fact>
          <Fact label="Paid by">{paymentModeLabels[pay.paymentMode]}</Fact>
          <Fact label="Community funds">
            {pay.communityFunds.map((fund) => communityFundLabels[fund]).join(', ') || 'None'}
          </Fact>
        </Grid>
      </Section>
    </Stack>
  );
}
