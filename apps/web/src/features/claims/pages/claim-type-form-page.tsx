import {
  Anchor,
  MultiSelect,
  Select,
  SimpleGrid,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ClaimType, claimTypeSavedMessage } from '@tembusu/contracts/claims';
import { employmentTypes, type IncomeType, incomeTypes } from '@tembusu/contracts/enums';
import type { PayItem } from '@tembusu/contracts/payroll';
import { Link, useParams } from 'react-router';
import { ApiError, messageWithoutField } from '../../../api/http';
import { EntityForm, EntityFormPage } from '../../../components/entity-form-page';
import { PageHeader } from '../../../components/page-header';
import { sentence } from '../../../components/plain-errors';
import { revealFirstError } from '../../../components/reveal-first-error';
import { ltrText } from '../../../lib/format';
import { employmentTypeLabels } from '../../employees';
import { useDepartments } from '../../organization';
import { incomeTypeLabels, usePayItems } from '../../payroll';
import { useClaimType, useSaveClaimType } from '../api/claim-types';
import { claimTypesPath } from '../components/admin-claims-paths';
import { ClaimSetupSection } from '../components/claim-setup-section';
import {
  type ClaimTypeFormValues,
  claimTypeFormValues,
  payItemFitsClaim,
  toClaimTypeInput,
  usualTaxableIncomeType,
  validateClaimType,
} from '../components/claim-type-form';

const taxableIncomeTypeOptions = incomeTypes
  .filter((type) => type !== 'NotTaxable')
  .map((type) => ({ value: type, label: incomeTypeLabels[type] }));
const notTaxableOption = [{ value: 'NotTaxable', label: incomeTypeLabels.NotTaxable }];

const employmentTypeOptions = employmentTypes.map((type) => ({
  value: type,
  label: employmentTypeLabels[type],
}));

const wageCodes: Record<PayItem['cPFType'], string> = {
  OrdinaryWages: 'OW',
  AdditionalWages: 'AW',
  NoWages: 'NW',
};

/** The pay items that fit the claim, and the one it has now even when it no longer would. */
function payItemOptions(items: PayItem[], taxable: boolean, chosen: string | null) {
  return items
    .filter((item) => item.id === chosen || (item.isActive && payItemFitsClaim(item, taxable)))
    .map((item) => ({
      value: item.id,
      label: `${item.description} (${wageCodes[item.cPFType]})${item.isActive ? '' : ' · inactive'}`,
    }));
}

const payItemDescription = {
  taxable:
    'A taxable claim is paid as wages: only Addition items counted as ordinary (OW) or additional wages (AW) are offered.',
  notTaxable:
    'A claim that is not taxable repays spending and is not wages: only Reimbursement items (NW, no CPF) are offered.',
};

