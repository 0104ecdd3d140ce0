import {
  Anchor,
  Button,
  Group,
  Menu,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowBackUp,
  IconBuildingBank,
  IconCash,
  IconChecks,
  IconChevronDown,
  IconDownload,
  IconFileSpreadsheet,
  IconFileTypeCsv,
  IconPencil,
  IconTrash,
  IconUserPlus,
} from '@tabler/icons-react';
import { defaultPageSize } from '@tembusu/contracts/api';
import { paymentModeLabels } from '@tembusu/contracts/enums';
import {
  type PayrollSummary,
  payrollDeletedMessage,
  payrollKindLabels,
} from '@tembusu/contracts/payroll-runs';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/http';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { RecordLoadFailure } from '../../../components/record-load-failure';
import { SuccessDialog } from '../../../components/success-dialog';
import { downloadFailedMessage, useDownload } from '../../../components/use-download';
import { formatDate, formatMoney } from '../../../lib/format';
import {
  downloadPayrollFile,
  hasPayrollFiles,
  type PayrollFile,
  payrollFiles,
} from '../api/payroll-files';
import {
  type PayrollStatusAction,
  useDeletePayroll,
  usePayrollSummary,
  useSetPayrollStatus,
} from '../api/payroll-runs';
import { PayrollFilingPanel } from '../components/payroll-filing-panel';
import { PayrollStatusBadge } from '../components/payroll-status-badge';

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

const moneyColumns = [
  ['Gross', 'grossSalary'],
  ['Employee CPF', 'employeeCPF'],
  ['Employer CPF', 'employerCPF'],
  ['Community Fund', 'communityFund'],
  ['SDL', 'sdl'],
  ['Net Pay', 'netPay'],
] as const;

/** The page in the address: none for the first, `?page=n` for the rest, as the payroll list. */
const pageParams = (page: number): Record<string, string> =>
  page === 1 ? {} : { page: String(page) };

const statusMessages: Record<PayrollStatusAction, string> = {
  confirm: 'Payroll confirmed',
  reopen: 'Payroll reopened as a draft',
  'mark-paid': 'Payroll marked as paid',
};

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text fw={strong ? 700 : 600} size={strong ? 'lg' : 'md'} style={numeric}>
        {value}
      </Text>
    </Stack>
  );
}

const fileIcons: Record<PayrollFile, typeof IconDownload> = {
  'giro-csv': IconBuildingBank,
  'contributions-xlsx': IconFileSpreadsheet,
  'contributions-csv': IconFileTypeCsv,
};

/** The bank's GIRO file and the CPF contributions of a confirmed or paid payroll. */
function DownloadMenu({ summary }: { summary: PayrollSummary }) {
  const download = useDownload<PayrollFile>();
  const item = (file: PayrollFile) => {
    const Icon = fileIcons[file];
    return (
      <Menu.Item
        leftSection={<Icon size={16} />}
        onClick={() =>
          download.start(file, () => downloadPayrollFile(summary.id, summary.payrollNo, file))
        }
      >
        {payrollFiles[file].label}
      </Menu.Item>
    );
  };
  return (
    <>
      <Menu position="bottom-end" width={250} shadow="md">
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconDownload size={18} />}
            rightSection={<IconChevronDown size={16} />}
            loading={download.pending !== null}
          >
            Download
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>For the bank</Menu.Label>
          {item('giro-csv')}
          <Menu.Divider />
          <Menu.Label>For the CPF Board</Menu.Label>
          {item('contributions-xlsx')}
          {item('contributions-csv')}
        </Menu.Dropdown>
      </Menu>
      <ErrorDialog
        opened={download.failed}
        message={downloadFailedMessage}
        onClose={download.dismiss}
      />
    </>
  );
}

