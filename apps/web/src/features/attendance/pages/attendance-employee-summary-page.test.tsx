import {
  attendanceMonthSummary,
  type EmployeeAttendanceSummary,
  pendingOvertimeMinutes,
} from '@tembusu/contracts/attendance';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import {
  absentLog,
  lateLog,
  onTimeLog,
  organizationInfo,
  overtimeLog,
  testNow,
} from '../attendance-log-test-data';

const logs = [onTimeLog, lateLog, absentLog, overtimeLog];

const march: EmployeeAttendanceSummary = {
  month: '2026-03',
  employee: {
    id: 'emp-1',
    name: 'Tan Wei Ming',
    employeeNumber: 'EMP-0001',
    departmentName: 'Engineering',
    branchName: 'Raffles Place',
  },
  attendanceLogOn: true,
  summary: attendanceMonthSummary(logs),
  logs,
  overtimePendingMinutes: pendingOvertimeMinutes(logs),
};

const february: EmployeeAttendanceSummary = {
  ...march,
  month: '2026-02',
  attendanceLogOn: false,
  summary: attendanceMonthSummary([]),
  logs: [],
  overtimePendingMinutes: pendingOvertimeMinutes([]),
};

function renderMonth(path = '/attendance/summary/emp-1') {
  const asked: URLSearchParams[] = [];
  const rendered = renderApp(path, {
    session: 'admin',
    handlers: [
      apiRoute.get('/organization/info', () => envelope(organizationInfo)),
      apiRoute.get('/attendance/summary/emp-1', ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        return envelope(query.get('month') === '2026-03' ? march : february);
      }),
      apiRoute.get('/attendance/summary/emp-9', () => envelope(null, 404, 'Employee not found')),
    ],
  });
  return { ...rendered, asked };
}

const figure = (list: string, label: string) =>
  within(screen.getByRole('list', { name: list })).getByRole('listitem', { name: label })
    .textContent;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: testNow });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AttendanceEmployeeSummaryPage', () => {
  it("shows the person's month as figures, overtime by kind and the logs day by day", async () => {
    const { asked } = renderMonth();
    expect(await screen.findByRole('heading', { name: "Tan Wei Ming's attendance" })).toBeVisible();
    expect(Object.fromEntries(asked.at(-1) ?? [])).toEqual({ month: '2026-03' });
    expect(screen.getByText('EMP-0001 · Engineering · Raffles Place')).toBeVisible();
    expect(figure('Month totals', 'Days worked')).toBe('Days worked3');
    expect(figure('Month totals', 'Absences')).toBe('Absences1');
    expect(figure('Month totals', 'Hours worked')).toBe('Hours worked25 h 20 min');
    expect(figure('Month totals', 'Late')).toBe('Late20 min1 time');
    expect(figure('Month totals', 'Early out')).toBe('Early out30 min1 time');
    expect(figure('Month totals', 'Missing check-outs')).toBe('Missing check-outs—');
    // The rest day's two hours wait for approval: not counted, but told.
    expect(figure('Overtime by the kind of day', 'Rest day')).toBe(
      'Rest day—2 h waiting for approval',
    );
    expect(figure('Overtime by the kind of day', 'Normal')).toBe('Normal—');
    expect(screen.queryByText(/payroll does not take these figures/)).toBeNull();

    const table = screen.getByRole('table', { name: 'Attendance logs of March 2026' });
    const rows = within(table).getAllByRole('row').slice(1);
    // A day off the schedule says which kind it was.
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '03/02/2026',
      '03/03/2026',
      '03/04/2026',
      '03/07/2026Rest day',
    ]);
    expect(within(table).getByRole('link', { name: '03/03/2026' })).toHaveAttribute(
      'href',
      `/attendance/log-list/${lateLog.id}`,
    );
  });

  it('goes a month back, and says when attendance is off and nothing was logged', async () => {
    const { asked, router } = renderMonth();
    await screen.findByRole('table', { name: 'Attendance logs of March 2026' });
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(asked.at(-1)?.get('month')).toBe('2026-02'));
    expect(await screen.findByText('No attendance logs in February 2026.')).toBeVisible();
    expect(router.state.location.search).toBe('?month=2026-02');
    expect(
      screen.getByText(
        "The attendance log is off on Tan Wei Ming's employment record: payroll does not take these figures.",
      ),
    ).toBeVisible();
    expect(figure('Month totals', 'Days worked')).toBe('Days worked—');
  });

  it('shows the logs as cards on a phone', async () => {
    setViewportWidth(390);
    renderMonth();
    const cards = await screen.findByRole('list', { name: 'Attendance logs of March 2026' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(cards).getAllByRole('listitem')).toHaveLength(4);
  });

  it('says so when the person is not there', async () => {
    renderMonth('/attendance/summary/emp-9');
    expect(await screen.findByText('Employee not found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to attendance summary' })).toHaveAttribute(
      'href',
      '/attendance/summary',
    );
  });
});
