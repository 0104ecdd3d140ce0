import {
  Alert,
  Autocomplete,
  Input,
  SegmentedControl,
  Select,
  SimpleGrid,
  Switch,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import type { PayItem } from '@tembusu/contracts/payroll';
import { useParams } from 'react-router';
import { EntityForm, EntityFormPage } from '../../../components/entity-form-page';
import { usePayItem, usePayItems, useSavePayItem } from '../api/pay-items';
import {
  incomeTypeLabels,
  optionsOf,
  payItemTypeLabels,
  valueBasisLabels,
  wageTypeLabels,
} from '../components/labels';
import {
  type PayItemFormValues,
  payItemFormValues,
  requiredWageType,
  toPayItemInput,
  validatePayItem,
  withType,
} from '../components/pay-item-form';
import { PayrollHeader } from '../components/payroll-header';

const listPath = '/payroll/pay-items';

function PayItemForm({ item }: { item?: PayItem }) {
  const save = useSavePayItem(item?.id);
  const all = usePayItems();
  const form = useForm<PayItemFormValues>({
    mode: 'controlled',
    initialValues: payItemFormValues(item),
    validate: validatePayItem,
  });
  const { type, unit } = form.values;
  const forcedWageType = requiredWageType(type);
  const categories = [
    ...new Set([
      ...Object.values(payItemTypeLabels),
      ...(all.data ?? []).map((existing) => existing.category),
    ]),
  ].sort((a, b) => a.localeCompare(b));

  return (
    <EntityForm
      form={form}
      save={(values) => save.mutateAsync(toPayItemInput(values))}
      backTo={listPath}
      savedMessage={item ? 'The pay item has been saved.' : 'The pay item has been added.'}
      maw={820}
    >
      {item && item.templateCount > 0 && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          {item.templateCount === 1
            ? 'One pay scheme template uses this item.'
            : `${item.templateCount} pay scheme templates use this item.`}{' '}
          Changes apply to them too. It cannot be deleted while in use, but it can be made inactive.
        </Alert>
      )}
      <TextInput
        label="Description"
        description="The name shown on payslips, for example Transport allowance"
        required
        {...form.getInputProps('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Type"
          description="Deductions are taken off pay; the rest are paid"
          required
          data={optionsOf(payItemTypeLabels)}
          allowDeselect={false}
          {...form.getInputProps('type')}
          onChange={(value) => {
            if (value) form.setValues(withType(form.getValues(), value as PayItem['typeId']));
          }}
        />
        <Autocomplete
          label="Category"
          description="Groups items on payslips; empty uses the type"
          placeholder={payItemTypeLabels[type]}
          data={categories}
          {...form.getInputProps('category')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="CPF"
          description={
            forcedWageType === 'NoWages'
              ? 'A reimbursement repays spending: not wages for CPF'
              : forcedWageType === 'OrdinaryWages'
                ? 'Salary is always ordinary wages'
                : 'How CPF treats this item'
          }
          required
          data={optionsOf(wageTypeLabels)}
          allowDeselect={false}
          disabled={forcedWageType !== null}
          {...form.getInputProps('cPFType')}
        />
        <Select
          label="IRAS income type"
          description="Where the item goes on the employee's IR8A"
          placeholder="Choose an income type"
          required
          searchable
          data={optionsOf(incomeTypeLabels)}
          allowDeselect={false}
          {...form.getInputProps('iRBACode')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Input.Wrapper
          label="Unit"
          description={
            unit === 'Percentage' ? 'A percentage of basic salary' : 'A fixed amount in dollars'
          }
          required
          id="pay-item-unit"
          labelElement="div"
        >
          <SegmentedControl
            fullWidth
            mt={4}
            aria-labelledby="pay-item-unit-label"
            data={optionsOf(valueBasisLabels)}
            {...form.getInputProps('unit')}
          />
        </Input.Wrapper>
        <TextInput
          label="Default amount"
          description="Templates and payslips start from it"
          required
          inputMode="decimal"
          leftSection={unit === 'Amount' ? '$' : undefined}
          rightSection={unit === 'Percentage' ? '%' : undefined}
          placeholder="0.00"
          {...form.getInputProps('defaultAmount')}
        />
      </SimpleGrid>
      <Switch
        label="Active"
        description="Inactive items cannot be added to templates or payslips"
        {...form.getInputProps('isActive', { type: 'checkbox' })}
      />
    </EntityForm>
  );
}

export function PayItemFormPage() {
  const { id } = useParams();
  const item = usePayItem(id);
  const title = id ? 'Edit pay item' : 'Add pay item';
  return (
    <EntityFormPage
      header={
        <PayrollHeader
          trail={[{ label: 'Pay items', to: listPath }, { label: title }]}
          title={title}
        />
      }
      id={id}
      what="pay item"
      record={item}
    >
      {(loaded) => <PayItemForm item={loaded} />}
    </EntityFormPage>
  );
}
