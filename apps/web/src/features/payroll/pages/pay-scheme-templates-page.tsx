import { Badge, Button, Group, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { PaySchemeTemplate } from '@tembusu/contracts/payroll';
import { useState } from 'react';
import { Link } from 'react-router';
import { dataColumns } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { useDeletePaySchemeTemplate, usePaySchemeTemplates } from '../api/pay-scheme-templates';
import { DeletedMessage } from '../components/deleted-message';
import { payTemplateTypeLabels } from '../components/labels';
import { PayrollHeader } from '../components/payroll-header';

const column = dataColumns<PaySchemeTemplate>();
const columns = column.columns([
  column.display({
    id: 'name',
    header: 'Name',
    cell: ({ row: { original: template } }) => (
      <>
        <Text fw={600} size="sm">
          {template.name}
        </Text>
        {template.description && (
          <Text size="xs" c="dimmed" lineClamp={1} maw={420}>
            {template.description}
          </Text>
        )}
      </>
    ),
  }),
  column.display({
    id: 'type',
    header: 'Type',
    cell: ({ row: { original: template } }) => (
      <Badge variant="light" radius="sm">
        {payTemplateTypeLabels[template.type]}
      </Badge>
    ),
  }),
  column.accessor((template) => template.items.length, {
    id: 'payItems',
    header: 'Pay items',
    meta: { numeric: true },
  }),
  column.accessor('employeeCount', { header: 'Employees assigned', meta: { numeric: true } }),
]);

export function PaySchemeTemplatesPage() {
  const { data, isPending, error } = usePaySchemeTemplates();
  const remove = useDeletePaySchemeTemplate();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

  const wanted = search.trim().toLowerCase();
  const matching = data?.filter(
    (template) => !wanted || template.name.toLowerCase().includes(wanted),
  );

  return (
    <ListPage
      header={
        <PayrollHeader
          trail={[{ label: 'Pay scheme templates' }]}
          title="Pay scheme templates"
          action={
            <Button
              component={Link}
              to="/payroll/pay-scheme-templates/create"
              leftSection={<IconPlus size={18} />}
            >
              Add template
            </Button>
          }
        />
      }
      filters={
        <Group justify="space-between" mb="md" gap="md">
          <Text c="dimmed" size="sm" maw={620}>
            A template sets how employees on it are paid: their pay items, allowance conditions and
            overtime rates. Assign it on an employee's employment and pay details.
          </Text>
          <TextInput
            aria-label="Search templates"
            placeholder="Search by name"
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
          ? `No template matches “${search.trim()}”.`
          : 'No pay scheme templates yet. Add one for each way your people are paid.'
      }
      columns={columns}
      label="Pay scheme templates"
      minWidth={760}
      page={page}
      onPageChange={setPage}
      rowActions={{
        name: (template) => template.name,
        editTo: (template) => `/payroll/pay-scheme-templates/${template.id}`,
        delete: {
          title: 'Delete pay scheme template',
          message: (template) =>
            `Deleting pay scheme template ${template.name} Are you sure you want to proceed?`,
          remove: (template) => remove.mutateAsync(template.id),
          deletedMessage: (
            <DeletedMessage>Your pay scheme template has been deleted.</DeletedMessage>
          ),
        },
      }}
    />
  );
}
