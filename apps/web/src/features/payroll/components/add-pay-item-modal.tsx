import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { PayItem } from '@tembusu/contracts/payroll';
import { useState } from 'react';
import { type EditorLine, payItemOptions } from './payslip-editor-state';

/** The spec's pick dialog: one pay item to add to the payslip as a custom (M9) line. */
export function AddPayItemModal({
  opened,
  items,
  loading,
  error,
  lines,
  onAdd,
  onClose,
}: {
  opened: boolean;
  items: readonly PayItem[] | undefined;
  loading: boolean;
  error: string | null;
  lines: EditorLine[];
  onAdd(item: PayItem): void;
  onClose(): void;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const options = payItemOptions(items ?? [], lines);
  const notes = new Map(options.map((option) => [option.value, option.note]));
  const close = () => {
    setChosen(null);
    onClose();
  };
  const item = items?.find((candidate) => candidate.id === chosen);

  return (
    <Modal opened={opened} onClose={close} title="Add More Pay Items" centered radius="lg">
      <Stack gap="lg">
        {error && <Alert color="red">{error}</Alert>}
        <Select
          label="Pay Items"
          withAsterisk
          placeholder={loading ? 'Loading pay items…' : 'Choose a pay item'}
          data={options.map(({ value, label, disabled }) => ({ value, label, disabled }))}
          value={chosen}
          onChange={setChosen}
          searchable
          nothingFoundMessage="No pay item matches"
          comboboxProps={{ withinPortal: true }}
          renderOption={({ option }) => {
            const note = notes.get(option.value);
            return (
              <Group justify="space-between" w="100%" gap="sm" wrap="nowrap">
                <Text size="sm">{option.label}</Text>
                {note && (
                  <Text size="xs" c="dimmed">
                    {note}
                  </Text>
                )}
              </Group>
            );
          }}
        />
        {item && (
          <Text size="sm" c="dimmed">
            {item.typeId} · {item.category} · default{' '}
            {item.unit === 'Percentage' ? `${item.defaultAmount}%` : `$${item.defaultAmount}`}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={!item}
            onClick={() => {
              if (!item) return;
              onAdd(item);
              close();
            }}
          >
            Add
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
