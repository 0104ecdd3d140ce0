import {
  type AttendanceAudit,
  type AttendanceLog,
  type AttendanceToday,
  auditAnsweredMessage,
  correctionRequestedMessage,
} from '@tembusu/contracts/attendance';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, type RequestHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { onTimeLog } from '../attendance-log-test-data';

// The staff side of attendance corrections: answering the forms that wait on the employee, asking
// for a day's times to be corrected, and a day's form on its log. Times are Singapore's (UTC+8)
// while the tests run in St John's, so a time read on the browser's clock would show.

const asStaff = { session: 'employee' } as const;

/** Noon in Singapore on 03/18/2026. */
const now = new Date('2026-03-18T04:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now });
});

afterEach(() => {
  vi.useRealTimers();
});

const me = { id: 'e1', name: 'Tan Wei Ming', employeeNumber: 'EMP-0001', departmentName: null };

function audit(overrides: Partial<AttendanceAudit>): AttendanceAudit {
  return {
    id: 'f0',
    employee: me,
    workDate: '2026-03-02',
    timeZone: 'Asia/Singapore',
    logId: 'log-1',
    origin: 'employee',
    status: 'Pending Reviewer',
    outcome: null,
    before: { checkInAt: null, checkOutAt: null },
    proposed: { checkInAt: null, checkOutAt: null },
    reason: '',
    openedBy: null,
    createdAt: '2026-03-03T01:00:00.000Z',
    updatedAt: '2026-03-03T01:00:00.000Z',
    events: [],
    ...overrides,
  };
}

const missingCheckOutReason = 'No check-out was recorded: give the time you left';

/** The day-end job's form of 2 March: checked in at 09:12, no check-out. */
const waitingForm = audit({
  id: 'f1',
  origin: 'job',
  status: 'Pending Employee',
  before: { checkInAt: '2026-03-02T01:12:00.000Z', checkOutAt: null },
  proposed: { checkInAt: '2026-03-02T01:12:00.000Z', checkOutAt: null },
  reason: missingCheckOutReason,
  events: [
    {
      id: 'ev1',
      kind: 'opened',
      actorName: null,
      times: null,
      comment: missingCheckOutReason,
      at: '2026-03-02T16:00:00.000Z',
    },
  ],
});

/** The employee's own request for 5 March, a day without a log: 09:00 to 18:00. */
const requestedForm = audit({
  id: 'f2',
  workDate: '2026-03-05',
  logId: null,
  proposed: { checkInAt: '2026-03-05T01:00:00.000Z', checkOutAt: '2026-03-05T10:00:00.000Z' },
  reason: 'Forgot to check in',
  openedBy: me.name,
  events: [
    {
      id: 'ev2',
      kind: 'opened',
      actorName: me.name,
      times: { checkInAt: '2026-03-05T01:00:00.000Z', checkOutAt: '2026-03-05T10:00:00.000Z' },
      comment: 'Forgot to check in',
      at: '2026-03-05T11:00:00.000Z',
    },
  ],
});

/** A request for 2 March an admin applied with a later check-out than asked. */
const appliedForm = audit({
  id: 'f3',
  status: 'Completed',
  outcome: 'applied',
  before: { checkInAt: '2026-03-02T01:12:00.000Z', checkOutAt: '2026-03-02T11:30:00.000Z' },
  proposed: { checkInAt: '2026-03-02T01:00:00.000Z', checkOutAt: '2026-03-02T10:00:00.000Z' },
  reason: 'Came in early for the audit',
  openedBy: me.name,
  events: [
    {
      id: 'ev3',
      kind: 'opened',
      actorName: me.name,
      times: { checkInAt: '2026-03-02T01:00:00.000Z', checkOutAt: '2026-03-02T10:00:00.000Z' },
      comment: 'Came in early for the audit',
      at: '2026-03-03T01:00:00.000Z',
    },
    {
      id: 'ev4',
      kind: 'applied',
      actorName: 'Siti Rahman',
      times: { checkInAt: '2026-03-02T01:00:00.000Z', checkOutAt: '2026-03-02T10:15:00.000Z' },
      comment: null,
      at: '2026-03-04T02:30:00.000Z',
    },
  ],
});