function Actions({
  summary,
  firstPayslipNo,
  onStatus,
  onDelete,
  busy,
}: {
  summary: PayrollSummary;
  /** The payroll's first payslip when the page shown holds it; the editor finds it otherwise. */
  firstPayslipNo: string | undefined;
  onStatus(action: PayrollStatusAction): void;
  onDelete(): void;
  busy: PayrollStatusAction | null;
}) {
  const draft = summary.status === 'draft';
  return (
    <Group gap="sm">
      {summary.headcount > 0 && (
        <Button
          component={Link}
          to={
            firstPayslipNo
              ? `/payroll/${summary.id}/edit?payslipNo=${encodeURIComponent(firstPayslipNo)}`
              : `/payroll/${summary.id}/edit`
          }
          leftSection={<IconPencil size={18} />}
          variant={draft ? 'filled' : 'default'}
        >
          Edit Payslips
        </Button>
      )}
      {draft && (
        <Button
          component={Link}
          to={`/payroll/${summary.id}/add-employees`}
          variant="default"
          leftSection={<IconUserPlus size={18} />}
        >
          Add Employees
        </Button>
      )}
      {draft && (
        <Button
          variant="light"
          leftSection={<IconChecks size={18} />}
          loading={busy === 'confirm'}
          disabled={summary.headcount === 0}
          onClick={() => onStatus('confirm')}
        >
          Confirm Payroll
        </Button>
      )}
      {summary.status === 'confirmed' && (
        <>
          <Button
            variant="default"
            leftSection={<IconArrowBackUp size={18} className="tembusu-mirror-rtl" />}
            loading={busy === 'reopen'}
            onClick={() => onStatus('reopen')}
          >
            Reopen
          </Button>
          <Button
            leftSection={<IconCash size={18} />}
            loading={busy === 'mark-paid'}
            onClick={() => onStatus('mark-paid')}
          >
            Mark as Paid
          </Button>
        </>
      )}
      {summary.status !== 'paid' && (
        <Button
          variant="outline"
          color="red"
          leftSection={<IconTrash size={18} />}
          onClick={onDelete}
        >
          Delete
        </Button>
      )}
    </Group>
  );
}

