import { Badge, Button, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { PayItem } from '@tembusu/contracts/payroll';
import { useState } from 'react';
import { Link } from 'react-router';
import { dataColumns } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
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

const column = dataColumns<PayItem>();
const columns = column.columns([
  column.accessor('description', { header: 'Description', meta: { emphasis: true } }),
  column.accessor((item) => payItemTypeLabels[item.typeId], { id: 'type', header: 'Type' }),
  column.accessor('category', { header: 'Category' }),
  column.display({
    id: 'cpf',
    header: 'CPF',
    cell: ({ row: { original: item } }) => (
      <Tooltip label={wageTypeLabels[item.cPFType]}>
        <Badge variant="light" color="gray" radius="sm">
          {wageTypeCodes[item.cPFType]}
        </Badge>
      </Tooltip>
    ),
  }),
  column.accessor((item) => valueBasisLabels[item.unit], { id: 'unit', header: 'Unit' }),
  column.accessor((item) => formatItemAmount(item.defaultAmount, item.unit), {
    id: 'defaultAmount',
    header: () => <span style={{ whiteSpace: 'nowrap' }}>Default amount</span>,
    meta: { numeric: true, nowrap: true },
  }),
  column.accessor((item) => incomeTypeLabels[item.iRBACode], {
    id: 'incomeType',
    header: 'IRAS income type',
  }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: item } }) => (
      <Badge variant="light" color={item.isActive ? 'tembusu' : 'gray'}>
        {item.isActive ? 'Active' : 'Inactive'}
      </Badge>
    ),
  }),
]);

export function PayItemsPage() {
  const { data, isPending, error } = usePayItems();
  const remove = useDeletePayItem();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

  const wanted = search.trim().toLowerCase();
  const matching = data?.filter(
    (item) =>
      !wanted ||
      item.description.toLowerCase().includes(wanted) ||
      item.category.toLowerCase().includes(wanted),
  );

  return (
    <ListPage
      header={
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
      }
      filters={
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
      }
      rows={matching}
      loading={isPending}
      error={error}
      empty={
        data?.length
          ? `No pay item matches “${search.trim()}”.`
          : 'No pay items yet. Add the allowances, deductions and other items you pay.'
      }
      columns={columns}
      label="Pay items"
      minWidth={980}
      page={page}
      onPageChange={setPage}
      rowActions={{
        name: (item) => item.description,
        editTo: (item) => `/payroll/pay-items/${item.id}`,
        delete: {
          title: 'Delete pay item',
          message: (item) =>
            `Deleting pay item ${item.description} Are you sure you want to proceed?`,
          remove: (item) => remove.mutateAsync(item.id),
          deletedMessage: <DeletedMessage>Your pay item has been deleted.</DeletedMessage>,
        },
      }}
    />
  );
}