const rejectedForm = audit({
  id: 'f4',
  workDate: '2026-03-06',
  logId: null,
  status: 'Completed',
  outcome: 'rejected',
  proposed: { checkInAt: '2026-03-06T01:00:00.000Z', checkOutAt: null },
  reason: 'Worked from the client site',
});

/** 09:12 to 19:30 in Singapore on 2 March, with 1 h 30 min of overtime waiting. */
const log: AttendanceLog = {
  ...onTimeLog,
  id: 'log-1',
  employee: me,
  workDate: '2026-03-02',
  branch: { id: 'b1', name: 'Raffles Place', timeZone: 'Asia/Singapore' },
  checkInAt: '2026-03-02T01:12:00.000Z',
  checkOutAt: '2026-03-02T11:30:00.000Z',
  state: 'complete',
  overtimeMinutes: 90,
  overtimeApproved: false,
  overtimeDecidedAt: null,
  overtimeDecidedBy: null,
};

const today: AttendanceToday = {
  workDate: '2026-03-18',
  dayKind: 'normal',
  expected: null,
  log: null,
  branches: [{ id: 'b1', name: 'Raffles Place', timeZone: 'Asia/Singapore', hasGeofence: false }],
  suggestedBranchId: 'b1',
  geofenceRule: 'off',
};

/** The employee's forms, as the list answers them: of one status when asked. */
function formsHandler(forms: AttendanceAudit[]): RequestHandler {
  return apiRoute.get('/staff/attendance/audits', ({ request }) => {
    const status = new URL(request.url).searchParams.get('status');
    const items = forms.filter((form) => !status || form.status === status);
    return envelope({ items, total: items.length });
  });
}

/** The month page's calls: today, an empty March, and the forms given. */
function monthPage(forms: AttendanceAudit[]): RequestHandler[] {
  return [
    apiRoute.get('/staff/attendance/today', () => envelope(today)),
    apiRoute.get('/staff/attendance', () =>
      envelope({
        month: '2026-03',
        logs: [],
        summary: {
          daysWorked: 0,
          absences: 0,
          lateCount: 0,
          lateMinutes: 0,
          earlyOutCount: 0,
          earlyOutMinutes: 0,
          missingCheckOuts: 0,
          workedMinutes: 0,
          overtimeMinutes: { normal: 0, offDay: 0, restDay: 0, publicHoliday: 0 },
        },
      }),
    ),
    formsHandler(forms),
  ];
}

/** A refusal as the server words it, naming the field or not. */
function refusal(status: number, message: string, field: string | null = null) {
  return HttpResponse.json({ statusCode: status, message, data: null, field }, { status });
}

/** Keeps what each call sent, and answers as told. */
function recorder(answer: () => Response) {
  const sent: unknown[] = [];
  const handle = async ({ request }: { request: Request }) => {
    sent.push(await request.json());
    return answer();
  };
  return { sent, handle };
}

const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label);

