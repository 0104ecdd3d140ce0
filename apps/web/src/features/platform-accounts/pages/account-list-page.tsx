import { Badge, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { ManagedKind } from '@tembusu/contracts/accounts';
import { roleLabels } from '@tembusu/contracts/roles';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Pagination } from '../../../components/pagination';
import { formatDateTime } from '../../../lib/format';
import { useAccounts } from '../api/accounts';
import { kindLabels } from './labels';

export function AccountListPage({ kind }: { kind: ManagedKind }) {
  const labels = kindLabels[kind];
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const { data, isPending, error } = useAccounts(kind, page, debounced);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {labels.title}
        </Title>
        <Button
          component={Link}
          to={`${labels.listPath}/create`}
          leftSection={<IconPlus size={18} />}
        >
          Add {labels.one}
        </Button>
      </Group>
      <Paper withBorder radius="lg" p="lg" shadow="xs">
        <TextInput
          placeholder={
            kind === 'organisation'
              ? 'Search by name, e-mail or Organization ID'
              : 'Search by name or e-mail'
          }
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          aria-label="Search"
          mb="md"
          maw={420}
        />
        {isPending && <LoadingSpinner />}
        {error && <Text c="red">{error.message}</Text>}
        {data && data.items.length === 0 && (
          <Text c="dimmed" py="lg" ta="center">
            No {labels.one}s match.
          </Text>
        )}
        {data && data.items.length > 0 && (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Role</Table.Th>
                  {kind === 'organisation' && <Table.Th>Organisation</Table.Th>}
                  <Table.Th>Two-factor</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Last sign-in (SGT)</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((account) => (
                  <Table.Tr
                    key={account.id}
                    style={{ cursor: 'pointer' }}
                    onClick={() => navigate(`${labels.listPath}/${account.id}`)}
                  >
                    <Table.Td>
                      <Text
                        component={Link}
                        to={`${labels.listPath}/${account.id}`}
                        size="sm"
                        fw={600}
                        onClick={(event) => event.stopPropagation()}
                      >
                        {account.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {account.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{roleLabels[account.role]}</Table.Td>
                    {kind === 'organisation' && (
                      <Table.Td>
                        {account.organization
                          ? `${account.organization.name} (${account.organization.code})`
                          : ''}
                      </Table.Td>
                    )}
                    <Table.Td>{account.twoFactorEnabled ? 'On' : 'Off'}</Table.Td>
                    <Table.Td>
                      <Badge color={account.isActive ? 'tembusu' : 'gray'} variant="light">
                        {account.isActive ? 'Active' : 'Deactivated'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {account.lastLoginAt ? formatDateTime(account.lastLoginAt) : 'Never'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {data && data.total > 0 && <Pagination page={page} total={data.total} onChange={setPage} />}
      </Paper>
    </Stack>
  );
}
