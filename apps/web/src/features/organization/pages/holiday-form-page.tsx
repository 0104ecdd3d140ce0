import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Holiday, type HolidayInput, zHolidayInput } from '@tembusu/contracts/organization';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useParams } from 'react-router';
import { DatePicker } from '../../../components/date-picker';
import { EntityForm, EntityFormPage } from '../../../components/entity-form-page';
import { PageHeader } from '../../../components/page-header';
import { useHoliday, useSaveHoliday } from '../api/organization';

const listPath = '/organization/holiday-work-list';

function HolidayForm({ holiday }: { holiday?: Holiday }) {
  const save = useSaveHoliday(holiday?.id);
  const form = useForm<HolidayInput>({
    mode: 'controlled',
    initialValues: {
      holidayName: holiday?.holidayName ?? '',
      fromDate: holiday?.fromDate ?? '',
      toDate: holiday?.toDate ?? '',
    },
    validate: zod4Resolver(zHolidayInput),
  });

  return (
    <EntityForm
      form={form}
      save={save.mutateAsync}
      backTo={listPath}
      savedMessage={holiday ? 'The holiday has been saved.' : 'The holiday has been added.'}
      maw={640}
    >
      <TextInput label="Holiday name" required {...form.getInputProps('holidayName')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DatePicker
          label="From"
          required
          value={form.values.fromDate || null}
          onChange={(value) => {
            form.setFieldValue('fromDate', value ?? '');
            if (!form.values.toDate && value) form.setFieldValue('toDate', value);
          }}
          error={form.errors.fromDate}
        />
        <DatePicker
          label="To"
          required
          value={form.values.toDate || null}
          onChange={(value) => form.setFieldValue('toDate', value ?? '')}
          minDate={form.values.fromDate || undefined}
          error={form.errors.toDate}
        />
      </SimpleGrid>
    </EntityForm>
  );
}

export function HolidayFormPage() {
  const { id } = useParams();
  const holiday = useHoliday(id);
  const title = id ? 'Edit holiday' : 'Add holiday';
  return (
    <EntityFormPage
      header={
        <PageHeader
          trail={[
            { label: 'Organisation' },
            { label: 'Holiday work list', to: listPath },
            { label: title },
          ]}
          title={title}
        />
      }
      id={id}
      what="holiday"
      record={holiday}
    >
      {(loaded) => <HolidayForm holiday={loaded} />}
    </EntityFormPage>
  );
}
