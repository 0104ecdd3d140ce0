import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { defaultPageSize } from '@tembusu/contracts/api';
import type { PaySchemeTemplate } from '@tembusu/contracts/payroll';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/http';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Pagination } from '../../../components/pagination';
import { RowActions } from '../../../components/row-actions';
import { SuccessDialog } from '../../../components/success-dialog';
import { useDeletePaySchemeTemplate, usePaySchemeTemplates } from '../api/pay-scheme-templates';
import { DeletedMessage } from '../components/deleted-message';
import { payTemplateTypeLabels } from '../components/labels';
import { PayrollHeader } from '../components/payroll-header';

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

export function PaySchemeTemplatesPage() {
  const { data, isPending, error } = usePaySchemeTemplates();
  const remove = useDeletePaySchemeTemplate();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<PaySchemeTemplate | null>(null);
  const [deleted, setDeleted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const wanted = search.trim().toLowerCase();
  const matching = (data ?? []).filter(
    (template) => !wanted || template.name.toLowerCase().includes(wanted),
  );
  // After the last item on a page is deleted, the page before it is shown.
  const current = Math.min(page, Math.max(1, Math.ceil(matching.length / defaultPageSize)));
  const shown = matching.slice((current - 1) * defaultPageSize, current * defaultPageSize);

  return (
    <Stack gap="lg">
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
      <Paper withBorder radius="lg" p="lg" shadow="xs">
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
        {isPending && <LoadingSpinner />}
        {error && <Alert color="red">{error.message}</Alert>}
        {data && data.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            No pay scheme templates yet. Add one for each way your people are paid.
          </Text>
        )}
        {data && data.length > 0 && matching.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            No template matches “{search.trim()}”.
          </Text>
        )}
        {shown.length > 0 && (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" highlightOnHover aria-label="Pay scheme templates">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th ta="right">Pay items</Table.Th>
                  <Table.Th ta="right">Employees assigned</Table.Th>
                  <Table.Th w={96}>Action</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((template) => (
                  <Table.Tr key={template.id}>
                    <Table.Td>
                      <Text fw={600} size="sm">
                        {template.name}
                      </Text>
                      {template.description && (
                        <Text size="xs" c="dimmed" lineClamp={1} maw={420}>
                          {template.description}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" radius="sm">
                        {payTemplateTypeLabels[template.type]}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right" style={numeric}>
                      {template.items.length}
                    </Table.Td>
                    <Table.Td ta="right" style={numeric}>
                      {template.employeeCount}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <RowActions
                        name={template.name}
                        editTo={`/payroll/pay-scheme-templates/${template.id}`}
                        onDelete={() => setDeleting(template)}
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
        title="Delete pay scheme template"
        message={`Deleting pay scheme template ${deleting?.name ?? ''} Are you sure you want to proceed?`}
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
        message={<DeletedMessage>Your pay scheme template has been deleted.</DeletedMessage>}
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