function ClaimTypeForm({
  type,
  payItems,
  departments,
}: {
  type?: ClaimType;
  payItems: PayItem[];
  departments: { value: string; label: string }[];
}) {
  const save = useSaveClaimType(type?.id);
  const form = useForm<ClaimTypeFormValues>({
    mode: 'controlled',
    initialValues: claimTypeFormValues(type),
    validate: validateClaimType,
  });
  const { taxable, payItemId } = form.values;
  // Left to right in right-to-left pages, so that it does not read "$S".
  const sgdPrefix = ltrText('S$');
  const itemOptions = payItemOptions(payItems, taxable, payItemId);

  const setTaxable = (next: boolean) => {
    const item = payItems.find((candidate) => candidate.id === payItemId);
    const values = form.getValues();
    form.setValues({
      taxable: next,
      incomeType: next
        ? values.incomeType === 'NotTaxable'
          ? type?.taxable
            ? type.incomeType
            : usualTaxableIncomeType
          : values.incomeType
        : 'NotTaxable',
      // A pay item of the other kind no longer fits.
      payItemId: item && payItemFitsClaim(item, next) ? item.id : null,
    });
    form.clearFieldError('incomeType');
    form.clearFieldError('payItemId');
  };

  // The server's refusal of one field (a name already taken) is shown beside it as well.
  const saveType = async (values: ClaimTypeFormValues) => {
    try {
      return await save.mutateAsync(toClaimTypeInput(values));
    } catch (cause) {
      const field = cause instanceof ApiError ? cause.field?.split('.')[0] : undefined;
      if (field && field in values) form.setFieldError(field, sentence(messageWithoutField(cause)));
      throw cause;
    }
  };

  return (
    <EntityForm
      form={form}
      save={saveType}
      backTo={claimTypesPath}
      savedMessage={claimTypeSavedMessage}
      onInvalid={revealFirstError}
      sections
      maw={1080}
    >
      <ClaimSetupSection title="Basics" description="How the type is named to staff.">
        <TextInput
          label="Name"
          description="Shown on claims, for example Transport or Medical"
          required
          maxLength={100}
          {...form.getInputProps('name')}
        />
        <Textarea
          label="Description"
          description="What may be claimed under it, as staff see it"
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps('description')}
        />
      </ClaimSetupSection>

      <ClaimSetupSection
        title="Limits"
        description="In Singapore dollars, whatever currency a claim is made in. Leave a limit empty for no limit."
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Per claim"
            description="The most for one claim"
            inputMode="decimal"
            leftSection={sgdPrefix}
            placeholder="No limit"
            {...form.getInputProps('limitPerClaim')}
          />
          <TextInput
            label="Per month"
            description="A person's total in a month"
            inputMode="decimal"
            leftSection={sgdPrefix}
            placeholder="No limit"
            {...form.getInputProps('limitPerMonth')}
          />
          <TextInput
            label="Per year"
            description="A person's total in a year"
            inputMode="decimal"
            leftSection={sgdPrefix}
            placeholder="No limit"
            {...form.getInputProps('limitPerYear')}
          />
        </SimpleGrid>
        <Switch
          label="Receipt required"
          description="A claim must attach at least one receipt before it is submitted"
          {...form.getInputProps('receiptRequired', { type: 'checkbox' })}
        />
      </ClaimSetupSection>

      <ClaimSetupSection
        title="Tax and payroll"
        description="How an approved claim is paid with payroll, and whether IRAS counts it as income."
      >
        <Switch
          label="Taxable"
          description="Paid as an allowance and reported on Form IR8A; off for a reimbursement of the employee's own spending"
          checked={taxable}
          onChange={(event) => setTaxable(event.currentTarget.checked)}
        />
        <Select
          label="IRAS income type"
          description={
            taxable
              ? "Where the claim goes on the employee's IR8A"
              : 'A claim that is not taxable is not reported'
          }
          required
          searchable={taxable}
          allowDeselect={false}
          disabled={!taxable}
          data={taxable ? taxableIncomeTypeOptions : notTaxableOption}
          w={{ base: '100%', sm: 360 }}
          {...form.getInputProps('incomeType')}
          onChange={(value) => {
            if (value) form.setFieldValue('incomeType', value as IncomeType);
          }}
        />
        <Select
          label="Pay item"
          description={taxable ? payItemDescription.taxable : payItemDescription.notTaxable}
          placeholder="Choose a pay item"
          required
          searchable
          allowDeselect={false}
          data={itemOptions}
          nothingFoundMessage="No pay item of this kind"
          {...form.getInputProps('payItemId')}
        />
        {itemOptions.length === 0 && (
          <Text size="sm" c="dimmed">
            No pay item fits yet.{' '}
            <Anchor component={Link} to="/payroll/pay-items/create" size="sm">
              Add a {taxable ? 'taxable Addition' : 'Reimbursement'} pay item
            </Anchor>{' '}
            first.
          </Text>
        )}
      </ClaimSetupSection>

      <ClaimSetupSection
        title="Who may claim"
        description="Leave a list empty to offer the type to everyone."
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MultiSelect
            label="Departments"
            placeholder={form.values.departmentIds.length ? undefined : 'All departments'}
            searchable
            clearable
            data={departments}
            nothingFoundMessage="No department of that name"
            {...form.getInputProps('departmentIds')}
          />
          <MultiSelect
            label="Employment types"
            placeholder={form.values.employmentTypes.length ? undefined : 'All employment types'}
            clearable
            data={employmentTypeOptions}
            {...form.getInputProps('employmentTypes')}
          />
        </SimpleGrid>
      </ClaimSetupSection>

      <ClaimSetupSection
        title="Status"
        description="Inactive types cannot be chosen for new claims."
      >
        <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
      </ClaimSetupSection>
    </EntityForm>
  );
}

export function ClaimTypeFormPage() {
  const { id } = useParams();
  const type = useClaimType(id);
  const payItems = usePayItems();
  const departments = useDepartments();
  const title = id ? 'Edit claim type' : 'Add claim type';
  return (
    <EntityFormPage
      header={
        <PageHeader
          trail={[
            { label: 'Claims' },
            { label: 'Claim types', to: claimTypesPath },
            { label: title },
          ]}
          title={title}
        />
      }
      id={id}
      what="claim type"
      notFoundMessage="Claim type not found"
      backTo={claimTypesPath}
      record={type}
      needs={[payItems, departments]}
    >
      {(loaded) => (
        <ClaimTypeForm
          type={loaded}
          payItems={payItems.data ?? []}
          departments={(departments.data ?? []).map((department) => ({
            value: department.id,
            label: department.name,
          }))}
        />
      )}
    </EntityFormPage>
  );
}
