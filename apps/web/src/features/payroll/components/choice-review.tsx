import { Badge, Group, Paper, ScrollArea, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { IconUserCheck, IconUserMinus } from '@tabler/icons-react';
import {
  type PayrollCandidate,
  type PayrollKind,
  payrollKinds,
} from '@tembusu/contracts/payroll-runs';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../lib/format';
import './choice-review.css';

/**
 * Router state carried from choosing employees to confirming the choice: the run (its kind, and
 * whether an off-cycle run pays basic salary) and who it pays.
 */
export type EmployeeChoice = {
  year: number;
  month: number;
  kind: PayrollKind;
  payBasicSalary: boolean;
  employeeIds: string[];
};

const isKind = (value: unknown): value is PayrollKind =>
  (payrollKinds as readonly unknown[]).includes(value);

export function readChoice(state: unknown): EmployeeChoice | null {
  if (!state || typeof state !== 'object') return null;
  const { year, month, kind, payBasicSalary, employeeIds } = state as Partial<EmployeeChoice>;
  if (typeof year !== 'number' || typeof month !== 'number' || !Array.isArray(employeeIds)) {
    return null;
  }
  return {
    year,
    month,
    kind: isKind(kind) ? kind : 'regular',
    payBasicSalary: payBasicSalary === true,
    employeeIds: employeeIds.filter((id) => typeof id === 'string'),
  };
}

/**
 * A long list of names scrolls in a box of its own. The box takes keyboard focus, so that a person
 * without a mouse can scroll it with the arrow keys; a screen reader names it when it does.
 */
function NamesScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ScrollArea.Autosize
      className="choice-review-names"
      mah={420}
      type="auto"
      offsetScrollbars
      viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': label }}
    >
      {children}
    </ScrollArea.Autosize>
  );
}

/** Who is included and who is left out, and why, before the payroll is written. */
export function ChoiceReview({
  candidates,
  chosen,
}: {
  candidates: readonly PayrollCandidate[];
  chosen: ReadonlySet<string>;
}) {
  const included = candidates.filter((c) => c.excludedReason === null && chosen.has(c.employeeId));
  const leftOut = candidates
    .filter((c) => !included.includes(c))
    .map((c) => ({ ...c, why: c.excludedReason ?? 'Not chosen' }));

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <Paper withBorder radius="lg" p="lg" shadow="xs">
        <Group gap="xs" mb="sm">
          <IconUserCheck size={20} color="var(--mantine-color-tembusu-6)" />
          <Title order={2} size="h4">
            Included
          </Title>
          <Badge variant="light">{included.length}</Badge>
        </Group>
        <NamesScroll label="Included employees">
          <Table verticalSpacing={6} aria-label="Included employees" stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Employee</Table.Th>
                <Table.Th>Department</Table.Th>
                <Table.Th ta="right">Salary</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {included.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={3}>
                    <Text c="dimmed" ta="center" py="md">
                      Table is empty
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {included.map((c) => (
                <Table.Tr key={c.employeeId}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {c.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>{c.departmentName ?? '—'}</Table.Td>
                  <Table.Td
                    ta="right"
                    style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                  >
                    {formatMoney(c.salaryAmount)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </NamesScroll>
      </Paper>
      <Paper withBorder radius="lg" p="lg" shadow="xs">
        <Group gap="xs" mb="sm">
          <IconUserMinus size={20} color="var(--mantine-color-orange-6)" />
          <Title order={2} size="h4">
            Left out
          </Title>
          <Badge variant="light" color="orange">
            {leftOut.length}
          </Badge>
        </Group>
        <NamesScroll label="Employees left out">
          <Table verticalSpacing={6} aria-label="Employees left out" stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Employee</Table.Th>
                <Table.Th>Why</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {leftOut.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={2}>
                    <Text c="dimmed" ta="center" py="md">
                      Nobody is left out.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {leftOut.map((c) => (
                <Table.Tr key={c.employeeId}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {c.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c={c.excludedReason ? 'orange.8' : 'dimmed'}>
                      {c.why}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </NamesScroll>
      </Paper>
    </SimpleGrid>
  );
}
