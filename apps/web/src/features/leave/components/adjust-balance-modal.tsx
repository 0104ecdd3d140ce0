import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  type LeaveAdjustmentInput,
  type LeaveBalance,
  zLeaveAdjustmentInput,
} from '@tembusu/contracts/leave';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useRef, useState } from 'react';
import { ApiError, errorMessage, messageWithoutField } from '../../../api/http';
import { plainErrors, sentence } from '../../../components/plain-errors';
import { formatDate } from '../../../lib/format';
import { useAdjustLeaveBalance } from '../api/leave-balances';
import { daysText } from './leave-format';

export type AdjustedEmployee = { id: string; name: string };

type AdjustFormValues = { leaveTypeId: string | null; days: number | string; reason: string };

const resolve = zod4Resolver(zLeaveAdjustmentInput);

function toAdjustment(values: AdjustFormValues, date: string): LeaveAdjustmentInput {
  return {
    leaveTypeId: values.leaveTypeId ?? '',
    days: values.days === '' ? Number.NaN : Number(values.days),
    date,
    reason: values.reason.trim(),
  };
}

function validateAdjustment(values: AdjustFormValues, date: string): FormErrors {
  const errors = plainErrors(resolve(toAdjustment(values, date)));
  if (values.leaveTypeId === null) errors.leaveTypeId = 'Choose a leave type';
  if (values.days === '') errors.days = 'Enter the days to add or take away';
  return errors;
}

/** The balances an adjustment can change: a type without a balance (no-pay leave) has none. */
export function adjustableBalances(balances: LeaveBalance[]): LeaveBalance[] {
  return balances.filter((balance) => balance.balance !== null);
}

function AdjustForm({
  employee,
  balances,
  date,
  onCancel,
  onAdjusted,
}: {
  employee: AdjustedEmployee;
  balances: LeaveBalance[];
  date: string;
  onCancel(): void;
  onAdjusted(): void;
}) {
  const adjust = useAdjustLeaveBalance();
  const [failure, setFailure] = useState<string | null>(null);
  const choices = adjustableBalances(balances);
  const form = useForm<AdjustFormValues>({
    mode: 'controlled',
    initialValues: { leaveTypeId: null, days: '', reason: '' },
    validate: (values) => validateAdjustment(values, date),
  });
  const chosen = choices.find((balance) => balance.leaveType.id === form.values.leaveTypeId);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await adjust.mutateAsync({ employeeId: employee.id, input: toAdjustment(values, date) });
      onAdjusted();
    } catch (cause) {
      if (cause instanceof ApiError && cause.field && cause.field in values) {
        form.setFieldError(cause.field, sentence(messageWithoutField(cause)));
      } else {
        setFailure(errorMessage(cause));
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Text fw={600}>{employee.name}</Text>
          <Text size="sm" c="dimmed">
            For the leave year that holds {formatDate(date)}
          </Text>
        </div>
        <Select
          label="Leave type"
          placeholder="Choose a leave type"
          required
          allowDeselect={false}
          data={choices.map((balance) => ({
            value: balance.leaveType.id,
            label: balance.leaveType.name,
          }))}
          description={chosen ? `Available: ${daysText(chosen.available ?? '0')}` : undefined}
          {...form.getInputProps('leaveTypeId')}
        />
        <NumberInput
          label="Days"
          description="Positive adds days, negative takes them away; whole or half days"
          required
          step={0.5}
          decimalScale={1}
          allowNegative
          min={-365}
          max={365}
          placeholder="1.5 or -1"
          {...form.getInputProps('days')}
        />
        <Textarea
          label="Reason"
          description="Kept with the adjustment"
          required
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps('reason')}
        />
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={adjust.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={adjust.isPending}>
            Adjust
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface AdjustBalanceModalProps {
  /** Whose balance is adjusted; null keeps the dialog closed. */
  employee: AdjustedEmployee | null;
  /** Their balances, which offer the types to adjust. */
  balances: LeaveBalance[];
  /** Any date of the leave year the adjustment belongs to. */
  date: string;
  onClose(): void;
  onAdjusted(): void;
}

/** Adds days to an employee's balance of one type, or takes them away, with the reason. */
export function AdjustBalanceModal({
  employee,
  balances,
  date,
  onClose,
  onAdjusted,
}: AdjustBalanceModalProps) {
  // The form stays on screen while the dialog fades out.
  const shown = useRef({ employee, balances });
  if (employee) shown.current = { employee, balances };
  const current = shown.current;

  return (
    <Modal
      opened={employee !== null}
      onClose={onClose}
      title="Adjust leave balance"
      size="md"
      radius="lg"
      padding="xl"
      centered
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {current.employee && (
        <AdjustForm
          key={current.employee.id}
          employee={current.employee}
          balances={current.balances}
          date={date}
          onCancel={onClose}
          onAdjusted={onAdjusted}
        />
      )}
    </Modal>
  );
}
