import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { PayItem } from '@tembusu/contracts/payroll';
import { useState } from 'react';
import {
  allowanceBasisLabels,
  allowanceConditionLabels,
  allowancePeriodLabels,
  earlyOutRuleLabels,
  lateRuleLabels,
  optionsOf,
  payItemTypeLabels,
} from './labels';
import { formatItemAmount } from './money';
import {
  type ConditionKind,
  conditionFields,
  type TemplateFormValues,
  type TemplateItemFormValues,
  templateItemFrom,
  withCondition,
} from './template-form';

type Form = UseFormReturnType<TemplateFormValues>;

const everyPeriod = 'EveryPeriod';
const conditionOptions = [
  { value: everyPeriod, label: 'Every period' },
  ...optionsOf(allowanceConditionLabels),
];

/** Picks a pay item to add: active items not yet in the template; inactive ones are shown off. */
function AddPayItem({ payItems, form }: { payItems: readonly PayItem[]; form: Form }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const inTemplate = new Set(form.values.items.map((item) => item.payItemId));
  const options = payItems
    .filter((item) => !inTemplate.has(item.id))
    .map((item) => ({
      value: item.id,
      label: item.isActive ? item.description : `${item.description} (inactive)`,
      disabled: !item.isActive,
    }));
  const add = () => {
    const item = payItems.find((candidate) => candidate.id === chosen);
    if (!item) return;
    form.insertListItem('items', templateItemFrom(item));
    setChosen(null);
  };
  return (
    <Group align="flex-end" gap="sm" maw="100%">
      <Select
        label="Add pay item"
        placeholder={
          options.length === 0 ? 'Every pay item is in the template' : 'Choose a pay item'
        }
        data={options}
        value={chosen}
        onChange={setChosen}
        searchable
        disabled={options.length === 0}
        nothingFoundMessage="No such pay item"
        w={340}
        maw="100%"
      />
      <Button variant="light" leftSection={<IconPlus size={16} />} disabled={!chosen} onClick={add}>
        Add
      </Button>
    </Group>
  );
}

const conditionHints: Record<ConditionKind, string> = {
  AttendancePresence: 'Paid for attendance: per day present, or for a month without absence.',
  PunctualityTimeIn: 'Paid when clock-in lateness keeps to the rule, per day or over the month.',
  PunctualityTimeOut: 'Paid when leaving early keeps to the rule, per day or over the month.',
  AfterWorkingHours: 'Paid when the employee works at least these hours past working hours.',
};

/** The fields of an item's condition, under its row: basis and period, then the condition's own. */
function ConditionFields({
  form,
  index,
  item,
}: {
  form: Form;
  index: number;
  item: TemplateItemFormValues;
}) {
  const allowance = item.allowance;
  if (!allowance) return null;
  const path = `items.${index}.allowance` as const;
  const fields = conditionFields(allowance.condition);
  const name = item.description;
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        {conditionHints[allowance.condition]}
      </Text>
      <Group gap="md" align="flex-start" wrap="wrap">
        <Select
          label="Basis"
          aria-label={`${name} basis`}
          data={optionsOf(allowanceBasisLabels)}
          allowDeselect={false}
          w={170}
          {...form.getInputProps(`${path}.basis`)}
        />
        <Select
          label="Period"
          aria-label={`${name} period`}
          data={optionsOf(allowancePeriodLabels)}
          allowDeselect={false}
          w={170}
          {...form.getInputProps(`${path}.period`)}
        />
        {fields.late && (
          <>
            <Select
              label="Lateness rule"
              aria-label={`${name} lateness rule`}
              data={optionsOf(lateRuleLabels)}
              allowDeselect={false}
              w={190}
              {...form.getInputProps(`${path}.lateRule`)}
            />
            <NumberInput
              label="Minutes late"
              aria-label={`${name} minutes late`}
              min={0}
              max={600}
              allowDecimal={false}
              allowNegative={false}
              rightSection={
                <Text size="xs" c="dimmed">
                  min
                </Text>
              }
              w={130}
              {...form.getInputProps(`${path}.lateMinutes`)}
            />
          </>
        )}
        {fields.earlyOut && (
          <>
            <Select
              label="Early-out rule"
              aria-label={`${name} early-out rule`}
              data={optionsOf(earlyOutRuleLabels)}
              allowDeselect={false}
              w={210}
              {...form.getInputProps(`${path}.earlyOutRule`)}
            />
            <NumberInput
              label="Minutes early"
              aria-label={`${name} minutes early`}
              min={0}
              max={600}
              allowDecimal={false}
              allowNegative={false}
              rightSection={
                <Text size="xs" c="dimmed">
                  min
                </Text>
              }
              w={130}
              {...form.getInputProps(`${path}.earlyOutMinutes`)}
            />
          </>
        )}
        {fields.hoursAfterWork && (
          <TextInput
            label="Hours after working hours"
            aria-label={`${name} hours after working hours`}
            inputMode="decimal"
            placeholder="0.00"
            rightSection={
              <Text size="xs" c="dimmed">
                hrs
              </Text>
            }
            w={210}
            {...form.getInputProps(`${path}.hoursAfterWork`)}
          />
        )}
      </Group>
    </Stack>
  );
}

