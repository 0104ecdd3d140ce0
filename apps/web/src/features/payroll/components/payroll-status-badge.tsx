import { Badge } from '@mantine/core';
import { type PayrollStatus, payrollStatusLabels } from '@tembusu/contracts/payroll-runs';
import { statusColors } from './payroll-run-format';

export function PayrollStatusBadge({ status }: { status: PayrollStatus }) {
  return (
    <Badge variant="light" color={statusColors[status]} radius="sm">
      {payrollStatusLabels[status]}
    </Badge>
  );
}
