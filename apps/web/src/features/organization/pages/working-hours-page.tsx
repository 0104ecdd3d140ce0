import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { scheduleDays, type WorkingHours, zWorkingHours } from '@tembusu/contracts/organization';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { errorMessage } from '../../../api/http';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { SuccessDialog } from '../../../components/success-dialog';
import { useSaveWorkingHours, useWorkingHours } from '../api/organization';

const dayLabels: Record<(typeof scheduleDays)[number], string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thurday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

function WorkingHoursForm({ hours }: { hours: WorkingHours }) {
  const save = useSaveWorkingHours();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<WorkingHours>({
    mode: 'controlled',
    initialValues: hours,
    validate: zod4Resolver(zWorkingHours),
  });

  const submit = form.onSubmit(
    async (values) => {
      try {
        await save.mutateAsync(values);
        setDone(true);
      } catch (failure) {
        setError(errorMessage(failure));
      }
    },
    (errors) => setError(Object.values(errors)[0] as string),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Paper withBorder radius="lg" p="xl" shadow="xs">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <Stack gap={6}>
              <Text size="sm" fw={600} id="working-hours-type">
                Working hours
              </Text>
              <SegmentedControl
                aria-labelledby="working-hours-type"
                data={[
                  { value: 'fixed', label: 'Fixed' },
                  { value: 'shiftPlanning', label: 'Shift planning' },
                ]}
                {...form.getInputProps('workingHoursType')}
              />
              <Text size="sm" fw={600} mt="sm" id="schedule-type">
                Schedule
              </Text>
              <SegmentedControl
                aria-labelledby="schedule-type"
                data={[
                  { value: 'fixed', label: 'Fixed times' },
                  { value: 'flexible', label: 'Flexible' },
                ]}
                {...form.getInputProps('scheduleType')}
              />
            </Stack>
            <Radio.Group
              label="Break deduction"
              value={String(form.values.breakDeduction)}
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
          </SimpleGrid>
        </Paper>

        <Paper withBorder radius="lg" p="lg" shadow="xs">
          <Table.ScrollContainer minWidth={820}>
            <Table verticalSpacing="xs" aria-label="Working week">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Day</Table.Th>
                  <Table.Th>Working day</Table.Th>
                  <Table.Th>Start</Table.Th>
                  <Table.Th>End</Table.Th>
                  <Table.Th>Working hours</Table.Th>
                  <Table.Th>Break (minutes)</Table.Th>
                  <Table.Th>When not worked</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {scheduleDays.map((day) => {
                  const values = form.values.days[day];
                  const path = `days.${day}` as const;
                  return (
                    <Table.Tr key={day}>
                      <Table.Td fw={600}>{dayLabels[day]}</Table.Td>
                      <Table.Td>
                        <Checkbox
                          aria-label={`${dayLabels[day]} is a working day`}
                          checked={values.selected}
                          onChange={(event) => {
                            const selected = event.currentTarget.checked;
                            form.setFieldValue(`${path}.selected`, selected);
                            form.setFieldValue(`${path}.offDayType`, selected ? null : 'offDay');
                            form.setFieldValue(`${path}.workingHours`, selected ? 8 : 0);
                          }}
                        />
                      </Table.Td>
                      <Table.Td>
                        <TextInput
                          type="time"
                          aria-label={`${dayLabels[day]} start`}
                          disabled={!values.selected}
                          {...form.getInputProps(`${path}.startTime`)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <TextInput
                          type="time"
                          aria-label={`${dayLabels[day]} end`}
                          disabled={!values.selected}
                          {...form.getInputProps(`${path}.endTime`)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <NumberInput
                          aria-label={`${dayLabels[day]} working hours`}
                          min={0}
                          max={24}
                          step={0.5}
                          decimalScale={2}
                          disabled={!values.selected}
                          w={110}
                          {...form.getInputProps(`${path}.workingHours`)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <NumberInput
                          aria-label={`${dayLabels[day]} break`}
                          min={0}
                          max={480}
                          step={15}
                          allowDecimal={false}
                          disabled={!values.selected}
                          w={110}
                          {...form.getInputProps(`${path}.breakDuration`)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Select
                          aria-label={`${dayLabels[day]} when not worked`}
                          disabled={values.selected}
                          data={[
                            { value: 'offDay', label: 'Off day' },
                            { value: 'restDay', label: 'Rest day' },
                          ]}
                          placeholder="—"
                          allowDeselect={false}
                          w={130}
                          {...form.getInputProps(`${path}.offDayType`)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="xs" c="dimmed" mt="sm">
            Under the Employment Act each employee has one rest day a week; off days are other days
            not worked.
          </Text>
        </Paper>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
      <ErrorDialog opened={error !== null} message={error ?? ''} onClose={() => setError(null)} />
      <SuccessDialog
        opened={done}
        message="The working hours have been saved."
        onClose={() => setDone(false)}
      />
    </form>
  );
}

export function WorkingHoursPage() {
  const { data, isPending, error } = useWorkingHours();
  return (
    <Stack gap="lg">
      <PageHeader
        trail={[{ label: 'Organisation' }, { label: 'Working hours' }]}
        title="Working hours"
      />
      {isPending && <LoadingSpinner />}
      {error && <Alert color="red">{error.message}</Alert>}
      {data && <WorkingHoursForm hours={data} />}
    </Stack>
  );
}
