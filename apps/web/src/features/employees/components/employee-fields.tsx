import {
  Divider,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { Employee } from '@tembusu/contracts/employees';
import type { CommunityFund } from '@tembusu/contracts/enums';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { DatePicker, type DatePickerProps } from '../../../components/date-picker';
import { timeZoneOptions, useBranches, useDepartments } from '../../organization';
import { usePaySchemeTemplateOptions } from '../../payroll';
import { PhotoInput } from '../../uploads';
import { CommunityFundsField } from './community-funds-field';
import {
  defaultFundsFor,
  type EmployeeForm,
  holdsForeignPass,
  isPermanentResident,
} from './employee-form';
import { EmployeePicker } from './employee-picker';
import {
  bankOptions,
  countryOptions,
  educationOptions,
  employmentTypeOptions,
  genderOptions,
  idTypeOptions,
  maritalStatusOptions,
  paymentModeOptions,
  paySchemeOptions,
  prCpfSchemeOptions,
  raceOptions,
  religionOptions,
  residencyOptions,
  salaryBasisOptions,
  salaryBasisUnits,
  workModeOptions,
} from './options';

/** A titled card holding one part of an employee form. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="xl" shadow="xs" component="section" aria-label={title}>
      <Stack gap="lg">
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

function Subheading({ children }: { children: string }) {
  return (
    <Divider
      label={
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.06em' }}>
          {children}
        </Text>
      }
      labelPosition="left"
    />
  );
}

/**
 * For a field with a description in a two-column grid: a description above the input would push
 * the input below its neighbour's, so it goes underneath and the inputs line up.
 */
export const descriptionBelow = {
  inputWrapperOrder: ['label', 'input', 'description', 'error'],
} satisfies { inputWrapperOrder: DatePickerProps['inputWrapperOrder'] };

/** The shared date picker bound to a form field. */
function dateField(form: EmployeeForm, path: string) {
  const { value, onChange, onBlur, error } = form.getInputProps(path);
  return { value: (value as string | null) || null, onChange, onBlur, error };
}

const today = () => dayjs().format('YYYY-MM-DD');

/** Personal details. The create form asks for the e-mail under Sign-in instead. */
export function PersonalFields({
  form,
  withEmail = true,
}: {
  form: EmployeeForm;
  withEmail?: boolean;
}) {
  const personal = form.getValues().personal;
  return (
    <Stack gap="lg">
      <PhotoInput
        name={personal.name ?? ''}
        value={personal.photoId}
        onChange={(id) => form.setFieldValue('personal.photoId', id)}
        error={form.errors['personal.photoId']}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
        <TextInput label="Full name" required {...form.getInputProps('personal.name')} />
        {withEmail && (
          <TextInput
            label="Email"
            type="email"
            required
            description="The employee signs in with it"
            {...descriptionBelow}
            {...form.getInputProps('personal.email')}
          />
        )}
        <Select
          label="ID type"
          data={idTypeOptions}
          required
          allowDeselect={false}
          {...form.getInputProps('personal.idType')}
        />
        <TextInput label="ID number" required {...form.getInputProps('personal.idNumber')} />
        <DatePicker
          label="Date of birth"
          required
          maxDate={today()}
          {...dateField(form, 'personal.dateOfBirth')}
        />
        <Select
          label="Gender"
          data={genderOptions}
          required
          allowDeselect={false}
          {...form.getInputProps('personal.gender')}
        />
        <Select
          label="Race"
          data={raceOptions}
          required
          allowDeselect={false}
          {...form.getInputProps('personal.race')}
        />
        <Select
          label="Religion"
          data={religionOptions}
          required
          allowDeselect={false}
          {...form.getInputProps('personal.religion')}
        />
        <Select
          label="Marital status"
          data={maritalStatusOptions}
          required
          allowDeselect={false}
          {...form.getInputProps('personal.maritalStatus')}
        />
        <Select
          label="Education level"
          data={educationOptions}
          searchable
          clearable
          {...form.getInputProps('personal.educationLevel')}
        />
        <Select
          label="Nationality"
          data={countryOptions}
          searchable
          required
          allowDeselect={false}
          {...form.getInputProps('personal.nationality')}
        />
        <Select
          label="Residency"
          data={residencyOptions}
          required
          allowDeselect={false}
          {...form.getInputProps('personal.residency')}
        />
        {isPermanentResident(personal.residency) && (
          <DatePicker
            label="Permanent residency start date"
            description="CPF rates for a PR are graduated in the first two years"
            {...descriptionBelow}
            required
            maxDate={today()}
            {...dateField(form, 'personal.prStartDate')}
          />
        )}
      </SimpleGrid>

      <Subheading>Contact</Subheading>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
        <TextInput label="Phone" {...form.getInputProps('personal.phone')} />
        <TextInput
          label="Postal code"
          inputMode="numeric"
          {...form.getInputProps('personal.postalCode')}
        />
      </SimpleGrid>
      <Textarea label="Address" autosize minRows={2} {...form.getInputProps('personal.address')} />

      <Subheading>Emergency contact</Subheading>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" verticalSpacing="md">
        <TextInput
          label="Emergency contact name"
          {...form.getInputProps('personal.emergencyContactName')}
        />
        <TextInput
          label="Relationship"
          placeholder="e.g. Spouse"
          {...form.getInputProps('personal.emergencyContactRelationship')}
        />
        <TextInput
          label="Emergency contact phone"
          {...form.getInputProps('personal.emergencyContactPhone')}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** Where and how the employee works. */
export function EmploymentFields({ form, employee }: { form: EmployeeForm; employee?: Employee }) {
  const { personal } = form.getValues();
  const departments = useDepartments();
  const branches = useBranches();

  const departmentOptions = (departments.data ?? []).map((d) => ({ value: d.id, label: d.name }));
  const branchOptions = (branches.data ?? []).map((b) => ({
    value: b.id,
    label: b.isActive ? b.name : `${b.name} (inactive)`,
  }));
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
        <TextInput
          label="Employee number"
          required
          placeholder="e.g. EMP-0042"
          {...form.getInputProps('employment.employeeNumber')}
        />
        <TextInput label="Role title" {...form.getInputProps('employment.roleTitle')} />
        <Select
          label="Department"
          data={departmentOptions}
          searchable
          clearable
          nothingFoundMessage="No such department"
          {...form.getInputProps('employment.departmentId')}
        />
        <Select
          label="Branch/Outlet"
          data={branchOptions}
          searchable
          clearable
          nothingFoundMessage="No such branch/outlet"
          {...form.getInputProps('employment.branchId')}
        />
        <EmployeePicker
          label="Manager"
          clearable
          known={
            employee?.employment.managerId
              ? { id: employee.employment.managerId, name: employee.managerName }
              : null
          }
          exclude={employee?.id}
          {...form.getInputProps('employment.managerId')}
        />
        <Select
          label="Employment type"
          data={employmentTypeOptions}
          required
          allowDeselect={false}
          {...form.getInputProps('employment.employmentType')}
        />
        <Select
          label="Work mode"
          data={workModeOptions}
          required
          allowDeselect={false}
          {...form.getInputProps('employment.workMode')}
        />
        <Select
          label="Country of work"
          data={countryOptions}
          searchable
          required
          allowDeselect={false}
          {...form.getInputProps('employment.countryOfWork')}
        />
        <DatePicker
          label="Employment start date"
          required
          {...dateField(form, 'employment.employmentStartDate')}
        />
        <DatePicker
          label="Employment end date"
          description="Leave empty while the employment is open-ended"
          {...descriptionBelow}
          clearable
          {...dateField(form, 'employment.employmentEndDate')}
        />
        <Select
          label="Time zone"
          description="Bookings and attendance are shown in this time"
          {...descriptionBelow}
          data={timeZoneOptions}
          searchable
          required
          allowDeselect={false}
          {...form.getInputProps('employment.timeZone')}
        />
        {holdsForeignPass(personal.residency) && (
          <DatePicker
            label="Work pass expiry date"
            clearable
            {...dateField(form, 'employment.workPassExpiryDate')}
          />
        )}
      </SimpleGrid>
      <Switch
        label="Active"
        description="An inactive employee cannot sign in and is left out of pick lists"
        {...form.getInputProps('employment.isActive', { type: 'checkbox' })}
      />
    </Stack>
  );
}

/** Salary, its pay scheme, how it is paid, and the statutory contributions. */
export function PayFields({ form, employee }: { form: EmployeeForm; employee?: Employee }) {
  const { personal, employment } = form.getValues();
  const unit = salaryBasisUnits[employment.salaryBasis ?? 'Monthly'];
  const templates = usePaySchemeTemplateOptions();
  const schemeOptions = paySchemeOptions(templates.data ?? [], {
    id: employee?.employment.paySchemeTemplateId ?? null,
    name: employee?.employment.paySchemeTemplateName ?? null,
  });
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" verticalSpacing="md">
        <Select
          label="Salary basis"
          data={salaryBasisOptions}
          required
          allowDeselect={false}
          {...form.getInputProps('employment.salaryBasis')}
        />
        <TextInput
          label="Salary amount"
          description={`Paid per ${unit}, before deductions`}
          {...descriptionBelow}
          required
          inputMode="decimal"
          placeholder="0.00"
          {...form.getInputProps('employment.salaryAmount')}
        />
        <Select
          label="Pay scheme"
          description="Its pay items and overtime rules go on each payslip"
          {...descriptionBelow}
          data={schemeOptions}
          placeholder={templates.isPending ? 'Loading…' : 'None'}
          searchable
          clearable
          nothingFoundMessage="No such pay scheme"
          {...form.getInputProps('employment.paySchemeTemplateId')}
        />
      </SimpleGrid>
      <Switch
        label="Attendance logs"
        description="This person checks in and out: a working day without a check-in is marked absent, and payroll takes absences, lateness, early-outs and overtime from the logs"
        {...form.getInputProps('employment.isTurnOnAttendLog', { type: 'checkbox' })}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" verticalSpacing="md">
        <Select
          label="Payment mode"
          data={paymentModeOptions}
          required
          allowDeselect={false}
          {...form.getInputProps('employment.paymentMode')}
        />
        {employment.paymentMode === 'giro' && (
          <>
            <Select
              label="Bank"
              data={bankOptions}
              searchable
              required
              nothingFoundMessage="No such bank"
              {...form.getInputProps('employment.bankCode')}
            />
            <TextInput
              label="Bank account number"
              required
              inputMode="numeric"
              {...form.getInputProps('employment.bankAccountNumber')}
            />
          </>
        )}
      </SimpleGrid>

      <Subheading>CPF and community funds</Subheading>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
        <Switch
          label="Exclude CPF contributions"
          description="No employee or employer CPF is worked out for this employee"
          {...form.getInputProps('employment.excludeCPFContributions', { type: 'checkbox' })}
        />
        {isPermanentResident(personal.residency) && (
          <Select
            label="CPF rates for a PR"
            description="For the first two years. F/G or full rates need a joint application the CPF Board approved"
            {...descriptionBelow}
            data={prCpfSchemeOptions}
            required
            allowDeselect={false}
            {...form.getInputProps('employment.prCpfScheme')}
          />
        )}
      </SimpleGrid>
      <CommunityFundsField
        defaults={defaultFundsFor(personal)}
        override={employment.communityFundOverride ?? false}
        funds={employment.communityFunds ?? []}
        onOverrideChange={(value) => form.setFieldValue('employment.communityFundOverride', value)}
        onFundsChange={(funds: CommunityFund[]) =>
          form.setFieldValue('employment.communityFunds', funds)
        }
        error={form.errors['employment.communityFunds']}
      />
    </Stack>
  );
}
