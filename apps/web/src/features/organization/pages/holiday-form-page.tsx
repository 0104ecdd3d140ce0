import { Alert, Button, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Holiday, type HolidayInput, zHolidayInput } from '@tembusu/contracts/organization';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/http';
import { DatePicker } from '../../../components/date-picker';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { SuccessDialog } from '../../../components/success-dialog';
import { useHoliday, useSaveHoliday } from '../api/organization';

const listPath = '/organization/holiday-work-list';

function HolidayForm({ holiday }: { holiday?: Holiday }) {
  const navigate = useNavigate();
  const save = useSaveHoliday(holiday?.id);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<HolidayInput>({
    mode: 'controlled',
    initialValues: {
      holidayName: holiday?.holidayName ?? '',
      fromDate: holiday?.fromDate ?? '',
      toDate: holiday?.toDate ?? '',
    },
    validate: zod4Resolver(zHolidayInput),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      setDone(true);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  });

  return (
    <Paper withBorder radius="lg" p="xl" shadow="xs" maw={640}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
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
          <Group justify="flex-end" mt="sm">
            <Button component={Link} to={listPath} variant="default">
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
      <ErrorDialog opened={error !== null} message={error ?? ''} onClose={() => setError(null)} />
      <SuccessDialog
        opened={done}
        message={holiday ? 'The holiday has been saved.' : 'The holiday has been added.'}
        onClose={() => navigate(listPath)}
      />
    </Paper>
  );
}

export function HolidayFormPage() {
  const { id } = useParams();
  const { data, isPending, error } = useHoliday(id);
  const title = id ? 'Edit holiday' : 'Add holiday';
  return (
    <Stack gap="lg">
      <PageHeader
        trail={[
          { label: 'Organisation' },
          { label: 'Holiday work list', to: listPath },
          { label: title },
        ]}
        title={title}
      />
      {!id && <HolidayForm />}
      {id && isPending && <LoadingSpinner />}
      {id && error && <Alert color="red">{error.message}</Alert>}
      {id && data && <HolidayForm holiday={data} />}
    </Stack>
  );
}
