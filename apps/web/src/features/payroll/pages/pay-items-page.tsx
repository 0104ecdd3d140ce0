import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { defaultPageSize } from '@tembusu/contracts/api';
import type { PayItem } from '@tembusu/contracts/payroll';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/http';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Pagination } from '../../../components/pagination';
import { RowActions } from '../../../components/row-actions';
import { SuccessDialog } from '../../../components/success-dialog';
import { useDeletePayItem, usePayItems } from '../api/pay-items';
import { DeletedMessage } from '../components/deleted-message';
import {
  incomeTypeLabels,
  payItemTypeLabels,
  valueBasisLabels,
  wageTypeCodes,
  wageTypeLabels,
} from '../components/labels';
import { formatItemAmount } from '../components/money';
import { PayrollHeader } from '../components/payroll-header';

const nowrap = { whiteSpace: 'nowrap' } as const;

export function PayItemsPage() {
  const { data, isPending, error } = usePayItems();
  const remove = useDeletePayItem();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<PayItem | null>(null);
  const [deleted, setDeleted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const wanted = search.trim().toLowerCase();
  const matching = (data ?? []).filter(
    (item) =>
      !wanted ||
      item.description.toLowerCase().includes(wanted) ||
      item.category.toLowerCase().includes(wanted),
  );
  // After the last item on a page is deleted, the page before it is shown.
  const current = Math.min(page, Math.max(1, Math.ceil(matching.length / defaultPageSize)));
  const shown = matching.slice((current - 1) * defaultPageSize, current * defaultPageSize);

  return (
    <Stack gap="lg">
      <PayrollHeader
        trail={[{ label: 'Pay items' }]}
        title="Pay items"
        action={
          <Button
            component={Link}
            to="/payroll/pay-items/create"
            leftSection={<IconPlus size={18} />}
          >
            Add pay item
          </Button>
        }
      />
      <Paper withBorder radius="lg" p="lg" shadow="xs">
        <Group justify="space-between" mb="md" gap="md">
          <Text c="dimmed" size="sm" maw={620}>
            The allowances, deductions and other amounts a payslip can carry. Pay scheme templates
            group them for employees.
          </Text>
          <TextInput
            aria-label="Search pay items"
            placeholder="Search description or category"
            leftSection={<IconSearch size={16} />}
            w={300}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
        </Group>
        {isPending && <LoadingSpinner />}
        {error && <Alert color="red">{error.message}</Alert>}
        {data && data.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            No pay items yet. Add the allowances, deductions and other items you pay.
          </Text>
        )}
        {data && data.length > 0 && matching.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            No pay item matches “{search.trim()}”.
          </Text>
        )}
        {shown.length > 0 && (
          <Table.ScrollContainer minWidth={980}>
            <Table verticalSpacing="sm" highlightOnHover aria-label="Pay items">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Description</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Category</Table.Th>
                  <Table.Th>CPF</Table.Th>
                  <Table.Th>Unit</Table.Th>
                  <Table.Th ta="right" style={nowrap}>
                    Default amount
                  </Table.Th>
                  <Table.Th>IRAS income type</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th w={96}>Action</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td fw={600}>{item.description}</Table.Td>
                    <Table.Td>{payItemTypeLabels[item.typeId]}</Table.Td>
                    <Table.Td>{item.category}</Table.Td>
                    <Table.Td>
                      <Tooltip label={wageTypeLabels[item.cPFType]}>
                        <Badge variant="light" color="gray" radius="sm">
                          {wageTypeCodes[item.cPFType]}
                        </Badge>
                      </Tooltip>
                    </Table.Td>
                    <Table.Td>{valueBasisLabels[item.unit]}</Table.Td>
                    <Table.Td ta="right" style={{ ...nowrap, fontVariantNumeric: 'tabular-nums' }}>
                      {formatItemAmount(item.defaultAmount, item.unit)}
                    </Table.Td>
                    <Table.Td>{incomeTypeLabels[item.iRBACode]}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={item.isActive ? 'tembusu' : 'gray'}>
                        {item.isActive ? 'Active' : 'Inactive'}
                      </Badge>
                    </Table.Td>
                    <Table.Td style={nowrap}>
                      <RowActions
                        name={item.description}
                        editTo={`/payroll/pay-items/${item.id}`}
                        onDelete={() => setDeleting(item)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Pagination page={current} total={matching.length} onChange={setPage} />
      </Paper>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete pay item"
        message={`Deleting pay item ${deleting?.description ?? ''} Are you sure you want to proceed?`}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            setDeleted(true);
          } catch (cause) {
            setFailure(errorMessage(cause));
          }
          setDeleting(null);
        }}
      />
      <SuccessDialog
        opened={deleted}
        message={<DeletedMessage>Your pay item has been deleted.</DeletedMessage>}
        onClose={() => setDeleted(false)}
      />
      <ErrorDialog
        opened={failure !== null}
        message={failure ?? ''}
        onClose={() => setFailure(null)}
      />
    </Stack>
  );
}
