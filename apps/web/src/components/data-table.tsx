import { Table } from '@mantine/core';
import {
  type ColumnDef,
  createColumnHelper,
  type RowData,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import type { CSSProperties } from 'react';
import { RowActions } from './row-actions';

/** How a column is laid out, set as a column definition's `meta`. */
export interface DataColumnLayout {
  /** Figures: right-aligned (header too), digits of equal width. */
  numeric?: boolean;
  /** Cells never wrap; the header still may. */
  nowrap?: boolean;
  /** Bold cells, for the column that names the record. */
  emphasis?: boolean;
  /** The header's width in pixels. */
  width?: number;
}

const features = tableFeatures({ columnMeta: {} as DataColumnLayout });

// biome-ignore lint/suspicious/noExplicitAny: as TanStack's own column lists: each column has its own value type.
export type DataColumn<T extends RowData> = ColumnDef<typeof features, T, any>;

/** The helper that builds a table's columns: `const column = dataColumns<Room>();`. */
export function dataColumns<T extends RowData>() {
  return createColumnHelper<typeof features, T>();
}

export interface RowActionsColumn<T> {
  /** The record's name, in the buttons' accessible names ('Edit Bonus', 'Delete Bonus'). */
  name(row: T): string;
  editTo(row: T): string;
  onDelete(row: T): void;
}

export interface DataTableProps<T extends { id: string }> {
  /** Keep stable (module scope or memoised): a new array rebuilds the table's columns. */
  columns: DataColumn<T>[];
  rows: T[];
  /** The table's accessible name. */
  label?: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  /** Adds the Action column with an Edit link and a Delete button on every row. */
  rowActions?: RowActionsColumn<T>;
  /** Makes the whole row a way to open the record; links inside it should stop propagation. */
  onRowClick?(row: T): void;
}

const nowrap: CSSProperties = { whiteSpace: 'nowrap' };
const figures: CSSProperties = { fontVariantNumeric: 'tabular-nums' };

export function DataTable<T extends { id: string }>({
  columns,
  rows,
  label,
  minWidth,
  rowActions,
  onRowClick,
}: DataTableProps<T>) {
  const table = useTable({ features, columns, data: rows, getRowId: (row) => row.id });

  const content = (
    <Table
      verticalSpacing="sm"
      highlightOnHover
      aria-label={label}
      // A header that wraps lines up with the one-line headers beside it, next to the cells.
      styles={{ th: { verticalAlign: 'bottom' } }}
    >
      <Table.Thead>
        {table.getHeaderGroups().map((group) => (
          <Table.Tr key={group.id}>
            {group.headers.map((header) => {
              const layout = header.column.columnDef.meta;
              return (
                <Table.Th
                  key={header.id}
                  w={layout?.width}
                  ta={layout?.numeric ? 'right' : undefined}
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </Table.Th>
              );
            })}
            {rowActions && <Table.Th w={100}>Action</Table.Th>}
          </Table.Tr>
        ))}
      </Table.Thead>
      <Table.Tbody>
        {table.getRowModel().rows.map((row) => (
          <Table.Tr
            key={row.id}
            onClick={onRowClick && (() => onRowClick(row.original))}
            style={onRowClick && { cursor: 'pointer' }}
          >
            {row.getAllCells().map((cell) => {
              const layout = cell.column.columnDef.meta;
              return (
                <Table.Td
                  key={cell.id}
                  ta={layout?.numeric ? 'right' : undefined}
                  fw={layout?.emphasis ? 600 : undefined}
                  style={{
                    ...(layout?.nowrap && nowrap),
                    ...(layout?.numeric && figures),
                  }}
                >
                  <table.FlexRender cell={cell} />
                </Table.Td>
              );
            })}
            {rowActions && (
              <Table.Td style={nowrap}>
                <RowActions
                  name={rowActions.name(row.original)}
                  editTo={rowActions.editTo(row.original)}
                  onDelete={() => rowActions.onDelete(row.original)}
                />
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );

  return minWidth ? (
    <Table.ScrollContainer minWidth={minWidth}>{content}</Table.ScrollContainer>
  ) : (
    content
  );
}
