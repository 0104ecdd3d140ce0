import { Badge, Checkbox, Group, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { PayrollCandidate } from '@tembusu/contracts/payroll-runs';
import { useState } from 'react';
import { formatMoney, ltrText } from '../../../lib/format';

const basisUnit: Record<string, string> = { Monthly: 'month', Daily: 'day', Hourly: 'hour' };

/** Who can be paid, with a checkbox each; those left out show why and cannot be ticked. */
export function CandidatePicker({
  candidates,
  selected,
  onChange,
}: {
  candidates: readonly PayrollCandidate[];
  selected: ReadonlySet<string>;
  onChange(selected: Set<string>): void;
}) {
  const [search, setSearch] = useState('');
  const wanted = search.trim().toLowerCase();
  // Those who can be chosen come first; the rest keep their order below them.
  const shown = [...candidates]
    .sort((a, b) => Number(a.excludedReason !== null) - Number(b.excludedReason !== null))
    .filter(
      (c) =>
        !wanted ||
        c.name.toLowerCase().includes(wanted) ||
        c.employeeNumber.toLowerCase().includes(wanted) ||
        (c.departmentName ?? '').toLowerCase().includes(wanted),
    );
  const eligible = shown.filter((c) => c.excludedReason === null);
  const chosenShown = eligible.filter((c) => selected.has(c.employeeId)).length;
  const payable = candidates.filter((c) => c.excludedReason === null).length;

  const toggleAll = (checked: boolean) => {
    const next = new Set(selected);
    for (const c of eligible) {
      if (checked) next.add(c.employeeId);
      else next.delete(c.employeeId);
    }
    onChange(next);
  };
  const toggle = (id: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    onChange(next);
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="md">
        <Text size="sm" fw={500} aria-live="polite">
          {candidates.length === 0
            ? 'No employees yet: add employees before generating a payroll.'
            : payable === 0
              ? 'Nobody can be chosen'
              : // Starts with a number: one left-to-right run in right-to-left pages.
                ltrText(`${selected.size} of ${payable} payable employees chosen`)}
          {payable < candidates.length && (
            <Text span c="dimmed" size="sm">
              {' '}
              · {candidates.length - payable} left out
            </Text>
          )}
        </Text>
        <TextInput
          aria-label="Search employees"
          placeholder="Search name, number or department"
          leftSection={<IconSearch size={16} />}
          w={300}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </Group>
      <ScrollArea.Autosize mah={520} type="auto" offsetScrollbars>
        <Table verticalSpacing="xs" highlightOnHover stickyHeader aria-label="Employees" miw={860}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={44}>
                <Checkbox
                  aria-label="Choose all shown"
                  checked={eligible.length > 0 && chosenShown === eligible.length}
                  indeterminate={chosenShown > 0 && chosenShown < eligible.length}
                  disabled={eligible.length === 0}
                  onChange={(event) => toggleAll(event.currentTarget.checked)}
                />
              </Table.Th>
              <Table.Th>Employee</Table.Th>
              <Table.Th>Department</Table.Th>
              <Table.Th ta="right">Salary</Table.Th>
              <Table.Th>Pay scheme template</Table.Th>
              <Table.Th>Note</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text c="dimmed" ta="center" py="lg">
                    Table is empty
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {shown.map((c) => {
              const excluded = c.excludedReason !== null;
              return (
                <Table.Tr key={c.employeeId} c={excluded ? 'dimmed' : undefined}>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Choose ${c.name}`}
                      checked={!excluded && selected.has(c.employeeId)}
                      disabled={excluded}
                      onChange={(event) => toggle(c.employeeId, event.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={excluded ? 400 : 600}>
                      {c.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {c.employeeNumber}
                    </Text>
                  </Table.Td>
                  <Table.Td>{c.departmentName ?? '—'}</Table.Td>
                  <Table.Td
                    ta="right"
                    style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                  >
                    {formatMoney(c.salaryAmount)}
                    <Text span size="xs" c="dimmed">
                      {' '}
                      / {basisUnit[c.salaryBasis] ?? c.salaryBasis}
                    </Text>
                  </Table.Td>
                  <Table.Td>{c.paySchemeTemplateName ?? '—'}</Table.Td>
                  <Table.Td>
                    {excluded && (
                      <Badge color="orange" variant="light" radius="sm" tt="none" fw={500}>
                        {c.excludedReason}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
  );
}
