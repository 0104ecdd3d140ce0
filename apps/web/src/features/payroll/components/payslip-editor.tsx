import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Group,
  List,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconCheck,
  IconChevronDown,
  IconChevronRight,
  IconInfoCircle,
  IconLock,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { type PaymentMode, paymentModeLabels, paymentModes } from '@tembusu/contracts/enums';
import {
  type PayrollDetail,
  type Payslip,
  payrollUpdatedMessage,
} from '@tembusu/contracts/payroll-runs';
import { type CSSProperties, useEffect, useReducer, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../../api/http';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DatePicker } from '../../../components/date-picker';
import { ErrorDialog } from '../../../components/error-dialog';
import { SuccessDialog } from '../../../components/success-dialog';
import { formatDateRange } from '../../../lib/format';
import { usePayItems } from '../api/pay-items';
import { useCalculatePayslip, useSavePayroll } from '../api/payroll-runs';
import { AddPayItemModal } from './add-pay-item-modal';
import { DeletedMessage } from './deleted-message';
import { AmountWithDetail, numericStyle, valueText, WageBadge } from './line-cells';
import { unitSuffix } from './payroll-run-format';
import {
  canConfirm,
  canDelete,
  canUpdate,
  type EditorAction,
  type EditorLine,
  type EditorState,
  editorReducer,
  initialEditorState,
  overtimeCodes,
  overtimePeriodProblem,
  payslipInput,
  savePayload,
} from './payslip-editor-state';

// Widths that fit a 1440-pixel screen beside the sidebar; Pay Item takes what is left.
const columns = [
  { label: 'Employee', width: 108 },
  { label: 'Department', width: 102 },
  { label: 'Payment Method', width: 124 },
  { label: 'Pay Item', width: undefined },
  { label: 'Remarks', width: 158 },
  { label: 'Category', width: 80 },
  { label: 'CPF', width: 42 },
  { label: 'Value', width: 124, numeric: true },
  { label: 'Amount', width: 116, numeric: true },
  { label: 'Action', width: 84 },
] as const;

const paymentOptions = paymentModes.map((mode) => ({
  value: mode,
  label: paymentModeLabels[mode],
}));

// Rows that sum up the lines above them stand out; figures worked out by the calculator sit on
// grey, lines typed into on white.
const subtotalCodes = new Set(['TotalWages', 'M11']);
function rowStyle(line: EditorLine): CSSProperties {
  if (line.id === 'M11') {
    return {
      background: 'var(--mantine-color-tembusu-0)',
      borderTop: '2px solid var(--mantine-color-tembusu-3)',
    };
  }
  if (line.id === 'TotalWages') {
    return {
      background: 'var(--mantine-color-gray-1)',
      borderTop: '2px solid var(--mantine-color-gray-4)',
    };
  }
  if (line.type === 'input') return {};
  return { background: 'var(--mantine-color-gray-0)' };
}

function ValueInput({ line, onChange }: { line: EditorLine; onChange(value: string): void }) {
  const money = line.unit === 'Rate' || line.unit === 'Amount';
  const suffix = line.unit ? unitSuffix[line.unit] : '';
  return (
    <NumberInput
      size="xs"
      aria-label={`${line.description} value`}
      value={line.value ?? ''}
      onChange={(value) => onChange(String(value))}
      min={line.id === 'L4' ? undefined : 0}
      allowNegative={line.id === 'L4'}
      decimalScale={money ? 2 : 4}
      fixedDecimalScale={money}
      thousandSeparator={money ? ',' : undefined}
      hideControls
      leftSection={money ? <Text size="xs">$</Text> : undefined}
      leftSectionWidth={money ? 24 : undefined}
      rightSection={
        suffix ? (
          <Text size="xs" c="dimmed">
            {suffix}
          </Text>
        ) : undefined
      }
      rightSectionWidth={suffix ? 36 : undefined}
      styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
    />
  );
}

function PaymentMethodCell({
  payslip,
  paymentMethod,
  readOnly,
  onChange,
}: {
  payslip: Payslip;
  paymentMethod: PaymentMode;
  readOnly: boolean;
  onChange(mode: PaymentMode): void;
}) {
  const bank = payslip.paymentMethodExt;
  return (
    <Stack gap={6}>
      <Select
        size="xs"
        aria-label="Payment Method"
        data={paymentOptions}
        value={paymentMethod}
        onChange={(value) => value && onChange(value as PaymentMode)}
        allowDeselect={false}
        disabled={readOnly}
      />
      {paymentMethod === 'giro' && (
        <Textarea
          size="xs"
          aria-label="Bank"
          placeholder="Bank name - number"
          value={bank ? `${bank.bankName} - ${bank.accountNumber}` : ''}
          readOnly
          autosize
          minRows={1}
          maxRows={8}
          description={bank ? undefined : "No bank account on the employee's pay details"}
          inputWrapperOrder={['input', 'description']}
        />
      )}
    </Stack>
  );
}

/**
 * What the payslip says as a whole, printed on it: the admin's remarks, and the period the
 * overtime was worked in when it is not the salary period (MOM's itemised payslip lists both).
 */
function PayslipNotes({
  state,
  readOnly,
  dispatch,
}: {
  state: EditorState;
  readOnly: boolean;
  dispatch(action: EditorAction): void;
}) {
  const { from, to } = state.overtimePeriod;
  const problem = overtimePeriodProblem(state);
  return (
    <Paper withBorder radius="lg" p="md" shadow="xs">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Textarea
          label="Remarks on the payslip"
          description="Printed on the employee's payslip and its PDF"
          placeholder="Enter details (optional)"
          value={state.remarks}
          onChange={(event) =>
            dispatch({ type: 'setPayslipRemarks', remarks: event.currentTarget.value })
          }
          maxLength={500}
          autosize
          minRows={2}
          maxRows={6}
          readOnly={readOnly}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500} id="overtime-period-label">
            Overtime period
          </Text>
          <Text size="xs" c="dimmed" mt={-6}>
            Only when the overtime paid was worked in another period than the salary period (
            {formatDateRange(
              state.payslip.workingTime.workingDatesInRange.from,
              state.payslip.workingTime.workingDatesInRange.to,
            )}
            ).
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <DatePicker
              label="From"
              value={from}
              maxDate={to ?? undefined}
              onChange={(value) => dispatch({ type: 'setOvertimePeriod', from: value, to })}
              clearable
              disabled={readOnly}
              ariaLabel="Overtime period from"
            />
            <DatePicker
              label="To"
              value={to}
              minDate={from ?? undefined}
              onChange={(value) => dispatch({ type: 'setOvertimePeriod', from, to: value })}
              clearable
              disabled={readOnly}
              ariaLabel="Overtime period to"
              error={problem}
            />
          </SimpleGrid>
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}

export function PayslipEditor({
  detail,
  payslip,
  onDirtyChange,
  reload,
}: {
  detail: PayrollDetail;
  payslip: Payslip;
  onDirtyChange(dirty: boolean): void;
  /** Loads the payslip again, after the server refused a save. */
  reload(): Promise<Payslip | null>;
}) {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(editorReducer, payslip, initialEditorState);
  const readOnly = detail.status !== 'draft';
  const calculator = useCalculatePayslip(detail.id);
  const save = useSavePayroll(detail.id);
  const payItems = usePayItems();
  const [overtimeOpen, setOvertimeOpen] = useState(() =>
    payslip.payRollItem.some((line) => overtimeCodes.has(line.id) && Number(line.value) > 0),
  );
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<EditorLine | null>(null);
  const [deleted, setDeleted] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<{ message: string; reload: boolean } | null>(null);

  useEffect(() => onDirtyChange(state.dirty), [state.dirty, onDirtyChange]);

  const update = async () => {
    const revision = state.revision;
    dispatch({ type: 'calculationStarted' });
    try {
      const result = await calculator.mutateAsync(payslipInput(state));
      dispatch({ type: 'calculated', revision, result });
    } catch (cause) {
      dispatch({ type: 'calculationFailed', revision, message: errorMessage(cause) });
    }
  };

  const confirm = async () => {
    try {
      await save.mutateAsync(savePayload(state, detail.dateOfPayment));
      onDirtyChange(false);
      setSaved(true);
    } catch (cause) {
      setFailure({
        message: errorMessage(cause),
        reload: cause instanceof ApiError && cause.status === 409,
      });
    }
  };

  const stale = state.needsRecalculation || state.calculating !== null;
  const visible = state.lines.filter((line) => overtimeOpen || !overtimeCodes.has(line.id));

  const cells = (line: EditorLine) => {
    const sub = overtimeCodes.has(line.id);
    const strong = subtotalCodes.has(line.id) || line.id === 'M7';
    const editable = line.type === 'input' && !readOnly;
    // Until Update, every figure may be out of date but an amount-valued custom item's.
    const figureStale = stale && !(line.id === 'M9' && line.unit === 'Amount');
    return (
      <>
        <Table.Td ps={sub ? 36 : undefined}>
          {line.id === 'M8' ? (
            <UnstyledButton
              onClick={() => setOvertimeOpen((open) => !open)}
              aria-expanded={overtimeOpen}
              aria-label={overtimeOpen ? 'Hide overtime details' : 'Show overtime details'}
            >
              <Group gap={4} wrap="nowrap">
                {overtimeOpen ? (
                  <IconChevronDown size={16} />
                ) : (
                  <IconChevronRight size={16} className="tembusu-mirror-rtl" />
                )}
                <Text size="sm" fw={600}>
                  {line.description}
                </Text>
              </Group>
            </UnstyledButton>
          ) : (
            <Text size="sm" fw={strong ? 700 : line.type === 'input' ? 500 : 400}>
              {line.description}
            </Text>
          )}
        </Table.Td>
        <Table.Td>
          {editable ? (
            <TextInput
              size="xs"
              aria-label={`${line.description} remarks`}
              placeholder="Enter details (optional)"
              styles={{ input: { paddingInline: 6 } }}
              value={line.remarks ?? ''}
              onChange={(event) =>
                dispatch({
                  type: 'setRemarks',
                  key: line.key,
                  remarks: event.currentTarget.value,
                })
              }
            />
          ) : (
            <Text size="sm" c="dimmed">
              {line.remarks}
            </Text>
          )}
        </Table.Td>
        <Table.Td>
          <Text size="sm">{line.category}</Text>
        </Table.Td>
        <Table.Td>
          <WageBadge wage={line.cPFType} />
        </Table.Td>
        <Table.Td ta="right">
          {editable ? (
            <ValueInput
              line={line}
              onChange={(value) => dispatch({ type: 'setValue', key: line.key, value })}
            />
          ) : (
            <Text size="sm" style={numericStyle}>
              {valueText(line)}
            </Text>
          )}
        </Table.Td>
        <Table.Td ta="right">
          <AmountWithDetail line={line} stale={figureStale} strong={strong} />
        </Table.Td>
        <Table.Td>
          {line.id === 'M10A' && !readOnly && (
            <Tooltip
              label={
                canUpdate(state)
                  ? 'Work the figures out again with the values typed in'
                  : 'Nothing to work out: change a value first'
              }
            >
              <Button
                size="compact-sm"
                disabled={!canUpdate(state)}
                loading={state.calculating !== null}
                onClick={update}
                color="orange"
              >
                Update
              </Button>
            </Tooltip>
          )}
          {!readOnly && canDelete(line) && (
            <Tooltip label="Delete">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${line.description}`}
                onClick={() => setDeleting(line)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Table.Td>
      </>
    );
  };

  return (
    <Stack gap="md">
      {readOnly && (
        <Alert color="gray" icon={<IconLock size={18} />} title="Read only">
          {detail.status === 'paid'
            ? 'This payroll has been paid, so its payslips cannot be changed.'
            : 'This payroll is confirmed, so its payslips cannot be changed. Reopen it as a draft from its summary to edit them.'}
        </Alert>
      )}
      {state.warnings.length > 0 && (
        <Alert
          color="orange"
          icon={<IconAlertTriangle size={18} />}
          title="Check this payslip"
          aria-label="Payslip warnings"
        >
          <List size="sm" spacing={4}>
            {state.warnings.map((warning) => (
              <List.Item key={warning.code}>{warning.message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {state.calculationError && (
        <Alert color="red" title="The figures could not be worked out again">
          {state.calculationError} The values you typed are kept; they are worked out again when you
          confirm.
        </Alert>
      )}
      <Paper withBorder radius="lg" p="md" shadow="xs">
        <Group gap="lg" mb="sm" justify="space-between">
          <Group gap="lg">
            <Group gap={6}>
              <Box
                w={14}
                h={14}
                style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 3 }}
              />
              <Text size="xs" c="dimmed">
                Typed in
              </Text>
            </Group>
            <Group gap={6}>
              <Box
                w={14}
                h={14}
                bg="var(--mantine-color-gray-1)"
                style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 3 }}
              />
              <Text size="xs" c="dimmed">
                Worked out by the calculator
              </Text>
            </Group>
          </Group>
          <Group gap={4}>
            <Text size="xs" c="dimmed">
              Hover or focus
            </Text>
            <IconInfoCircle size={14} color="var(--mantine-color-gray-6)" aria-hidden />
            <Text size="xs" c="dimmed">
              beside an amount to see how it is worked out.
            </Text>
          </Group>
        </Group>
        <Table.ScrollContainer minWidth={1080}>
          <Table
            verticalSpacing={6}
            horizontalSpacing={8}
            aria-label="Payslip"
            withRowBorders
            style={{ tableLayout: 'fixed' }}
          >
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th
                    key={column.label}
                    w={column.width}
                    ta={'numeric' in column ? 'right' : undefined}
                    style={{ verticalAlign: 'bottom', lineHeight: 1.25 }}
                  >
                    {column.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {visible.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={columns.length}>
                    <Text c="dimmed" ta="center" py="lg">
                      Table is empty
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {visible.map((line, index) => (
                <Table.Tr key={line.key} style={rowStyle(line)} data-code={line.id}>
                  {index === 0 && (
                    <>
                      <Table.Td
                        rowSpan={visible.length}
                        valign="top"
                        style={{ background: 'var(--mantine-color-body)' }}
                      >
                        <Text size="sm" fw={600}>
                          {payslip.employee.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {payslip.employee.employeeNumber}
                        </Text>
                      </Table.Td>
                      <Table.Td
                        rowSpan={visible.length}
                        valign="top"
                        style={{ background: 'var(--mantine-color-body)' }}
                      >
                        <Text size="sm">{payslip.employee.department?.name ?? '—'}</Text>
                      </Table.Td>
                      <Table.Td
                        rowSpan={visible.length}
                        valign="top"
                        style={{ background: 'var(--mantine-color-body)' }}
                      >
                        <PaymentMethodCell
                          payslip={payslip}
                          paymentMethod={state.paymentMethod}
                          readOnly={readOnly}
                          onChange={(paymentMethod) =>
                            dispatch({ type: 'setPaymentMethod', paymentMethod })
                          }
                        />
                      </Table.Td>
                    </>
                  )}
                  {cells(line)}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <PayslipNotes state={state} readOnly={readOnly} dispatch={dispatch} />
      <Group justify="space-between" gap="sm">
        <Button
          variant="light"
          leftSection={<IconPlus size={18} />}
          disabled={readOnly}
          onClick={() => setAdding(true)}
        >
          Add More Pay Items
        </Button>
        <Group gap="sm">
          {state.needsRecalculation && (
            <Text size="sm" c="orange.8">
              Press Update beside Employee CPF to work the figures out again.
            </Text>
          )}
          <Button
            component={Link}
            to="/payroll/list"
            variant="default"
            leftSection={<IconArrowLeft size={18} className="tembusu-mirror-rtl" />}
          >
            Back
          </Button>
          <Button
            leftSection={<IconCheck size={18} />}
            disabled={!canConfirm(state, readOnly)}
            loading={save.isPending}
            onClick={confirm}
          >
            Confirm
          </Button>
        </Group>
      </Group>
      <AddPayItemModal
        opened={adding}
        items={payItems.data}
        loading={payItems.isPending}
        error={payItems.error ? payItems.error.message : null}
        lines={state.lines}
        onAdd={(item) => dispatch({ type: 'addPayItem', item })}
        onClose={() => setAdding(false)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete pay item"
        message={`Deleting pay item ${deleting?.description ?? ''} Are you sure you want to proceed?`}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) dispatch({ type: 'removePayItem', key: deleting.key });
          setDeleting(null);
          setDeleted(true);
        }}
      />
      <SuccessDialog
        opened={deleted}
        message={<DeletedMessage>Your pay item has been deleted.</DeletedMessage>}
        onClose={() => setDeleted(false)}
      />
      <SuccessDialog
        opened={saved}
        message={payrollUpdatedMessage}
        onClose={() => navigate('/payroll/list')}
      />
      <ErrorDialog
        opened={failure !== null}
        message={failure?.message ?? ''}
        onClose={async () => {
          const again = failure?.reload;
          setFailure(null);
          if (!again) return;
          // The payslip changed on the server (or the payroll was confirmed): show it as it is.
          const fresh = await reload();
          if (fresh) dispatch({ type: 'reset', payslip: fresh });
        }}
      />
    </Stack>
  );
}
