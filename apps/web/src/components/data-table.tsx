import { Button, em, Group, Paper, px, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import {
  type ColumnDef,
  createColumnHelper,
  type RowData,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { type CSSProperties, Fragment, type MouseEvent } from 'react';
import { Link } from 'react-router';
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
  /** Whether the row has anything to delete; every row has when left out. */
  canDelete?(row: T): boolean;
}

function deletable<T>(rowActions: RowActionsColumn<T>, row: T): boolean {
  return rowActions.canDelete?.(row) ?? true;
}

export interface DataTableProps<T extends { id: string }> {
  /** Keep stable (module scope or memoised): a new array rebuilds the table's columns. */
  columns: DataColumn<T>[];
  rows: T[];
  /** The table's accessible name (the card list's, on a phone). */
  label?: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  /** Adds the Action column with an Edit link and a Delete button on every row. */
  rowActions?: RowActionsColumn<T>;
  /** Makes the whole row a way to open the record; links inside it should stop propagation. */
  onRowClick?(row: T): void;
}

/**
 * True on a phone: narrower than Mantine's `sm` breakpoint (48em, 768 px), where a table of
 * records shows as cards instead. Read at the first render, so a phone never draws the table.
 */
export function usePhoneLayout(): boolean {
  const theme = useMantineTheme();
  const below = em(Number(px(theme.breakpoints.sm)) - 0.1);
  return useMediaQuery(`(max-width: ${below})`, false, { getInitialValueInEffect: false });
}

const nowrap: CSSProperties = { whiteSpace: 'nowrap' };
const figures: CSSProperties = { fontVariantNumeric: 'tabular-nums' };

/**
 * The records as a table; on a phone (`usePhoneLayout`) as a list of cards instead, one a record,
 * each listing every column's header beside its value, with the row actions as buttons beneath.
 */
export function DataTable<T extends { id: string }>(props: DataTableProps<T>) {
  return usePhoneLayout() ? <DataCards {...props} /> : <DataGrid {...props} />;
}

function DataGrid<T extends { id: string }>({
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
                  onDelete={
                    deletable(rowActions, row.original)
                      ? () => rowActions.onDelete(row.original)
                      : undefined
                  }
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

// Header beside value; a long value wraps within its column rather than widening the card. The
// grid follows the page's direction, so headers sit on the right in a right-to-left page.
const fields: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  columnGap: 'var(--mantine-spacing-sm)',
  rowGap: 6,
  alignItems: 'start',
  margin: 0,
};
const value: CSSProperties = { margin: 0, minWidth: 0, overflowWrap: 'anywhere' };
// The smaller header text, nudged down to sit on the line of the value beside it.
const term: CSSProperties = { ...value, paddingTop: 2 };
const stop = (event: MouseEvent) => event.stopPropagation();

function DataCards<T extends { id: string }>({
  columns,
  rows,
  label,
  rowActions,
  onRowClick,
}: DataTableProps<T>) {
  const table = useTable({ features, columns, data: rows, getRowId: (row) => row.id });
  const headers = new Map(table.getLeafHeaders().map((header) => [header.column.id, header]));

  return (
    // list-style: none drops a list's role in some browsers; the role puts it back.
    <Stack
      component="ul"
      role="list"
      aria-label={label}
      gap="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {table.getRowModel().rows.map((row) => {
        const name = rowActions?.name(row.original);
        return (
          <Paper
            component="li"
            key={row.id}
            withBorder
            radius="md"
            p="sm"
            onClick={onRowClick && (() => onRowClick(row.original))}
            style={onRowClick && { cursor: 'pointer' }}
          >
            <dl style={fields}>
              {row.getAllCells().map((cell) => {
                const layout = cell.column.columnDef.meta;
                const header = headers.get(cell.column.id);
                return (
                  <Fragment key={cell.id}>
                    <Text component="dt" size="xs" c="dimmed" style={term}>
                      {header && <table.FlexRender header={header} />}
                    </Text>
                    <Text
                      component="dd"
                      size="sm"
                      fw={layout?.emphasis ? 600 : undefined}
                      style={{ ...value, ...(layout?.numeric && figures) }}
                    >
                      <table.FlexRender cell={cell} />
                    </Text>
                  </Fragment>
                );
              })}
            </dl>
            {rowActions && name !== undefined && (
              <Group justify="flex-end" gap="xs" mt="sm">
                <Button
                  component={Link}
                  to={rowActions.editTo(row.original)}
                  variant="light"
                  size="xs"
                  leftSection={<IconPencil size={14} />}
                  aria-label={`Edit ${name}`}
                  onClick={stop}
                >
                  Edit
                </Button>
                {deletable(rowActions, row.original) && (
                  <Button
                    variant="light"
                    color="red"
                    size="xs"
                    leftSection={<IconTrash size={14} />}
                    aria-label={`Delete ${name}`}
                    onClick={(event) => {
                      stop(event);
                      rowActions.onDelete(row.original);
                    }}
                  >
                    Delete
                  </Button>
                )}
              </Group>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
