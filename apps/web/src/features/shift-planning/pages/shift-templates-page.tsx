import { Badge, Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  type ShiftTemplate,
  shiftTemplateDeletedMessage,
  workedDayKindLabels,
} from '@tembusu/contracts/attendance';
import { useState } from 'react';
import { Link } from 'react-router';
import { dataColumns } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { PageHeader } from '../../../components/page-header';
import { useDeleteShiftTemplate, useShiftTemplates } from '../api/shift-templates';
import { ShiftTemplateLabel } from '../components/shift-template-label';
import { shiftTemplatesPath } from '../components/shift-template-paths';
import { durationText, shiftTimeText } from '../components/shift-text';

const column = dataColumns<ShiftTemplate>();
const columns = column.columns([
  column.display({
    id: 'name',
    header: 'Name',
    cell: ({ row: { original: template } }) => (
      <ShiftTemplateLabel name={template.name} colour={template.colour} />
    ),
  }),
  column.accessor(shiftTimeText, { id: 'time', header: 'Time', meta: { nowrap: true } }),
  column.accessor((template) => durationText(template.breakMinutes), {
    id: 'break',
    header: 'Break',
    meta: { nowrap: true },
  }),
  column.accessor((template) => durationText(template.paidMinutes), {
    id: 'paid',
    header: 'Paid hours',
    meta: { nowrap: true },
  }),
  column.accessor((template) => template.branchName ?? 'All branches', {
    id: 'branch',
    header: 'Branch',
  }),
  column.accessor(
    (template) => template.payRules.map((rule) => workedDayKindLabels[rule]).join(', '),
    { id: 'payRules', header: 'Pay rules' },
  ),
  column.display({
    id: 'status',
    header: 'Status',
    meta: { nowrap: true, width: 120 },
    cell: ({ row: { original: template } }) => (
      <Badge variant="light" color={template.isActive ? 'tembusu' : 'gray'}>
        {template.isActive ? 'Active' : 'Inactive'}
      </Badge>
    ),
  }),
]);

export function ShiftTemplatesPage() {
  const { data, isPending, error } = useShiftTemplates();
  const remove = useDeleteShiftTemplate();
  const [page, setPage] = useState(1);

  return (
    <ListPage
      header={
        <PageHeader
          trail={[{ label: 'Shift planning' }, { label: 'Shift templates' }]}
          title="Shift templates"
          action={
            <Button
              component={Link}
              to={`${shiftTemplatesPath}/create`}
              leftSection={<IconPlus size={18} />}
            >
              New shift template
            </Button>
          }
        />
      }
      filters={
        <Group mb="md">
          <Text c="dimmed" size="sm" maw={720}>
            The shifts people work, placed on the roster by day. A template already on the roster
            cannot be deleted; make it inactive to stop offering it.
          </Text>
        </Group>
      }
      rows={data}
      loading={isPending}
      error={error}
      empty="No shift templates yet. Add the shifts your people work."
      columns={columns}
      label="Shift templates"
      minWidth={960}
      page={page}
      onPageChange={setPage}
      rowActions={{
        name: (template) => template.name,
        editTo: (template) => `${shiftTemplatesPath}/edit/${template.id}`,
        delete: {
          title: 'Delete shift template',
          message: (template) =>
            `Deleting shift template ${template.name} Are you sure you want to proceed?`,
          remove: (template) => remove.mutateAsync(template.id),
          deletedMessage: shiftTemplateDeletedMessage,
        },
      }}
    />
  );
}
