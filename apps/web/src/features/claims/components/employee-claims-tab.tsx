import { Alert, Anchor, Box, Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type Claim, homeCurrency } from '@tembusu/contracts/claims';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, dataColumns } from '../../../components/data-table';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Pagination } from '../../../components/pagination';
import { formatDate, formatMoney } from '../../../lib/format';
import { useClaims } from '../api/claims';
import { claimPath, claimsPath } from './admin-claims-paths';
import { claimAmountText } from './claim-format';
import { ClaimStatusBadge } from './claim-status-badge';

const column = dataColumns<Claim>();
const claimColumns = column.columns([
  column.display({
    id: 'number',
    header: 'Claim',
    cell: ({ row: { original: claim } }) => (
      <Anchor component={Link} to={claimPath(claim.id)} size="sm" fw={600}>
        {claim.number}
      </Anchor>
    ),
    meta: { nowrap: true },
  }),
  column.accessor((claim) => formatDate(claim.claimDate), {
    id: 'claimDate',
    header: 'Date',
    meta: { nowrap: true },
  }),
  column.accessor((claim) => claim.claimType.name, { id: 'claimType', header: 'Claim type' }),
  column.accessor((claim) => claimAmountText(claim), {
    id: 'amount',
    header: 'Amount',
    meta: { numeric: true, nowrap: true },
  }),
  column.accessor((claim) => formatMoney(claim.amountSgd), {
    id: 'amountSgd',
    header: 'In SGD',
    cell: ({ row: { original: claim } }) =>
      claim.currency === homeCurrency ? '—' : formatMoney(claim.amountSgd),
    meta: { numeric: true, nowrap: true },
  }),
  column.display({
    id: 'status',
    header: 'Status',
    // A badge would give in to its text's ellipsis when the table is tight.
    cell: ({ row: { original: claim } }) => (
      <Box miw="max-content">
        <ClaimStatusBadge status={claim.status} />
      </Box>
    ),
    meta: { nowrap: true },
  }),
]);

/** The employee record's Claims tab: every claim of theirs, newest first, each opening its page. */
export function EmployeeClaimsTab({ employee }: { employee: { id: string; name: string } }) {
  const [page, setPage] = useState(1);
  const { data, isPending, error } = useClaims({ employeeId: employee.id }, page);

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      shadow="xs"
      component="section"
      aria-label="Claims"
    >
      <Group justify="space-between" align="flex-end" gap="md" mb="lg">
        <div>
          <Title order={2} size="h4">
            Claims
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            Every claim of {employee.name}. Open one to see its receipts and history, or decide it.
          </Text>
        </div>
        <Button
          component={Link}
          to={`${claimsPath}/create?employee=${employee.id}`}
          variant="light"
          leftSection={<IconPlus size={18} />}
        >
          New claim
        </Button>
      </Group>
      {isPending && <LoadingSpinner />}
      {error && <Alert color="red">{error.message}</Alert>}
      {data &&
        (data.total === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            No claims yet.
          </Text>
        ) : (
          <DataTable columns={claimColumns} rows={data.rows} label="Claims" minWidth={760} />
        ))}
      {data && <Pagination page={page} total={data.total} onChange={setPage} />}
    </Paper>
  );
}
