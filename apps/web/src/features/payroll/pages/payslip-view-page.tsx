import { Alert, Button, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconDownload, IconPencil } from '@tabler/icons-react';
import type { PayslipView } from '@tembusu/contracts/payroll-runs';
import { Link, useParams } from 'react-router';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { RecordLoadFailure } from '../../../components/record-load-failure';
import { downloadFailedMessage, useDownload } from '../../../components/use-download';
import { formatMoney } from '../../../lib/format';
import { downloadPayslipPdf } from '../api/payroll-files';
import { usePayslipView } from '../api/payroll-runs';
import { numericStyle, valueText, WageBadge } from '../components/line-cells';
import { isNegative } from '../components/payroll-run-format';
import { PayslipDocument } from '../components/payslip-document';
import { decimalText } from '../components/payslip-editor-state';

/** A payroll id as the server takes one: its summary is a way back only when it is one. */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every line as the calculator worked it out: its category, CPF class and arithmetic, for the
 * admins checking a payslip. The employee's copy (above, and the PDF) groups the same lines.
 */
function CalculationDetails({ view }: { view: PayslipView }) {
  const { payslip } = view;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} shadow="xs">
      <Title order={2} size="h4">
        How each figure is worked out
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        For payroll admins: the calculator's lines with their CPF class. Hourly basic rate{' '}
        {formatMoney(decimalText(payslip.workingTime.workingDatesInRange.hourlyRate, 2))}.
      </Text>
      <Table.ScrollContainer minWidth={860}>
        <Table verticalSpacing="xs" aria-label="How each figure is worked out">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Pay item</Table.Th>
              <Table.Th>Category</Table.Th>
              <Table.Th>CPF</Table.Th>
              <Table.Th ta="right">Value</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>How it is worked out</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {payslip.payRollItem.map((line, index) => {
              const total = line.id === 'TotalWages' || line.id === 'M11' || line.id === 'M7';
              return (
                <Table.Tr
                  key={`${line.id}-${line.payItemId ?? index}`}
                  bg={total ? 'var(--mantine-color-gray-0)' : undefined}
                >
                  <Table.Td ps={['M8a', 'M8b', 'M8c', 'M8d'].includes(line.id) ? 32 : undefined}>
                    <Text size="sm" fw={total ? 700 : 500}>
                      {line.description}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{line.category}</Text>
                  </Table.Td>
                  <Table.Td>
                    <WageBadge wage={line.cPFType} />
                  </Table.Td>
                  <Table.Td ta="right" style={numericStyle}>
                    <Text size="sm">{valueText(line)}</Text>
                  </Table.Td>
                  <Table.Td ta="right" style={numericStyle}>
                    <Text
                      size="sm"
                      fw={total ? 700 : 500}
                      c={isNegative(line.amount) ? 'red.8' : undefined}
                    >
                      {formatMoney(line.amount)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" c="dimmed" maw={380}>
                      {/* English that may start with a number ("0 hours in all"). */}
                      <bdi>{line.detail}</bdi>
                    </Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** The compliance warnings: the admins' to act on, never on the employee's copy. */
function Warnings({ view }: { view: PayslipView }) {
  if (view.payslip.warnings.length === 0) return null;
  return (
    <Alert
      color="orange"
      radius="lg"
      icon={<IconAlertTriangle size={18} />}
      title="Warnings for payroll admins"
      aria-label="Warnings for payroll admins"
    >
      <Text size="sm" mb={6}>
        Not shown to the employee and not printed on the payslip.
      </Text>
      <List size="sm" spacing={4}>
        {view.payslip.warnings.map((warning) => (
          <List.Item key={warning.code}>{warning.message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

export function PayslipViewPage() {
  const { id = '', payslipId = '' } = useParams();
  const { data, isPending, error } = usePayslipView(id, payslipId);
  const download = useDownload<'pdf'>();
  const summaryTitle = data ? `Summary of Payroll #${data.payrollNo}` : 'Summary of Payroll';
  const title = data ? `Payslip #${data.payslip.payslipNo}` : 'Payslip';
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
        action={
          data && (
            <Group gap="sm">
              <Button
                component={Link}
                to={`/payroll/${id}`}
                variant="default"
                leftSection={<IconArrowLeft size={18} className="tembusu-mirror-rtl" />}
              >
                Back
              </Button>
              <Button
                variant={data.status === 'draft' ? 'default' : 'filled'}
                leftSection={<IconDownload size={18} />}
                loading={download.pending === 'pdf'}
                onClick={() =>
                  download.start('pdf', () =>
                    downloadPayslipPdf(id, payslipId, data.payslip.payslipNo),
                  )
                }
              >
                Download PDF
              </Button>
              {data.status === 'draft' && (
                <Button
                  component={Link}
                  to={`/payroll/${id}/edit?payslipNo=${encodeURIComponent(data.payslip.payslipNo)}`}
                  leftSection={<IconPencil size={18} />}
                >
                  Edit Payslip
                </Button>
              )}
            </Group>
          )
        }
      />
      {isPending && <LoadingSpinner />}
      {error && (
        <RecordLoadFailure
          error={error}
          what="payslip"
          notFoundTitle="Payslip not found"
          {...(uuidPattern.test(id)
            ? { backTo: `/payroll/${id}`, backLabel: 'Back to the payroll' }
            : { backTo: '/payroll/list', backLabel: 'Back to the payroll list' })}
        />
      )}
      {data && (
        <Stack gap="lg" maw={1280}>
          <Warnings view={data} />
          <PayslipDocument view={data} />
          <CalculationDetails view={data} />
        </Stack>
      )}
      <ErrorDialog
        opened={download.failed}
        message={downloadFailedMessage}
        onClose={download.dismiss}
      />
    </Stack>
  );
}