describe('Forms waiting on the employee', () => {
  it('lists them at the top, and sends the times and comment given in answer', async () => {
    const answer = recorder(() =>
      envelope({ ...waitingForm, status: 'Pending Reviewer' }, 200, auditAnsweredMessage),
    );
    renderApp('/staff-attendance', {
      ...asStaff,
      handlers: [
        apiRoute.post('/staff/attendance/audits/f1/answer', answer.handle),
        ...monthPage([waitingForm, requestedForm]),
      ],
    });
    const user = userEvent.setup();

    const waiting = await screen.findByRole('region', { name: 'Waiting for you' });
    const items = within(waiting).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    const [item] = items;
    if (!item) throw new Error('no form');
    expect(item).toHaveAccessibleName('03/02/2026');
    expect(item).toHaveTextContent('03/02/2026 · Day-end check');
    expect(item).toHaveTextContent(missingCheckOutReason);
    expect(item).toHaveTextContent('Recorded: 09:12 – no check-out');

    await user.click(within(item).getByRole('button', { name: 'Answer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answer the form' });
    expect(within(dialog).getByRole('textbox', { name: 'Check-in date' })).toHaveValue(
      '03/02/2026',
    );
    expect(field(dialog, /^Check-in time/)).toHaveValue('09:12');
    expect(within(dialog).getByRole('textbox', { name: 'Check-out date' })).toHaveValue(
      '03/02/2026',
    );
    expect(field(dialog, /^Check-out time/)).toHaveValue('');
    expect(dialog).toHaveTextContent('Times in Asia/Singapore (GMT+8)');

    await user.type(field(dialog, /^Check-out time/), '18:30');
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Phone was flat');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));

    expect(await screen.findByText(auditAnsweredMessage)).toBeInTheDocument();
    expect(answer.sent).toEqual([
      {
        checkInAt: '2026-03-02T01:12:00.000Z',
        checkOutAt: '2026-03-02T10:30:00.000Z',
        comment: 'Phone was flat',
      },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Answer the form' })).not.toBeInTheDocument(),
    );
  });

  it('asks for the comment, and shows a check-out before the check-in on its field', async () => {
    const answer = recorder(() => envelope(waitingForm));
    renderApp('/staff-attendance', {
      ...asStaff,
      handlers: [
        apiRoute.post('/staff/attendance/audits/f1/answer', answer.handle),
        ...monthPage([waitingForm]),
      ],
    });
    const user = userEvent.setup();
    const waiting = await screen.findByRole('region', { name: 'Waiting for you' });
    await user.click(within(waiting).getByRole('button', { name: 'Answer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answer the form' });

    await user.type(field(dialog, /^Check-out time/), '08:00');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));

    expect(await within(dialog).findByText('Say what happened')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Comment' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).getByText('The check-out must be after the check-in')).toBeVisible();
    expect(field(dialog, /^Check-out time/)).toHaveAttribute('aria-invalid', 'true');
    expect(answer.sent).toEqual([]);
  });

  it('says so in the dialog when the form no longer waits on the employee', async () => {
    const answer = recorder(() => refusal(409, 'This form is not waiting for your answer'));
    renderApp('/staff-attendance', {
      ...asStaff,
      handlers: [
        apiRoute.post('/staff/attendance/audits/f1/answer', answer.handle),
        ...monthPage([waitingForm]),
      ],
    });
    const user = userEvent.setup();
    const waiting = await screen.findByRole('region', { name: 'Waiting for you' });
    await user.click(within(waiting).getByRole('button', { name: 'Answer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answer the form' });
    await user.type(field(dialog, /^Check-out time/), '18:30');
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Went home');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This form is not waiting for your answer',
    );
    expect(answer.sent).toHaveLength(1);
  });

  it('shows no section when nothing waits', async () => {
    renderApp('/staff-attendance', { ...asStaff, handlers: monthPage([requestedForm]) });
    await screen.findByRole('table', { name: 'My correction requests' });
    expect(screen.queryByRole('region', { name: 'Waiting for you' })).not.toBeInTheDocument();
  });
});

describe('Asking for a correction', () => {
  it('sends a day without a log, its times read on the clock of the person’s branch', async () => {
    const request = recorder(() => envelope(requestedForm, 201, correctionRequestedMessage));
    renderApp('/staff-attendance', {
      ...asStaff,
      handlers: [apiRoute.post('/staff/attendance/audits', request.handle), ...monthPage([])],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ask for a correction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a correction' });

    await user.type(within(dialog).getByRole('textbox', { name: 'Work date' }), '03/05/2026');
    // The times' dates follow the day chosen.
    expect(within(dialog).getByRole('textbox', { name: 'Check-in date' })).toHaveValue(
      '03/05/2026',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Check-out date' })).toHaveValue(
      '03/05/2026',
    );
    await user.type(field(dialog, /^Check-in time/), '09:00');
    await user.type(field(dialog, /^Check-out time/), '18:00');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Forgot to check in');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText(correctionRequestedMessage)).toBeInTheDocument();
    expect(request.sent).toEqual([
      {
        workDate: '2026-03-05',
        checkInAt: '2026-03-05T01:00:00.000Z',
        checkOutAt: '2026-03-05T10:00:00.000Z',
        reason: 'Forgot to check in',
      },
    ]);
  });

  it('says what is missing beside each field before sending', async () => {
    const request = recorder(() => envelope(requestedForm, 201));
    renderApp('/staff-attendance', {
      ...asStaff,
      handlers: [apiRoute.post('/staff/attendance/audits', request.handle), ...monthPage([])],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ask for a correction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a correction' });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await within(dialog).findByText('Choose the day to correct')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the time you checked in')).toBeInTheDocument();
    expect(within(dialog).getByText('Say why')).toBeInTheDocument();
    expect(request.sent).toEqual([]);
  });

  it("puts the server's refusal of a field beside it", async () => {
    const request = recorder(() =>
      refusal(400, 'checkInAt: on 03/05/2026 or a day either side', 'checkInAt'),
    );
    renderApp('/staff-attendance', {
      ...asStaff,
      handlers: [apiRoute.post('/staff/attendance/audits', request.handle), ...monthPage([])],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ask for a correction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a correction' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Work date' }), '03/05/2026');
    await user.type(field(dialog, /^Check-in time/), '09:00');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Forgot');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(
      await within(dialog).findByText('On 03/05/2026 or a day either side'),
    ).toBeInTheDocument();
    expect(field(dialog, /^Check-in time/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(request.sent).toEqual([
      {
        workDate: '2026-03-05',
        checkInAt: '2026-03-05T01:00:00.000Z',
        checkOutAt: null,
        reason: 'Forgot',
      },
    ]);
  });

  it('shows a day that has an open form already as a message, keeping what was typed', async () => {
    const message = 'Your 03/05/2026 has an open form already: answer it, or wait for its review';
    const request = recorder(() => refusal(409, message));
    renderApp('/staff-attendance', {
      ...asStaff,
      handlers: [apiRoute.post('/staff/attendance/audits', request.handle), ...monthPage([])],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ask for a correction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a correction' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Work date' }), '03/05/2026');
    await user.type(field(dialog, /^Check-in time/), '09:00');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Forgot');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('Forgot');
    expect(screen.queryByText(correctionRequestedMessage)).not.toBeInTheDocument();
  });
});

describe('My correction requests', () => {
  it('lists the forms with where each stands, and opens one with its history', async () => {
    renderApp('/staff-attendance', {
      ...asStaff,
      handlers: monthPage([requestedForm, appliedForm, rejectedForm]),
    });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'My correction requests' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['03/05/2026', 'Correction request', '09:00 – 18:00', 'Pending Reviewer'],
      ['03/02/2026', 'Correction request', '09:00 – 18:00', 'CompletedApplied'],
      ['03/06/2026', 'Correction request', '09:00 – no check-out', 'CompletedTurned down'],
    ]);

    const [, applied] = rows;
    if (!applied) throw new Error('no row');
    await user.click(within(applied).getByRole('button', { name: '03/02/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correction form of 03/02/2026' });
    expect(dialog).toHaveTextContent('Times applied09:00 – 18:15');
    expect(dialog).toHaveTextContent('Applied to the log by Siti Rahman');
    expect(dialog).toHaveTextContent('03/04/2026 10:30');
    expect(within(dialog).getByRole('link', { name: 'Open the log' })).toHaveAttribute(
      'href',
      '/staff-attendance/log-1',
    );
  });
});

describe('A log and its correction', () => {
  it("asks for a correction of the log's day, starting from its times", async () => {
    const request = recorder(() => envelope(appliedForm, 201, correctionRequestedMessage));
    renderApp('/staff-attendance/log-1', {
      ...asStaff,
      handlers: [
        apiRoute.get('/staff/attendance/log-1', () => envelope(log)),
        apiRoute.post('/staff/attendance/audits', request.handle),
        formsHandler([requestedForm]),
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ask for a correction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a correction' });
    expect(dialog).toHaveTextContent('For 03/02/2026');
    expect(within(dialog).queryByRole('textbox', { name: 'Work date' })).not.toBeInTheDocument();
    expect(field(dialog, /^Check-in time/)).toHaveValue('09:12');
    expect(field(dialog, /^Check-out time/)).toHaveValue('19:30');

    await user.clear(field(dialog, /^Check-in time/));
    await user.type(field(dialog, /^Check-in time/), '08:45');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Came in early');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText(correctionRequestedMessage)).toBeInTheDocument();
    expect(request.sent).toEqual([
      {
        workDate: '2026-03-02',
        checkInAt: '2026-03-02T00:45:00.000Z',
        checkOutAt: '2026-03-02T11:30:00.000Z',
        reason: 'Came in early',
      },
    ]);
  });

  it('shows the open form of the day and its history instead of the button', async () => {
    const open = { ...appliedForm, status: 'Pending Reviewer' as const, outcome: null };
    open.events = open.events.slice(0, 1);
    renderApp('/staff-attendance/log-1', {
      ...asStaff,
      handlers: [
        apiRoute.get('/staff/attendance/log-1', () => envelope(log)),
        formsHandler([open]),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Correction' });
    expect(section).toHaveTextContent('Pending Reviewer');
    expect(section).toHaveTextContent('Waiting for review');
    expect(section).toHaveTextContent('Times recorded09:12 – 19:30');
    expect(section).toHaveTextContent('Times asked for09:00 – 18:00');
    expect(section).toHaveTextContent('Opened by Tan Wei Ming');
    expect(section).toHaveTextContent('03/03/2026 09:00');
    expect(screen.queryByRole('button', { name: 'Ask for a correction' })).not.toBeInTheDocument();
  });

  it('offers Answer on a form of the day that waits on the employee', async () => {
    renderApp('/staff-attendance/log-1', {
      ...asStaff,
      handlers: [
        apiRoute.get('/staff/attendance/log-1', () => envelope(log)),
        formsHandler([waitingForm]),
      ],
    });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Correction' });
    expect(section).toHaveTextContent('Waiting for your answer');
    expect(section).toHaveTextContent('KindDay-end check');
    await user.click(within(section).getByRole('button', { name: 'Answer' }));
    expect(await screen.findByRole('dialog', { name: 'Answer the form' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask for a correction' })).not.toBeInTheDocument();
  });

  it('shows the last completed form of the day, and offers to ask again', async () => {
    renderApp('/staff-attendance/log-1', {
      ...asStaff,
      handlers: [
        apiRoute.get('/staff/attendance/log-1', () => envelope(log)),
        formsHandler([appliedForm]),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Last correction' });
    expect(section).toHaveTextContent('CompletedApplied');
    expect(await screen.findByRole('button', { name: 'Ask for a correction' })).toBeInTheDocument();
  });
});

describe("A log's overtime", () => {
  const overtimeOf = async (overrides: Partial<AttendanceLog>) => {
    renderApp('/staff-attendance/log-1', {
      ...asStaff,
      handlers: [
        apiRoute.get('/staff/attendance/log-1', () => envelope({ ...log, ...overrides })),
        formsHandler([]),
      ],
    });
    return screen.findByRole('region', { name: 'Overtime approval' });
  };

  it('waits for approval', async () => {
    const section = await overtimeOf({});
    expect(section).toHaveTextContent(
      'Waiting for approval: an admin has still to approve this overtime',
    );
  });

  it('says who approved it and when', async () => {
    const section = await overtimeOf({
      overtimeApproved: true,
      overtimeDecidedAt: '2026-03-03T02:00:00.000Z',
      overtimeDecidedBy: 'Siti Rahman',
    });
    expect(section).toHaveTextContent('Approved by Siti Rahman on 03/03/2026 10:00');
  });

  it('says who turned it down and when', async () => {
    const section = await overtimeOf({
      overtimeDecidedAt: '2026-03-03T02:00:00.000Z',
      overtimeDecidedBy: 'Siti Rahman',
    });
    expect(section).toHaveTextContent('Turned down by Siti Rahman on 03/03/2026 10:00');
  });

  it('is not shown for overtime that needs no approval', async () => {
    renderApp('/staff-attendance/log-1', {
      ...asStaff,
      handlers: [
        apiRoute.get('/staff/attendance/log-1', () => envelope({ ...log, overtimeApproved: null })),
        formsHandler([]),
      ],
    });
    await screen.findByRole('heading', { name: 'Attendance on 03/02/2026' });
    expect(screen.queryByRole('region', { name: 'Overtime approval' })).not.toBeInTheDocument();
  });
});
