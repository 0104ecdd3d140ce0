import { Alert, Box, Paper, Stack, Text } from '@mantine/core';
import { defaultPageSize } from '@tembusu/contracts/api';
import { type ReactNode, useState } from 'react';
import { type DataColumn, DataTable, type RowActionsColumn } from './data-table';
import { DeletePrompt, type DeletePromptProps } from './delete-prompt';
import { LoadingSpinner } from './loading-spinner';
import { Pagination } from './pagination';

export interface ListPageProps<T extends { id: string }> {
  /** The page's header, with its main action (Add ...). */
  header: ReactNode;
  /** Inside the card, above the table: the list's introduction, search and filters. */
  filters?: ReactNode;
  /** The records, after any filtering; undefined while loading or after a failure. */
  rows: T[] | undefined;
  loading: boolean;
  /**
   * The rows shown are the last page's or filter's while the new ones are on their way: the list
   * says it is busy (`aria-busy`) and dims them.
   */
  refreshing?: boolean;
  error: Error | null;
  /** Shown instead of the table when there is nothing to list; a string is set as dimmed text. */
  empty: ReactNode;
  columns: DataColumn<T>[];
  /** The table's accessible name (the list of cards', on a phone). */
  label?: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  onRowClick?(row: T): void;
  /** 1-based. A page past the end (its last row deleted) shows as the last page. */
  page: number;
  onPageChange(page: number): void;
  /**
   * The number of records across all pages when the server pages the list; `rows` is then the
   * one page. Without it the list pages `rows` itself.
   */
  total?: number;
  /** Edit and Delete on every row (Delete where `canDelete` allows); Delete asks first. */
  rowActions?: Pick<RowActionsColumn<T>, 'name' | 'editTo' | 'canDelete'> & {
    delete: Omit<DeletePromptProps<T>, 'record' | 'onClose'>;
  };
}

/**
 * A list screen: header, filters, the table of records (cards on a phone), pagination (5 a page,
 * first/back/next/last buttons), row actions.
 */
export function ListPage<T extends { id: string }>({
  header,
  filters,
  rows,
  loading,
  refreshing = false,
  error,
  empty,
  columns,
  label,
  minWidth,
  onRowClick,
  page,
  onPageChange,
  total,
  rowActions,
}: ListPageProps<T>) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const count = total ?? rows?.length ?? 0;
  const current = Math.min(page, Math.max(1, Math.ceil(count / defaultPageSize)));
  const shown =
    total === undefined
      ? (rows ?? []).slice((current - 1) * defaultPageSize, current * defaultPageSize)
      : (rows ?? []);

  return (
    <Stack gap="lg">
      {header}
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'sm', sm: 'lg' }}
        shadow="xs"
        aria-busy={refreshing || undefined}
      >
        {filters}
        {loading && <LoadingSpinner />}
        {error && <Alert color="red">{error.message}</Alert>}
        {rows &&
          count === 0 &&
          (typeof empty === 'string' ? <EmptyText>{empty}</EmptyText> : empty)}
        {shown.length > 0 && (
          <Box opacity={refreshing ? 0.6 : 1}>
            <DataTable<T>
              columns={columns}
              rows={shown}
              label={label}
              minWidth={minWidth}
              onRowClick={onRowClick}
              rowActions={
                rowActions && {
                  name: rowActions.name,
                  editTo: rowActions.editTo,
                  canDelete: rowActions.canDelete,
                  onDelete: (row) => setDeleting(row),
                }
              }
            />
          </Box>
        )}
        {rows && <Pagination page={current} total={count} onChange={onPageChange} />}
      </Paper>
      {rowActions && (
        <DeletePrompt {...rowActions.delete} record={deleting} onClose={() => setDeleting(null)} />
      )}
    </Stack>
  );
}

function EmptyText({ children }: { children: string }) {
  return (
    <Text c="dimmed" ta="center" py="lg">
      {children}
    </Text>
  );
}
