import { Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { overtimeKindLabels } from '@tembusu/contracts/payroll';
import { optionsOf, overtimeRateLabels, overtimeStartLabels } from './labels';
import type { TemplateFormValues } from './template-form';

const notApplicable = (
  <Text c="dimmed" size="sm" aria-hidden>
    —
  </Text>
);

/** The four overtime rules, one per kind of day; amount and hours show only where they apply. */
export function OvertimeRulesEditor({ form }: { form: UseFormReturnType<TemplateFormValues> }) {
  return (
    <Paper withBorder radius="lg" p="xl" shadow="xs">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4">
            Overtime
          </Title>
          <Text size="sm" c="dimmed" maw={760}>
            How overtime is paid on each kind of day: from the end of working hours, or once the
            hours worked in the day pass the fixed hours. Employees the Employment Act covers get at
            least 1.5 × their hourly basic rate for overtime.
          </Text>
        </Stack>
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="sm" aria-label="Overtime rules">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Day</Table.Th>
                <Table.Th>Rate</Table.Th>
                <Table.Th>Amount per hour</Table.Th>
                <Table.Th>Overtime starts</Table.Th>
                <Table.Th>Fixed hours</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {form.values.overtimeRules.map((rule, index) => {
                const day = overtimeKindLabels[rule.kind];
                const path = `overtimeRules.${index}` as const;
                return (
                  <Table.Tr key={rule.kind}>
                    <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {day}
                    </Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={`${day} rate`}
                        data={optionsOf(overtimeRateLabels)}
                        allowDeselect={false}
                        w={240}
                        {...form.getInputProps(`${path}.rate`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      {rule.rate === 'CustomAmount' ? (
                        <TextInput
                          aria-label={`${day} amount per hour`}
                          inputMode="decimal"
                          placeholder="0.00"
                          leftSection="$"
                          w={140}
                          {...form.getInputProps(`${path}.customAmount`)}
                        />
                      ) : (
                        notApplicable
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={`${day} overtime starts`}
                        data={optionsOf(overtimeStartLabels)}
                        allowDeselect={false}
                        w={220}
                        {...form.getInputProps(`${path}.start`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      {rule.start === 'AfterFixedHours' ? (
                        <TextInput
                          aria-label={`${day} hours before overtime`}
                          inputMode="decimal"
                          placeholder="8"
                          rightSection={
                            <Text size="xs" c="dimmed">
                              hrs
                            </Text>
                          }
                          w={120}
                          {...form.getInputProps(`${path}.fixedHours`)}
                        />
                      ) : (
                        notApplicable
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
