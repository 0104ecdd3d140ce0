import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Menu,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconChevronDown,
  IconDownload,
  IconFileText,
} from '@tabler/icons-react';
import {
  type Ir8aBatch,
  type Ir8aEmployee,
  type Ir8aFigures,
  ir8aBatches,
  ir8aBatchLabels,
  ir8aFigureLabels,
} from '@tembusu/contracts/ir8a';
import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/http';
import { type DataColumn, dataColumns } from '../../../components/data-table';
import { ErrorDialog } from '../../../components/error-dialog';
import { ListPage } from '../../../components/list-page';
import { formatDateRange, formatMoney } from '../../../lib/format';
import { yearChoices, yearFromParam } from '../../../lib/years';
import { downloadAisFile, downloadAppendix8a, downloadIr8aForm, useIr8aYear } from '../api/ir8a';
import { PayrollHeader } from '../components/payroll-header';

const filingSettingsPath = '/payroll/setting/filing';

/** A list row: the employee's id is the row's. */
type Row = Ir8aEmployee & { id: string };

/** What is being downloaded: the AIS file of a batch, or one employee's form. */
type Pending = `ais-${Ir8aBatch}` | `form-${string}` | `appendix-${string}`;

const column = dataColumns<Row>();

const figureColumn = (key: keyof Ir8aFigures) =>
  column.accessor((row) => formatMoney(row.figures[key]), {
    id: key,
    header: ir8aFigureLabels[key],
    meta: { numeric: true, nowrap: true },
  });

type Downloads = {
  pending: Pending | null;
  start(key: Pending, download: () => Promise<void>): void;
  year: number;
};

function columnsOf({ pending, start, year }: Downloads): DataColumn<Row>[] {
  return column.columns([
    column.display({
      id: 'employee',
      header: 'Employee',
      // The name leads to the record a problem is put right in; the period is the return's.
      cell: ({ row: { original: row } }) => (
        <>
          <Anchor
            component={Link}
            to={`/employees/${row.employeeId}/personal-details`}
            size="sm"
            fw={600}
          >
            {row.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {row.employeeNumber}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatDateRange(row.periodFrom, row.periodTo)}
          </Text>
        </>
      ),
    }),
    figureColumn('salary'),
    figureColumn('bonus'),
    figureColumn('directorsFees'),
    figureColumn('others'),
    figureColumn('total'),
    figureColumn('cpf'),
    figureColumn('donations'),
    figureColumn('mbf'),
    column.display({
      id: 'return',
      header: 'Return',
      cell: ({ row: { original: row } }) => (
        <Stack gap={6} miw={200}>
          {row.problems.length === 0 ? (
            <Text size="sm" c="teal">
              Ready
            </Text>
          ) : (
            <List size="sm" c="red" spacing={2}>
              {row.problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          )}
          {row.notes.map((note) => (
            <Text key={note} size="xs" c="dimmed">
              {note}
            </Text>
          ))}
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconFileText size={16} />}
              aria-label={`IR8A PDF of ${row.name}`}
              disabled={row.problems.length > 0}
              loading={pending === `form-${row.employeeId}`}
              onClick={() =>
                start(`form-${row.employeeId}`, () =>
                  downloadIr8aForm(row.employeeId, year, row.employeeNumber),
                )
              }
            >
              IR8A PDF
            </Button>
            {row.appendix8A && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconFileText size={16} />}
                aria-label={`Appendix 8A of ${row.name}`}
                disabled={row.problems.length > 0}
                loading={pending === `appendix-${row.employeeId}`}
                onClick={() =>
                  start(`appendix-${row.employeeId}`, () =>
                    downloadAppendix8a(row.employeeId, year, row.employeeNumber),
                  )
                }
              >
                Appendix 8A
              </Button>
            )}
          </Group>
        </Stack>
      ),
    }),
  ]);
}

const totalKeys = ['total', 'salary', 'bonus', 'others', 'cpf', 'donations', 'mbf'] as const;

