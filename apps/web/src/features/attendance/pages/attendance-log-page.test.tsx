import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import {
  absentLog,
  lateLog,
  openLog,
  organizationInfo,
  overtimeLog,
} from '../attendance-log-test-data';

const section = (name: string) => screen.getByRole('region', { name });
/** The value beside a fact's label (a <dt>) in a section. */
const fact = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

function renderLog(log: typeof lateLog, path = `/attendance/log-list/${log.id}`) {
  return renderApp(path, {
    session: 'admin',
    handlers: [apiRoute.get(`/attendance/logs/${log.id}`, () => envelope(log))],
  });
}

describe('AttendanceLogPage', () => {
  it('shows whose log it is, the day, both clockings and the time it counted', async () => {
    renderLog(lateLog);
    const employee = await screen.findByRole('region', { name: 'Employee' });
    expect(screen.getByRole('heading', { name: 'Attendance log' })).toBeVisible();
    expect(within(employee).getByRole('link', { name: 'Lim Mei Ling' })).toHaveAttribute(
      'href',
      '/employees/emp-2/attendance-logs?month=2026-03',
    );
    expect(fact(employee, 'Employee number')).toBe('EMP-0002');
    expect(fact(employee, 'Department')).toBe('—');

    const day = section('Day');
    expect(fact(day, 'Date')).toBe('03/03/2026');
    expect(fact(day, 'Branch/Outlet')).toBe('Raffles Place');
    expect(fact(day, 'Expected shift')).toBe('Morning09:00 – 18:00 (1 h break)');
    expect(fact(day, 'Status')).toBe('LateEarly out');
    expect(fact(day, 'Recorded')).toBe('Checked in by the employee');

    const clockings = section('Check-in and check-out');
    expect(clockings).toHaveTextContent('09:20');
    expect(clockings).toHaveTextContent('1.35000, 103.90000 (± 20 m)');
    expect(within(clockings).getByText('Outside the check-in area')).toBeVisible();
    expect(clockings).toHaveTextContent('17:30No location shared');

    const time = section('Time');
    expect(fact(time, 'Late')).toBe('20 min');
    expect(fact(time, 'Early out')).toBe('30 min');
    expect(fact(time, 'Worked')).toBe('7 h 10 min');
    expect(fact(time, 'Overtime')).toBe('—');
    expect(section('Note')).toHaveTextContent('Train delay on the East West line');
  });

  it('marks overtime waiting for approval, on the branch clock of another zone', async () => {
    renderLog(overtimeLog);
    const time = await screen.findByRole('region', { name: 'Time' });
    expect(fact(time, 'Overtime')).toBe('2 hWaiting for approval');
    expect(fact(section('Day'), 'Expected shift')).toBe('No shift expected');
    expect(fact(section('Day'), 'Kind of day')).toBe('Rest day');
    expect(section('Check-in and check-out')).toHaveTextContent('09:00');
    expect(section('Check-in and check-out')).toHaveTextContent('20:00');
  });

  it('says who made a log: the day-end job for an absence; an open log waits for its check-out', async () => {
    renderLog(absentLog);
    const day = await screen.findByRole('region', { name: 'Day' });
    expect(fact(day, 'Recorded')).toBe('Marked by the day-end job');
    expect(section('Check-in and check-out')).toHaveTextContent('Absent');
    expect(fact(section('Time'), 'Worked')).toBe('—');
  });

  it('goes back to the list as it was left', async () => {
    const { router } = renderApp('/attendance/log-list?status=onTime&search=Tan', {
      session: 'admin',
      handlers: [
        apiRoute.get('/attendance/logs', () => envelope({ items: [openLog], total: 1 })),
        apiRoute.get(`/attendance/logs/${openLog.id}`, () => envelope(openLog)),
        apiRoute.get('/organization/info', () => envelope(organizationInfo)),
        apiRoute.get('/organization/departments', () => envelope([])),
        apiRoute.get('/organization/branches', () => envelope([])),
      ],
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Tan Wei Ming' }));
    const time = await screen.findByRole('region', { name: 'Time' });
    expect(fact(time, 'Worked')).toBe('Counted at check-out');
    expect(section('Check-in and check-out')).toHaveTextContent('Not checked out yet');
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Attendance logs' })).toBeVisible();
    expect(router.state.location.search).toBe('?status=onTime&search=Tan');
  });

  it('says plainly when the log is not there', async () => {
    renderApp(`/attendance/log-list/${lateLog.id}`, {
      session: 'admin',
      handlers: [
        apiRoute.get(`/attendance/logs/${lateLog.id}`, () =>
          envelope(null, 404, 'Attendance log not found'),
        ),
      ],
    });
    expect(await screen.findByText('Attendance log not found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to attendance logs' })).toHaveAttribute(
      'href',
      '/attendance/log-list',
    );
  });
});
