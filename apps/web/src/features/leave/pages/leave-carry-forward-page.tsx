import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import {
  type CarryForwardReport,
  type CarryForwardRow,
  carryForwardRunMessage,
} from '@tembusu/contracts/leave';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable, dataColumns } from '../../../components/data-table';
import { ExportButtons } from '../../../components/export-buttons';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { SuccessDialog } from '../../../components/success-dialog';
import { formatDate, ltrText } from '../../../lib/format';
import { yearChoices, yearFromParam } from '../../../lib/years';
import {
  exportCarryForward,
  useCarryForwardReport,
  useRunCarryForward,
} from '../api/leave-carry-forward';

type Row = CarryForwardRow & { id: string };

const column = dataColumns<Row>();

const columns = column.columns([
  column.display({
    id: 'employee',
    header: 'Employee',
    cell: ({ row: { original: row } }) => (
      <>
        <Text size="sm" fw={600}>
          {row.employeeName}
        </Text>
        <Text size="xs" c="dimmed">
          {ltrText(row.employeeNumber)}
        </Text>
      </>
    ),
  }),
  column.accessor('leaveTypeName', { header: 'Leave type' }),
  column.accessor((row) => formatDate(row.yearStart), {
    id: 'yearStart',
    header: 'Into the year from',
    meta: { nowrap: true },
  }),
  column.accessor('unused', { header: 'Unused', meta: { numeric: true } }),
  column.accessor('carried', { header: 'Carried forward', meta: { numeric: true } }),
  column.display({
    id: 'forfeited',
    header: 'Forfeited',
    cell: ({ row: { original: row } }) => (
      <Text size="sm" span c={Number(row.forfeited) > 0 ? 'orange.8' : undefined}>
        {row.forfeited}
      </Text>
    ),
    meta: { numeric: true },
  }),
  column.accessor((row) => (row.expiresOn ? formatDate(row.expiresOn) : 'Does not expire'), {
    id: 'expiresOn',
    header: 'Expires on',
    meta: { nowrap: true },
  }),
]);

function Totals({ report }: { report: CarryForwardReport }) {
  const figures = [
    { label: 'Days carried forward', value: report.totals.carried },
    { label: 'Days forfeited', value: report.totals.forfeited },
    { label: 'Unused at the year end', value: report.totals.unused },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder radius="lg" p="md" shadow="xs">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {figure.label}
          </Text>
          <Text size="xl" fw={700} mt={4} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {figure.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The rule each carrying type follows, in a sentence: "Annual leave: up to 5 days, for 3 months". */
function typeRules(report: CarryForwardReport): string {
  return report.types
    .map(
      (type) =>
        `${type.name}: up to ${type.carryForwardLimit} days${
          type.carryForwardExpiryMonths
            ? `, used within ${type.carryForwardExpiryMonths} months`
            : ''
        }`,
    )
    .join('; ');
}

export function LeaveCarryForwardPage() {
  const [params, setParams] = useSearchParams();
  const currentYear = new Date().getFullYear();
  const year = yearFromParam(params.get('year'), currentYear);
  const { data, isPending, isPlaceholderData, error } = useCarryForwardReport(year);
  const run = useRunCarryForward();
  const [ran, setRan] = useState<number | null>(null);

  return (
    <Stack gap="lg">
      <PageHeader
        trail={[{ label: 'Leave' }, { label: 'Carry-forward' }]}
        title="Leave carry-forward"
        action={
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconPlayerPlay size={16} />}
              loading={run.isPending}
              onClick={() =>
                run.mutate(undefined, { onSuccess: (result) => setRan(result.carried) })
              }
            >
              Run now
            </Button>
            <ExportButtons exportAs={(format) => exportCarryForward(year, format)} />
          </Group>
        }
      />
      {run.error && (
        <Alert color="red" withCloseButton onClose={() => run.reset()}>
          {run.error.message}
        </Alert>
      )}
      <Paper withBorder radius="lg" p="lg" shadow="xs">
        <Group align="flex-end" gap="md" mb="md">
          <Select
            label="Leave year from"
            data={yearChoices(currentYear, year)}
            value={String(year)}
            onChange={(value) => value && setParams({ year: value }, { replace: true })}
            allowDeselect={false}
            w={140}
          />
          <Text c="dimmed" size="sm" maw={640} pb={6}>
            When a leave year ends, what each person has left of a type goes into the next year, up
            to the type's limit; the rest is forfeited. Days carried forward are used first and
            lapse on their expiry date.
          </Text>
        </Group>
        {isPending && <LoadingSpinner />}
        {error && <Alert color="red">{error.message}</Alert>}
        {data && (
          <Stack gap="md" style={{ opacity: isPlaceholderData ? 0.6 : 1 }}>
            <Totals report={data} />
            <Text size="sm" c="dimmed">
              {data.types.length === 0
                ? 'No leave type carries days forward: set a carry-forward limit on a leave type.'
                : typeRules(data)}
              {data.runDate && ` · Runs on ${formatDate(data.runDate)}.`}
            </Text>
            {data.rows.length === 0 ? (
              <Text c="dimmed" ta="center" py="lg">
                Nothing has been carried into {year} yet.
              </Text>
            ) : (
              <DataTable
                columns={columns}
                rows={data.rows.map((row) => ({
                  ...row,
                  id: `${row.employeeId}-${row.leaveTypeId}-${row.yearStart}`,
                }))}
                label={`Leave carried into ${year}`}
                minWidth={900}
              />
            )}
          </Stack>
        )}
      </Paper>
      <SuccessDialog
        opened={ran !== null}
        message={
          ran === null
            ? ''
            : ran === 0
              ? `${carryForwardRunMessage}: nothing more was due`
              : `${carryForwardRunMessage}: ${ran === 1 ? '1 balance' : `${ran} balances`} carried forward`
        }
        onClose={() => setRan(null)}
      />
    </Stack>
  );
}
