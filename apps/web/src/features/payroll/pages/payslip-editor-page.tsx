import { Box, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { PayrollDetail } from '@tembusu/contracts/payroll-runs';
import { monthNames } from '@tembusu/contracts/reference/months';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { RecordLoadFailure } from '../../../components/record-load-failure';
import { formatDate } from '../../../lib/format';
import { usePayrollPayslip, usePayrollSummary } from '../api/payroll-runs';
import { PayrollStatusBadge } from '../components/payroll-status-badge';
import { PayslipEditor } from '../components/payslip-editor';

function PayrollLoadFailure({ error }: { error: Error }) {
  return (
    <RecordLoadFailure
      error={error}
      what="payslip"
      notFoundTitle="Payslip not found"
      backTo="/payroll/list"
      backLabel="Back to the payroll list"
    />
  );
}

/** Without ?payslipNo= the editor opens on the payroll's first payslip. */
function FirstPayslip({ id }: { id: string }) {
  const { data, error } = usePayrollSummary(id);
  if (error) return <PayrollLoadFailure error={error} />;
  if (!data) return <LoadingSpinner />;
  const first = data.rows[0]?.payslipNo;
  if (!first) {
    return (
      <Paper withBorder radius="lg" p="lg" shadow="xs">
        <Text c="dimmed" ta="center" py="lg">
          Table is empty
        </Text>
      </Paper>
    );
  }
  return <Navigate to={`/payroll/${id}/edit?payslipNo=${encodeURIComponent(first)}`} replace />;
}

function EmployeeNavigator({
  detail,
  payslipNo,
  onGo,
}: {
  detail: PayrollDetail;
  payslipNo: string;
  onGo(payslipNo: string): void;
}) {
  const numbers = detail.payslipNumbers;
  const index = numbers.findIndex((entry) => entry.payslipNo === payslipNo);
  return (
    <Group justify="space-between" gap="md" wrap="wrap">
      <Select
        aria-label="Search employee"
        placeholder="Search employee by name"
        leftSection={<IconSearch size={16} />}
        data={numbers.map((entry) => ({
          value: entry.payslipNo,
          label: `${entry.name} (${entry.payslipNo})`,
        }))}
        value={null}
        onChange={(value) => value && onGo(value)}
        searchable
        clearable
        nothingFoundMessage="No employee matches"
        w={340}
        limit={50}
      />
      {/* The shared pagination keeps a top margin for sitting under a table; not needed here. */}
      <Box style={{ marginTop: 'calc(-1 * var(--mantine-spacing-md))' }}>
        <Pagination
          page={index + 1}
          total={numbers.length}
          pageSize={1}
          onChange={(page) => {
            const target = numbers[page - 1];
            if (target) onGo(target.payslipNo);
          }}
        />
      </Box>
    </Group>
  );
}

export function PayslipEditorPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const payslipNo = params.get('payslipNo');
  const { data, isPending, isFetching, error, refetch } = usePayrollPayslip(id, payslipNo);
  const dirty = useRef(false);
  const [leavingTo, setLeavingTo] = useState<string | null>(null);

  const payslip = data?.payslips.find((slip) => slip.payslipNo === payslipNo);
  // A new payslip on screen starts clean.
  useEffect(() => {
    if (payslip?.id) dirty.current = false;
  }, [payslip?.id]);

  const go = (target: string) => {
    if (target === payslipNo) return;
    if (dirty.current) setLeavingTo(target);
    else setParams({ payslipNo: target });
  };

  const summaryTitle = data ? `Summary of Payroll #${data.payrollNo}` : 'Summary of Payroll';
  const title = `Edit Payslip #${payslipNo ?? ''}`;

  return (
    <Stack gap="lg" pb={64}>
      <PageHeader
        trail={[
          { label: 'Payroll', to: '/payroll/list' },
          { label: 'Payroll List', to: '/payroll/list' },
          { label: summaryTitle, to: `/payroll/${id}` },
          { label: title },
        ]}
        title={title}
      />
      {!payslipNo && <FirstPayslip id={id} />}
      {payslipNo && isPending && <LoadingSpinner />}
      {error && <PayrollLoadFailure error={error} />}
      {data && payslipNo && (
        <>
          <Group gap="sm" mt={-8}>
            <Text size="sm" c="dimmed">
              {monthNames[data.month - 1]} {data.year} · payment date{' '}
              {formatDate(data.dateOfPayment)}
            </Text>
            <PayrollStatusBadge status={data.status} />
          </Group>
          <Paper withBorder radius="lg" px="lg" py="sm" shadow="xs">
            <EmployeeNavigator detail={data} payslipNo={payslipNo} onGo={go} />
          </Paper>
          {payslip ? (
            <PayslipEditor
              key={payslip.id}
              detail={data}
              payslip={payslip}
              onDirtyChange={(value) => {
                dirty.current = value;
              }}
              reload={async () => (await refetch()).data?.payslips[0] ?? null}
            />
          ) : isFetching ? (
            <LoadingSpinner />
          ) : (
            <Paper withBorder radius="lg" p="lg" shadow="xs">
              <Text c="dimmed" ta="center" py="lg">
                Table is empty
              </Text>
            </Paper>
          )}
        </>
      )}
      <ConfirmDialog
        opened={leavingTo !== null}
        title="Unsaved changes"
        message={`Your changes to ${payslip?.employee.name ?? 'this'}'s payslip have not been saved. Leave it anyway?`}
        confirmLabel="Leave"
        cancelLabel="Stay"
        onCancel={() => setLeavingTo(null)}
        onConfirm={() => {
          if (leavingTo) setParams({ payslipNo: leavingTo });
          dirty.current = false;
          setLeavingTo(null);
        }}
      />
    </Stack>
  );
}
