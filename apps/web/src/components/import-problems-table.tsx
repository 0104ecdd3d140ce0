import { ScrollArea, Table } from '@mantine/core';
import type { ImportProblem } from '@tembusu/contracts/employees';

/** The problems of a rejected import file, row by row, so the file can be fixed and sent again. */
export function ImportProblemsTable({ problems }: { problems: readonly ImportProblem[] }) {
  const sorted = [...problems].sort((a, b) => a.row - b.row);
  return (
    <ScrollArea.Autosize mah={320} type="auto">
      <Table
        aria-label="Import problems"
        striped
        stickyHeader
        verticalSpacing="xs"
        withTableBorder
        fz="sm"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={72}>Row</Table.Th>
            <Table.Th w={180}>Field</Table.Th>
            <Table.Th>Problem</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((problem) => (
            <Table.Tr key={`${problem.row}|${problem.field}|${problem.message}`}>
              <Table.Td>{problem.row}</Table.Td>
              <Table.Td ff="monospace">{problem.field}</Table.Td>
              <Table.Td>{problem.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
