import type { AttendanceAudit } from '@tembusu/contracts/attendance';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { answeredAudit, changedAudit, waitingAudit } from '../attendance-audit-test-data';
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

function renderLog(
  log: typeof lateLog,
  { audits = [], handlers = [] }: { audits?: AttendanceAudit[]; handlers?: RequestHandler[] } = {},
) {
  const auditsAsked: URLSearchParams[] = [];
  const rendered = renderApp(`/attendance/log-list/${log.id}`, {
    session: 'admin',
    handlers: [
      ...handlers,
      apiRoute.get(`/attendance/logs/${log.id}`, () => envelope(log)),
      apiRoute.get('/attendance/audits', ({ request }) => {
        auditsAsked.push(new URL(request.url).searchParams);
        return envelope({ items: audits, total: audits.length });
      }),
    ],
  });
  return { ...rendered, auditsAsked };
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
        apiRoute.get('/attendance/audits', () => envelope({ items: [], total: 0 })),
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
  it('offers the log for editing', async () => {
    renderLog(lateLog);
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/attendance/log-list/edit/${lateLog.id}`,
    );
    // No overtime waits on anyone: nothing to approve.
    expect(screen.queryByRole('region', { name: 'Overtime approval' })).toBeNull();
  });

  it('approves overtime waiting for approval, and says who decided and when', async () => {
    const decided: unknown[] = [];
    let current = overtimeLog;
    renderLog(overtimeLog, {
      handlers: [
        apiRoute.get(`/attendance/logs/${overtimeLog.id}`, () => envelope(current)),
        apiRoute.post(`/attendance/logs/${overtimeLog.id}/overtime`, async ({ request }) => {
          decided.push(await request.json());
          current = {
            ...overtimeLog,
            overtimeApproved: true,
            // 21:00 in Jakarta.
            overtimeDecidedAt: '2026-03-07T14:00:00.000Z',
            overtimeDecidedBy: 'Test User',
          };
          return envelope(current);
        }),
      ],
    });
    const approval = await screen.findByRole('region', { name: 'Overtime approval' });
    expect(fact(approval, 'Overtime')).toBe('2 hWaiting for approval');
    await userEvent.click(within(approval).getByRole('button', { name: 'Approve overtime' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve overtime' });
    expect(confirm).toHaveTextContent('Approve 2 h of overtime for Tan Wei Ming?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Overtime has been approved')).toBeVisible();
    expect(decided).toEqual([{ approved: true }]);
    await waitFor(() => expect(fact(approval, 'Approved')).toBe('Test User, 03/07/2026 21:00'));
    expect(fact(approval, 'Overtime')).toBe('2 hApproved');
    expect(fact(section('Time'), 'Overtime')).toBe('2 hApproved');
    // Decided, it can be changed: turned down now, not approved again.
    expect(within(approval).queryByRole('button', { name: 'Approve overtime' })).toBeNull();
    expect(within(approval).getByRole('button', { name: 'Turn down overtime' })).toBeVisible();
  });

  it('shows overtime turned down as turned down, not as waiting', async () => {
    renderLog({
      ...overtimeLog,
      overtimeDecidedAt: '2026-03-07T14:00:00.000Z',
      overtimeDecidedBy: 'Test User',
    });
    const approval = await screen.findByRole('region', { name: 'Overtime approval' });
    expect(fact(approval, 'Overtime')).toBe('2 hTurned down');
    expect(fact(approval, 'Turned down')).toBe('Test User, 03/07/2026 21:00');
    expect(fact(section('Time'), 'Overtime')).toBe('2 hTurned down');
    expect(within(approval).getByRole('button', { name: 'Approve overtime' })).toBeVisible();
    expect(within(approval).queryByRole('button', { name: 'Turn down overtime' })).toBeNull();
  });

  it("lists the day's audit forms with their history, and leads to the open one's review", async () => {
    const otherDay = { ...changedAudit, id: 'other', workDate: '2026-03-08' };
    const { auditsAsked } = renderLog(overtimeLog, {
      audits: [waitingAudit, changedAudit, otherDay],
    });
    const history = await screen.findByRole('region', { name: 'Audit history' });
    const forms = await within(history).findAllByRole('article');
    expect(forms).toHaveLength(2);
    expect(auditsAsked[0]?.get('employeeId')).toBe(overtimeLog.employee.id);

    const [waiting, changed] = forms as [HTMLElement, HTMLElement];
    expect(waiting).toHaveAccessibleName('Opened by an admin: Pending Employee');
    expect(fact(waiting, 'Reason')).toBe('Rest day worked: confirm the hours');
    expect(within(waiting).getByRole('link', { name: 'Review in Audits' })).toHaveAttribute(
      'href',
      `/attendance/audits?form=${waitingAudit.id}`,
    );
    expect(fact(changed, 'Status')).toBe('CompletedApplied');
    // The times on the clock of Jakarta, where the log was made.
    expect(fact(changed, 'Times before')).toBe('09:00 – 19:00');
    expect(fact(changed, 'Times asked for')).toBe('09:00 – 20:00');
    expect(changed).toHaveTextContent('Applied to the log by Test User');
    expect(changed).toHaveTextContent('03/07/2026 21:00');
    expect(within(changed).queryByRole('link', { name: 'Review in Audits' })).toBeNull();

    // One form is open: the employee is not asked again until it is finished.
    expect(within(history).queryByRole('button', { name: 'Ask the employee' })).toBeNull();
    expect(history).toHaveTextContent('A form is open for this day');
  });

  it("asks the employee for the day's times, with the reason", async () => {
    const opened: unknown[] = [];
    renderLog(lateLog, {
      handlers: [
        apiRoute.post('/attendance/audits', async ({ request }) => {
          opened.push(await request.json());
          return envelope(answeredAudit, 201, 'The employee has been asked for the times');
        }),
      ],
    });
    const history = await screen.findByRole('region', { name: 'Audit history' });
    expect(
      await within(history).findByText('No changes or correction requests for this day.'),
    ).toBeVisible();
    await userEvent.click(within(history).getByRole('button', { name: 'Ask the employee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask the employee' });
    expect(dialog).toHaveTextContent(
      'Lim Mei Ling is asked to give the times they worked on 03/03/2026',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask' }));
    expect(within(dialog).getByText('Say why the times are asked for')).toBeVisible();
    expect(opened).toEqual([]);

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'Please confirm your hours',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('The employee has been asked for the times')).toBeVisible();
    expect(opened).toEqual([
      { employeeId: 'emp-2', workDate: '2026-03-03', reason: 'Please confirm your hours' },
    ]);
  });

  it('keeps the dialog open with the reason when asking is refused', async () => {
    renderLog(lateLog, {
      handlers: [
        apiRoute.post('/attendance/audits', () =>
          envelope(
            null,
            409,
            "Lim Mei Ling's 03 Mar 2026 has an open form already: finish that one first",
          ),
        ),
      ],
    });
    const history = await screen.findByRole('region', { name: 'Audit history' });
    await userEvent.click(await within(history).findByRole('button', { name: 'Ask the employee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask the employee' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Check');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'has an open form already: finish that one first',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('Check');
  });
});
