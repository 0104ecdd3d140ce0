import {
  Alert,
  Checkbox,
  ColorInput,
  Grid,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { residencyLabels, residencyStatuses } from '@tembusu/contracts/employees';
import { employmentTypes, genders } from '@tembusu/contracts/enums';
import {
  type LeaveEntitlementRule,
  type LeaveType,
  leaveEntitlementRuleLabels,
  leaveEntitlementRules,
  leaveTypeSavedMessage,
} from '@tembusu/contracts/leave';
import { useParams } from 'react-router';
import { EntityForm, EntityFormPage } from '../../../components/entity-form-page';
import { PageHeader } from '../../../components/page-header';
import { revealFirstError } from '../../../components/reveal-first-error';
import { employmentTypeLabels, genderLabels } from '../../employees';
import { useLeaveType, useSaveLeaveType } from '../api/leave-types';
import { leaveTypesPath } from '../components/admin-leave-paths';
import { LeaveFormSection } from '../components/leave-form-section';
import {
  defaultLeaveTypeColour,
  type LeaveTypeFormValues,
  leaveTypeFormValues,
  toLeaveTypeInput,
  validateLeaveType,
} from '../components/leave-type-form';

const ruleOptions = leaveEntitlementRules.map((rule) => ({
  value: rule,
  label: leaveEntitlementRuleLabels[rule],
}));

const swatches = [
  defaultLeaveTypeColour,
  '#2f9e44',
  '#e8590c',
  '#c2255c',
  '#7048e8',
  '#0c8599',
  '#f08c00',
  '#495057',
];

function LeaveTypeForm({ type }: { type?: LeaveType }) {
  const save = useSaveLeaveType(type?.id);
  const form = useForm<LeaveTypeFormValues>({
    mode: 'controlled',
    initialValues: leaveTypeFormValues(type),
    validate: validateLeaveType,
  });
  const rule = form.values.entitlementRule;
  const keepsBalance = rule !== 'unlimited';

  return (
    <EntityForm
      form={form}
      save={(values) => save.mutateAsync(toLeaveTypeInput(values))}
      backTo={leaveTypesPath}
      savedMessage={leaveTypeSavedMessage}
      onInvalid={revealFirstError}
      sections
      maw={1080}
    >
      {type?.statutory && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          A statutory type: its entitlement follows the law, and it cannot be deleted. It can be
          renamed, or made inactive if the organisation does not give it.
        </Alert>
      )}
      <LeaveFormSection title="Basics" description="How the type is named and shown.">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label="Name"
              description="Shown on requests and balances"
              required
              maxLength={60}
              {...form.getInputProps('name')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label="Code"
              description="Up to 6 letters or digits"
              required
              maxLength={6}
              {...form.getInputProps('code')}
              onChange={(event) =>
                form.setFieldValue('code', event.currentTarget.value.toUpperCase())
              }
            />
          </Grid.Col>
        </Grid>
        <Textarea
          label="Description"
          description="What the leave is for, as staff see it"
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ColorInput
            label="Colour"
            description="Marks the type in lists and calendars"
            format="hex"
            swatches={swatches}
            swatchesPerRow={8}
            {...form.getInputProps('colour')}
          />
          <Switch
            label="Paid leave"
            description="Off for no-pay leave"
            mt={{ sm: 'lg' }}
            {...form.getInputProps('paid', { type: 'checkbox' })}
          />
        </SimpleGrid>
      </LeaveFormSection>

      <LeaveFormSection
        title="Entitlement"
        description="How many days a year people get. The statutory rules count them from each person's service and children."
      >
        <Select
          label="Rule"
          required
          allowDeselect={false}
          data={ruleOptions}
          disabled={type?.statutory}
          description={type?.statutory ? 'Set by law for a statutory type' : undefined}
          {...form.getInputProps('entitlementRule')}
          onChange={(value) => {
            if (value) form.setFieldValue('entitlementRule', value as LeaveEntitlementRule);
          }}
        />
        {rule === 'fixed' && (
          <NumberInput
            label="Days a year"
            description="Whole or half days"
            required
            min={0}
            max={365}
            step={0.5}
            decimalScale={1}
            allowNegative={false}
            w={{ base: '100%', xs: 200 }}
            {...form.getInputProps('fixedDays')}
          />
        )}
        {keepsBalance && (
          <>
            <Switch
              label="Prorated"
              description="Someone who joins or leaves during the leave year gets a share of the days"
              {...form.getInputProps('prorated', { type: 'checkbox' })}
            />
            <Radio.Group label="Days are given" {...form.getInputProps('accrual')}>
              <Stack gap="xs" mt="xs">
                <Radio value="upfront" label="All at the start of the leave year" />
                <Radio value="monthly" label="Month by month, as they are earned" />
              </Stack>
            </Radio.Group>
          </>
        )}
      </LeaveFormSection>

      <LeaveFormSection
        title="Carry forward"
        description="What happens to days left at the end of the leave year."
      >
        {keepsBalance ? (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput
                label="Days carried forward"
                description="At most; 0 carries none"
                required
                min={0}
                max={365}
                step={0.5}
                decimalScale={1}
                allowNegative={false}
                {...form.getInputProps('carryForwardLimit')}
              />
              <NumberInput
                label="Carried days lapse after"
                description="Months into the new year; empty keeps them"
                min={1}
                max={24}
                allowDecimal={false}
                allowNegative={false}
                rightSection={
                  <Text size="sm" c="dimmed" pe="xs">
                    months
                  </Text>
                }
                rightSectionWidth={70}
                {...form.getInputProps('carryForwardExpiryMonths')}
              />
            </SimpleGrid>
            <Switch
              label="Encashable"
              description="Days left over may be paid out instead"
              {...form.getInputProps('encashable', { type: 'checkbox' })}
            />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            No balance is kept for this rule, so nothing carries forward.
          </Text>
        )}
      </LeaveFormSection>

      <LeaveFormSection
        title="Who may take it"
        description="Leave a list with nothing ticked to offer the type to everyone."
      >
        <Checkbox.Group label="Genders" {...form.getInputProps('eligibleGenders')}>
          <SimpleGrid cols={{ base: 2, sm: 3 }} mt="xs">
            {genders.map((gender) => (
              <Checkbox key={gender} value={gender} label={genderLabels[gender]} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <NumberInput
          label="Minimum service"
          description="Months of service before the type can be taken"
          required
          min={0}
          max={120}
          allowDecimal={false}
          allowNegative={false}
          w={{ base: '100%', xs: 240 }}
          rightSection={
            <Text size="sm" c="dimmed" pe="xs">
              months
            </Text>
          }
          rightSectionWidth={70}
          {...form.getInputProps('minServiceMonths')}
        />
        <Checkbox.Group label="Residencies" {...form.getInputProps('eligibleResidencies')}>
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} mt="xs">
            {residencyStatuses.map((residency) => (
              <Checkbox key={residency} value={residency} label={residencyLabels[residency]} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Checkbox.Group label="Employment types" {...form.getInputProps('eligibleEmploymentTypes')}>
          <SimpleGrid cols={{ base: 2, sm: 3 }} mt="xs">
            {employmentTypes.map((employmentType) => (
              <Checkbox
                key={employmentType}
                value={employmentType}
                label={employmentTypeLabels[employmentType]}
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      </LeaveFormSection>

      <LeaveFormSection
        title="Counting"
        description="How a request's days are counted and checked."
      >
        <Switch
          label="Half days allowed"
          description="A request may start in the afternoon or end at noon"
          {...form.getInputProps('halfDayAllowed', { type: 'checkbox' })}
        />
        <Switch
          label="Counts rest days and off days"
          description="Days the person does not work count as leave too"
          {...form.getInputProps('countsRestDays', { type: 'checkbox' })}
        />
        <Switch
          label="Counts public holidays"
          description="Public holidays within the leave count as leave too"
          {...form.getInputProps('countsPublicHolidays', { type: 'checkbox' })}
        />
        <Switch
          label="May go negative"
          description="A request may take more days than are left"
          {...form.getInputProps('allowNegative', { type: 'checkbox' })}
        />
        <Switch
          label="Document required"
          description="A request must attach a document, such as a medical certificate (MC)"
          {...form.getInputProps('documentRequired', { type: 'checkbox' })}
        />
      </LeaveFormSection>

      <LeaveFormSection
        title="Status"
        description="Inactive types cannot be chosen for new requests."
      >
        <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
      </LeaveFormSection>
    </EntityForm>
  );
}

export function LeaveTypeFormPage() {
  const { id } = useParams();
  const type = useLeaveType(id);
  const title = id ? 'Edit leave type' : 'New leave type';
  return (
    <EntityFormPage
      header={
        <PageHeader
          trail={[
            { label: 'Leave' },
            { label: 'Leave types', to: leaveTypesPath },
            { label: title },
          ]}
          title={title}
        />
      }
      id={id}
      what="leave type"
      notFoundMessage="Leave type not found"
      backTo={leaveTypesPath}
      record={type}
    >
      {(loaded) => <LeaveTypeForm type={loaded} />}
    </EntityFormPage>
  );
}
