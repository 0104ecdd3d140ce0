import { Anchor } from '@mantine/core';
import type { AttendanceLog } from '@tembusu/contracts/attendance';
import { Link } from 'react-router';
import { dataColumns } from '../../../components/data-table';
import { formatDate } from '../../../lib/format';
import { ClockCell, OvertimeCell, workedText } from './attendance-log-cells';
import { expectedText } from './attendance-log-format';
import { attendanceLogPath } from './attendance-log-paths';
import { AttendanceStatusBadges } from './staff-attendance-badges';

/** A person's logs of a month as the admins see them: each date opens its log. */
const column = dataColumns<AttendanceLog>();
export const monthLogColumns = column.columns([
  column.display({
    id: 'date',
    header: 'Date',
    cell: ({ row: { original: log } }) => (
      <Anchor component={Link} to={attendanceLogPath(log.id)} size="sm" fw={600}>
        {formatDate(log.workDate)}
      </Anchor>
    ),
    meta: { nowrap: true },
  }),
  column.accessor((log) => log.branch?.name ?? '—', { id: 'branch', header: 'Branch/Outlet' }),
  column.accessor((log) => expectedText(log, { withBreak: false }) ?? '—', {
    id: 'expected',
    header: 'Shift expected',
  }),
  column.display({
    id: 'checkIn',
    header: 'Check-in',
    cell: ({ row: { original: log } }) => <ClockCell log={log} side="in" />,
    meta: { nowrap: true },
  }),
  column.display({
    id: 'checkOut',
    header: 'Check-out',
    cell: ({ row: { original: log } }) => <ClockCell log={log} side="out" />,
    meta: { nowrap: true },
  }),
  column.accessor(workedText, { id: 'worked', header: 'Worked', meta: { nowrap: true } }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: log } }) => <AttendanceStatusBadges statuses={log.statuses} />,
  }),
  column.display({
    id: 'overtime',
    header: 'Overtime',
    cell: ({ row: { original: log } }) => <OvertimeCell log={log} />,
  }),
]);