export function PayrollSummaryPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const { data, isPending, isPlaceholderData, error } = usePayrollSummary(id, page);
  const setStatus = useSetPayrollStatus(id);
  const remove = useDeletePayroll();
  const [busy, setBusy] = useState<PayrollStatusAction | null>(null);
  const [markingPaid, setMarkingPaid] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [success, setSuccess] = useState<{ message: string; next?: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  /** Moves the payroll on; the Mark as Paid prompt closes before the answer's dialog opens. */
  const changeStatus = async (action: PayrollStatusAction) => {
    setBusy(action);
    try {
      await setStatus.mutateAsync(action);
      setMarkingPaid(false);
      setSuccess({ message: statusMessages[action] });
    } catch (cause) {
      setMarkingPaid(false);
      setFailure(errorMessage(cause));
    }
    setBusy(null);
  };

  // A page past the end (an address typed or kept from before) shows the last page instead.
  const lastPage = Math.max(1, Math.ceil((data?.headcount ?? 0) / defaultPageSize));
  const pastEnd = data !== undefined && !isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pastEnd) setParams(pageParams(lastPage), { replace: true });
  }, [pastEnd, lastPage, setParams]);

  const title = data ? `Summary of Payroll #${data.payrollNo}` : 'Summary of Payroll';

  return (
    <Stack gap="lg" pb={64}>
      <PageHeader
        trail={[
          { label: 'Payroll', to: '/payroll/list' },
          { label: 'Payroll List', to: '/payroll/list' },
          { label: title },
        ]}
        title={title}
        action={data && hasPayrollFiles(data.status) && <DownloadMenu summary={data} />}
      />
      {isPending && <LoadingSpinner />}
      {error && (
        <RecordLoadFailure
          error={error}
          what="payroll"
          notFoundTitle="Payroll not found"
          backTo="/payroll/list"
          backLabel="Back to the payroll list"
        />
      )}
      {data && (
        <>
          <Paper withBorder radius="lg" p="lg" shadow="xs">
            <Stack gap="lg">
              <Group justify="space-between" align="flex-start" gap="lg">
                <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="xl" verticalSpacing="sm">
                  <Figure label="Period" value={data.periodLabel} />
                  <Figure label="Type" value={payrollKindLabels[data.kind]} />
                  <Figure label="Payment date" value={formatDate(data.dateOfPayment)} />
                  <Stack gap={2}>
                    <Text
                      size="xs"
                      c="dimmed"
                      tt="uppercase"
                      fw={600}
                      style={{ letterSpacing: '0.04em' }}
                    >
                      Status
                    </Text>
                    <div>
                      <PayrollStatusBadge status={data.status} />
                    </div>
                  </Stack>
                  <Figure label="Headcount" value={String(data.headcount)} />
                </SimpleGrid>
                <Actions
                  summary={data}
                  firstPayslipNo={
                    page === 1 && !isPlaceholderData ? data.rows[0]?.payslipNo : undefined
                  }
                  busy={busy}
                  onStatus={(action) =>
                    action === 'mark-paid' ? setMarkingPaid(true) : void changeStatus(action)
                  }
                  onDelete={() => setDeleting(true)}
                />
              </Group>
              <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="lg">
                {moneyColumns.map(([label, key]) => (
                  <Figure
                    key={key}
                    label={label}
                    value={formatMoney(data.totals[key])}
                    strong={key === 'netPay'}
                  />
                ))}
              </SimpleGrid>
              {data.status !== 'draft' && (
                <Text size="xs" c="dimmed">
                  {data.status === 'paid'
                    ? 'Paid: its payslips can no longer be changed.'
                    : 'Confirmed: reopen it as a draft to change its payslips.'}
                  {data.engineVersion && ` Worked out with payroll engine ${data.engineVersion}.`}
                </Text>
              )}
            </Stack>
          </Paper>
          {hasPayrollFiles(data.status) && <PayrollFilingPanel summary={data} />}
          <Paper withBorder radius="lg" p="lg" shadow="xs">
            <Table.ScrollContainer minWidth={1000}>
              <Table verticalSpacing="sm" highlightOnHover aria-label="Payslips">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Employee</Table.Th>
                    <Table.Th>Department</Table.Th>
                    {moneyColumns.map(([label]) => (
                      <Table.Th key={label} ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {label}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.rows.length === 0 && (
                    <Table.Tr>
                      <Table.Td colSpan={2 + moneyColumns.length}>
                        <Text c="dimmed" ta="center" py="lg">
                          Table is empty
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  )}
                  {data.rows.map((row) => (
                    <Table.Tr key={row.payslipId}>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <Anchor
                            component={Link}
                            to={`/payroll/${data.id}/payslip/${row.payslipId}/view`}
                            fw={600}
                            size="sm"
                          >
                            {row.name}
                          </Anchor>
                          {row.warnings > 0 && (
                            <Tooltip
                              label={`${row.warnings} ${row.warnings === 1 ? 'warning' : 'warnings'} on this payslip`}
                            >
                              <IconAlertTriangle
                                size={16}
                                color="var(--mantine-color-orange-6)"
                                aria-label={`${row.warnings} warnings`}
                              />
                            </Tooltip>
                          )}
                        </Group>
                        <Text size="xs" c="dimmed">
                          {row.employeeNumber} · {row.payslipNo} ·{' '}
                          {paymentModeLabels[row.paymentMethod]}
                        </Text>
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {row.departmentName ?? '—'}
                      </Table.Td>
                      {moneyColumns.map(([, key]) => (
                        <Table.Td
                          key={key}
                          ta="right"
                          style={numeric}
                          fw={key === 'netPay' ? 600 : undefined}
                        >
                          {formatMoney(row[key])}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                {data.rows.length > 0 && (
                  <Table.Tfoot>
                    <Table.Tr bg="var(--mantine-color-gray-1)">
                      <Table.Th colSpan={2}>Total ({data.headcount} employees)</Table.Th>
                      {moneyColumns.map(([label, key]) => (
                        <Table.Th key={label} ta="right" style={numeric}>
                          {formatMoney(data.totals[key])}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Tfoot>
                )}
              </Table>
            </Table.ScrollContainer>
            <Pagination
              page={page}
              total={data.headcount}
              onChange={(next) => setParams(pageParams(next))}
            />
          </Paper>
          <ConfirmDialog
            opened={deleting}
            title="Delete payroll"
            message={`Deleting Payroll #${data.payrollNo} Are you sure you want to delete?`}
            loading={remove.isPending}
            onCancel={() => setDeleting(false)}
            onConfirm={async () => {
              try {
                await remove.mutateAsync(data.id);
                setSuccess({ message: payrollDeletedMessage, next: '/payroll/list' });
              } catch (cause) {
                setFailure(errorMessage(cause));
              }
              setDeleting(false);
            }}
          />
          <ConfirmDialog
            opened={markingPaid}
            title="Mark as paid"
            message={`Mark Payroll #${data.payrollNo} as paid? A paid payroll cannot be changed or deleted.`}
            confirmLabel="Mark as Paid"
            confirmColor="tembusu"
            loading={busy === 'mark-paid'}
            onCancel={() => setMarkingPaid(false)}
            onConfirm={() => void changeStatus('mark-paid')}
          />
        </>
      )}
      <SuccessDialog
        opened={success !== null}
        message={success?.message ?? ''}
        onClose={() => {
          const next = success?.next;
          setSuccess(null);
          if (next) navigate(next);
        }}
      />
      <ErrorDialog
        opened={failure !== null}
        message={failure ?? ''}
        onClose={() => setFailure(null)}
      />
    </Stack>
  );
}