function Totals({ totals, count }: { totals: Ir8aFigures; count: number }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Totals of the year">
      <Text size="sm" c="dimmed" mb="xs">
        {count === 1 ? '1 employee' : `${count} employees`}, as the AIS file's totals state them
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm">
        {totalKeys.map((key) => (
          <Stack key={key} gap={0}>
            <Text size="xs" c="dimmed">
              {ir8aFigureLabels[key]}
            </Text>
            <Text size="sm" fw={600}>
              {formatMoney(totals[key])}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

export function Ir8aPage() {
  const [params, setParams] = useSearchParams();
  const currentYear = new Date().getFullYear();
  // IR8A returns are made in the new year for the one that ended.
  const year = yearFromParam(params.get('year'), currentYear - 1);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, isPlaceholderData, error } = useIr8aYear(year);
  const [pending, setPending] = useState<Pending | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const start = useCallback(async (key: Pending, download: () => Promise<void>) => {
    setPending(key);
    try {
      await download();
    } catch (cause) {
      setFailure(errorMessage(cause));
    }
    setPending(null);
  }, []);
  const columns = useMemo(() => columnsOf({ pending, start, year }), [pending, start, year]);
  // Returns with problems first, each group by name as the server lists them: what needs doing
  // is on the first page.
  const rows = data?.rows
    .map((row) => ({ ...row, id: row.employeeId }))
    .sort((a, b) => Number(b.problems.length > 0) - Number(a.problems.length > 0));
  const withProblems = data?.rows.filter((row) => row.problems.length > 0).length ?? 0;
  const fileBlocked =
    !data || data.settingsGap !== null || data.rows.length === 0 || withProblems > 0;

  return (
    <>
      <ListPage
        header={
          <PayrollHeader
            trail={[{ label: 'IR8A' }]}
            title="IR8A"
            action={
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <Button
                    leftSection={<IconDownload size={18} />}
                    rightSection={<IconChevronDown size={16} />}
                    loading={pending?.startsWith('ais-') ?? false}
                    disabled={fileBlocked}
                  >
                    Download AIS file
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {ir8aBatches.map((batch) => (
                    <Menu.Item
                      key={batch}
                      onClick={() => void start(`ais-${batch}`, () => downloadAisFile(year, batch))}
                    >
                      {ir8aBatchLabels[batch]}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            }
          />
        }
        filters={
          <Stack gap="md" mb="md">
            <Text c="dimmed" size="sm" maw={760}>
              Each employee's Form IR8A for the year: what confirmed and paid payrolls paid them, by
              payment date, with any opening balance. Employers on the Auto-Inclusion Scheme submit
              the AIS file to IRAS; others give each employee the IR8A PDF, with Appendix 8A where
              benefits-in-kind were paid, by 1 March.
            </Text>
            <Select
              label="Year"
              data={yearChoices(currentYear, year)}
              value={String(year)}
              onChange={(value) => value && setParams({ year: value }, { replace: true })}
              allowDeselect={false}
              w={120}
            />
            {data?.settingsGap && (
              <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
                {data.settingsGap}{' '}
                <Anchor component={Link} to={filingSettingsPath} size="sm">
                  Open the filing settings
                </Anchor>
              </Alert>
            )}
            {withProblems > 0 && (
              <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
                {withProblems === 1
                  ? "1 employee's return has problems, listed below: the AIS file can be made once they are put right."
                  : `${withProblems} employees' returns have problems, listed below: the AIS file can be made once they are put right.`}
              </Alert>
            )}
            {data && data.rows.length > 0 && (
              <Totals totals={data.totals} count={data.rows.length} />
            )}
          </Stack>
        }
        rows={rows}
        loading={isPending}
        refreshing={isPlaceholderData}
        error={error}
        empty={`Nobody was paid in ${year} by a confirmed or paid payroll.`}
        columns={columns}
        label={`IR8A ${year}`}
        minWidth={1060}
        page={page}
        onPageChange={(next) => {
          const nextParams = new URLSearchParams(params);
          nextParams.set('page', String(next));
          setParams(nextParams, { replace: true });
        }}
      />
      <ErrorDialog
        opened={failure !== null}
        message={failure ?? ''}
        onClose={() => setFailure(null)}
      />
    </>
  );
}