const columnCount = 6;

export function TemplateItemsEditor({
  form,
  payItems,
}: {
  form: Form;
  payItems: readonly PayItem[];
}) {
  const items = form.values.items;
  return (
    <Paper withBorder radius="lg" p="xl" shadow="xs">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4} maw={560}>
            <Title order={2} size="h4">
              Pay items
            </Title>
            <Text size="sm" c="dimmed">
              What employees on this template are paid each period. Leave an amount empty to pay the
              item's default; a condition pays an allowance only when it is met.
            </Text>
          </Stack>
          <AddPayItem payItems={payItems} form={form} />
        </Group>
        {items.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg" size="sm">
            No pay items in this template yet. Add them from the list above.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={900}>
            <Table verticalSpacing="sm" aria-label="Template pay items">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Pay item</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th ta="right">Default</Table.Th>
                  <Table.Th>Amount</Table.Th>
                  <Table.Th>Paid when</Table.Th>
                  <Table.Th w={56} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item, index) => {
                  const conditional = item.allowance !== null;
                  const rowStyle = conditional ? { borderBottom: 'none' } : undefined;
                  return [
                    <Table.Tr key={item.payItemId} style={rowStyle}>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Text fw={600} size="sm">
                            {item.description}
                          </Text>
                          {!item.isActive && (
                            <Badge variant="light" color="gray" size="sm">
                              Inactive
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td>{payItemTypeLabels[item.typeId]}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {formatItemAmount(item.defaultAmount, item.unit)}
                      </Table.Td>
                      <Table.Td>
                        <TextInput
                          aria-label={`${item.description} amount`}
                          inputMode="decimal"
                          placeholder={item.defaultAmount}
                          leftSection={item.unit === 'Amount' ? '$' : undefined}
                          rightSection={item.unit === 'Percentage' ? '%' : undefined}
                          w={150}
                          {...form.getInputProps(`items.${index}.amount`)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Select
                          aria-label={`${item.description} paid when`}
                          data={conditionOptions}
                          allowDeselect={false}
                          w={260}
                          value={item.allowance?.condition ?? everyPeriod}
                          onChange={(value) =>
                            form.setFieldValue(
                              `items.${index}.allowance`,
                              withCondition(
                                item.allowance,
                                value === everyPeriod ? null : (value as ConditionKind),
                              ),
                            )
                          }
                        />
                      </Table.Td>
                      <Table.Td>
                        <Tooltip label="Remove from template">
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Remove ${item.description}`}
                            onClick={() => form.removeListItem('items', index)}
                          >
                            <IconTrash size={18} />
                          </ActionIcon>
                        </Tooltip>
                      </Table.Td>
                    </Table.Tr>,
                    conditional && (
                      <Table.Tr key={`${item.payItemId}-condition`}>
                        <Table.Td colSpan={columnCount} pt={0}>
                          <Box
                            p="sm"
                            ms="md"
                            bg="var(--mantine-color-gray-0)"
                            style={{
                              borderRadius: 'var(--mantine-radius-md)',
                              borderInlineStart: '3px solid var(--mantine-color-tembusu-4)',
                            }}
                            role="group"
                            aria-label={`${item.description} condition`}
                          >
                            <ConditionFields form={form} index={index} item={item} />
                          </Box>
                        </Table.Td>
                      </Table.Tr>
                    ),
                  ];
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
