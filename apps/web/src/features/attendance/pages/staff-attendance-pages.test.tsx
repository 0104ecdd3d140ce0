import type {
  AttendanceLog,
  AttendanceMonth,
  AttendanceToday,
} from '@tembusu/contracts/attendance';
import { checkedInMessage, checkedOutMessage } from '@tembusu/contracts/attendance';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, type RequestHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import { positionTimeoutMs } from '../components/staff-attendance-location';

const asStaff = { session: 'employee' } as const;

const raffles = { id: 'b1', name: 'Raffles Place HQ', timeZone: 'Asia/Singapore' };

/** 09:00 to 18:00 in Singapore on 2 March 2026, an hour's break. */
const dayShift = {
  source: 'schedule',
  name: 'Working hours',
  startAt: '2026-03-02T01:00:00.000Z',
  endAt: '2026-03-02T10:00:00.000Z',
  breakMinutes: 60,
} as const;

function attendanceLog(overrides: Partial<AttendanceLog> = {}): AttendanceLog {
  return {
    id: 'log-1',
    employee: {
      id: 'e1',
      name: 'Tan Wei Ming',
      employeeNumber: 'EMP-0001',
      departmentName: 'Finance',
    },
    workDate: '2026-03-02',
    branch: raffles,
    dayKind: 'normal',
    expected: dayShift,
    checkInAt: '2026-03-02T01:12:00.000Z',
    checkInPosition: { latitude: 1.28392, longitude: 103.85153, accuracyMeters: 12 },
    checkInOutsideGeofence: false,
    checkOutAt: '2026-03-02T11:30:00.000Z',
    checkOutPosition: { latitude: 1.2911, longitude: 103.8602, accuracyMeters: 40 },
    checkOutOutsideGeofence: true,
    autoCheckedOut: false,
    state: 'complete',
    statuses: ['late'],
    lateMinutes: 12,
    earlyOutMinutes: 0,
    workedMinutes: 558,
    overtimeMinutes: 90,
    overtimeApproved: false,
    overtimeDecidedAt: null,
    overtimeDecidedBy: null,
    note: 'Stayed for the audit',
    source: 'employee',
    createdAt: '2026-03-02T01:12:00.000Z',
    updatedAt: '2026-03-02T11:30:00.000Z',
    ...overrides,
  };
}

const lateDay = attendanceLog();
const absentDay = attendanceLog({
  id: 'log-2',
  workDate: '2026-03-03',
  expected: {
    ...dayShift,
    startAt: '2026-03-03T01:00:00.000Z',
    endAt: '2026-03-03T10:00:00.000Z',
  },
  checkInAt: null,
  checkInPosition: null,
  checkOutAt: null,
  checkOutPosition: null,
  checkOutOutsideGeofence: false,
  state: 'absent',
  statuses: ['absent'],
  lateMinutes: 0,
  workedMinutes: 0,
  overtimeMinutes: 0,
  overtimeApproved: null,
  note: null,
  source: 'job',
});
const openToday = attendanceLog({
  id: 'log-3',
  checkOutAt: null,
  checkOutPosition: null,
  checkOutOutsideGeofence: false,
  state: 'open',
  statuses: ['late'],
  workedMinutes: 0,
  overtimeMinutes: 0,
  overtimeApproved: null,
  note: null,
});

function today(overrides: Partial<AttendanceToday> = {}): AttendanceToday {
  return {
    workDate: '2026-03-02',
    dayKind: 'normal',
    expected: dayShift,
    log: null,
    branches: [
      { ...raffles, hasGeofence: true },
      { id: 'b2', name: 'Tampines', timeZone: 'Asia/Singapore', hasGeofence: false },
    ],
    suggestedBranchId: 'b1',
    geofenceRule: 'flag',
    ...overrides,
  };
}

const march: AttendanceMonth = {
  month: '2026-03',
  logs: [absentDay, lateDay],
  summary: {
    daysWorked: 1,
    absences: 1,
    lateCount: 1,
    lateMinutes: 12,
    earlyOutCount: 0,
    earlyOutMinutes: 0,
    missingCheckOuts: 0,
    workedMinutes: 558,
    overtimeMinutes: { normal: 90, offDay: 0, restDay: 0, publicHoliday: 150 },
  },
};

const emptyMonth = (month: string): AttendanceMonth => ({
  month,
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
});

/** The employee's audit forms: none. */
const noForms = apiRoute.get('/staff/attendance/audits', () => envelope({ items: [], total: 0 }));

/** The month page's calls: today, the month asked for (March unless told), and no forms. */
function monthHandlers(
  day: AttendanceToday = today(),
  months: Record<string, AttendanceMonth> = { '2026-03': march },
  asked: string[] = [],
): RequestHandler[] {
  return [
    apiRoute.get('/staff/attendance/today', () => envelope(day)),
    apiRoute.get('/staff/attendance', ({ request }) => {
      const month = new URL(request.url).searchParams.get('month') ?? '';
      asked.push(month);
      return envelope(months[month] ?? emptyMonth(month));
    }),
    noForms,
  ];
}

type FakeAnswer =
  | { latitude: number; longitude: number; accuracy: number }
  | { code: 1 | 2 | 3; message: string };

/** The browser's geolocation, answering every ask as told; the asks are kept to check. */
function fakeGeolocation(answer: FakeAnswer) {
  const getCurrentPosition = vi.fn(
    (
      found: (position: {
        coords: { latitude: number; longitude: number; accuracy: number };
      }) => void,
      failed: (error: { code: number; message: string }) => void,
      _options?: PositionOptions,
    ) => {
      if ('code' in answer) failed(answer);
      else found({ coords: answer });
    },
  );
  Object.defineProperty(navigator, 'geolocation', {
    value: { getCurrentPosition },
    configurable: true,
  });
  return getCurrentPosition;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('StaffAttendancePage', () => {
  it("shows the month's figures and logs, and Check in while today has no log", async () => {
    renderApp('/staff-attendance', { ...asStaff, handlers: monthHandlers() });

    expect(await screen.findByRole('heading', { name: 'March 2026' })).toBeInTheDocument();
    const cards = await screen.findByRole('list', { name: 'Month summary' });
    const card = (name: string) => within(cards).getByRole('listitem', { name });
    expect(card('Days worked')).toHaveTextContent('1');
    expect(card('Days worked')).toHaveTextContent('9 h 18 min worked');
    expect(card('Late')).toHaveTextContent('1 time');
    expect(card('Late')).toHaveTextContent('12 min in all');
    expect(card('Early out')).toHaveTextContent('0 times');
    expect(card('Absences')).toHaveTextContent('1');
    expect(card('Missing check-outs')).toHaveTextContent('0');
    const overtime = screen.getByRole('region', { name: 'Overtime' });
    expect(overtime).toHaveTextContent('4 h');
    expect(
      within(overtime)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['1 h 30 min', '—', '—', '2 h 30 min']);

    const table = await screen.findByRole('table', { name: 'My attendance logs' });
    const [, absent, late] = within(table).getAllByRole('row');
    if (!absent || !late) throw new Error('no rows');
    expect(cellTexts(absent)).toEqual(['03/03/2026', '09:00 – 18:00', '—', '—', 'Absent', '—']);
    expect(cellTexts(late)).toEqual([
      '03/02/2026',
      '09:00 – 18:00',
      '09:12',
      '19:30Outside the check-in area',
      'Late',
      '9 h 18 min',
    ]);
    expect(within(late).getByRole('img', { name: 'Outside the check-in area' })).toBeVisible();
    expect(within(late).getByRole('link', { name: '03/02/2026' })).toHaveAttribute(
      'href',
      '/staff-attendance/log-1',
    );
    expect(screen.getByRole('link', { name: 'Check in' })).toHaveAttribute(
      'href',
      '/staff-attendance/check-in',
    );
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it("offers Check out while today's log is open", async () => {
    renderApp('/staff-attendance', {
      ...asStaff,
      handlers: monthHandlers(today({ log: openToday })),
    });
    expect(await screen.findByRole('link', { name: 'Check out' })).toHaveAttribute(
      'href',
      '/staff-attendance/check-out/log-3',
    );
    expect(screen.queryByRole('link', { name: 'Check in' })).not.toBeInTheDocument();
  });

  it('goes back a month and forward again', async () => {
    const asked: string[] = [];
    renderApp('/staff-attendance', {
      ...asStaff,
      handlers: monthHandlers(today(), { '2026-03': march }, asked),
    });
    await screen.findByRole('table', { name: 'My attendance logs' });
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('heading', { name: 'February 2026' })).toBeInTheDocument();
    expect(await screen.findByText('No attendance logs in February 2026.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('table', { name: 'My attendance logs' })).toBeInTheDocument();
    expect(asked.slice(0, 2)).toEqual(['2026-03', '2026-02']);
  });

  it('shows the logs as cards on a phone', async () => {
    setViewportWidth(390);
    const { router } = renderApp('/staff-attendance', {
      ...asStaff,
      handlers: [
        apiRoute.get('/staff/attendance/log-1', () => envelope(lateDay)),
        ...monthHandlers(),
      ],
    });
    const cards = await screen.findByRole('list', { name: 'My attendance logs' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [, card] = within(cards).getAllByRole('listitem');
    if (!card) throw new Error('no card');
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Date', 'Shift expected', 'Check-in', 'Check-out', 'Status', 'Worked']);
    await userEvent.click(within(card).getByText('9 h 18 min'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff-attendance/log-1'));
  });
});

describe('StaffAttendanceCheckInPage', () => {
  it('shows the day and sends the position the browser gives, then goes back to the month', async () => {
    const asks = fakeGeolocation({ latitude: 1.28392, longitude: 103.85153, accuracy: 15.4 });
    const sent: unknown[] = [];
    const { router } = renderApp('/staff-attendance/check-in', {
      ...asStaff,
      handlers: [
        apiRoute.post('/staff/attendance/check-in', async ({ request }) => {
          sent.push(await request.json());
          return envelope(openToday, 201);
        }),
        ...monthHandlers(),
      ],
    });

    expect(await screen.findByText('03/02/2026')).toBeInTheDocument();
    expect(screen.getByText('Normal')).toBeInTheDocument();
    expect(screen.getByText('09:00 – 18:00 (1 h break)')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Branch/Outlet' })).toHaveValue('Raffles Place HQ');
    const location = screen.getByRole('group', { name: 'Your location' });
    expect(await within(location).findByText('Location found (± 15 m)')).toBeInTheDocument();
    expect(asks.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: true,
      timeout: positionTimeoutMs,
      maximumAge: 0,
    });

    await userEvent.type(screen.getByRole('textbox', { name: /Note/ }), 'Client visit first');
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));

    expect(await screen.findByText(checkedInMessage)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        branchId: 'b1',
        position: { latitude: 1.28392, longitude: 103.85153, accuracyMeters: 15.4 },
        note: 'Client visit first',
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff-attendance'));
  });

  it('says no shift is expected on a day off', async () => {
    fakeGeolocation({ latitude: 1.3, longitude: 103.8, accuracy: 20 });
    renderApp('/staff-attendance/check-in', {
      ...asStaff,
      handlers: monthHandlers(today({ dayKind: 'restDay', expected: null })),
    });
    expect(await screen.findByText('No shift expected today')).toBeInTheDocument();
    expect(screen.getByText('Rest day')).toBeInTheDocument();
  });

  it('explains that a refusing branch needs the location when the browser will not give it', async () => {
    fakeGeolocation({ code: 1, message: 'User denied Geolocation' });
    renderApp('/staff-attendance/check-in', {
      ...asStaff,
      handlers: monthHandlers(today({ geofenceRule: 'refuse' })),
    });
    const location = await screen.findByRole('group', { name: 'Your location' });
    expect(
      await within(location).findByText(/Location is blocked for this site/),
    ).toBeInTheDocument();
    expect(location).toHaveTextContent(
      'Raffles Place HQ checks where you are: share your location to check in.',
    );
    expect(screen.getByRole('button', { name: 'Check in' })).toBeDisabled();

    // A branch without a check-in area takes the check-in without a location.
    await userEvent.click(screen.getByRole('combobox', { name: 'Branch/Outlet' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tampines' }));
    expect(location).toHaveTextContent('You can still check in without it.');
    expect(screen.getByRole('button', { name: 'Check in' })).toBeEnabled();
  });

  it("shows the server's refusal of the position by the location", async () => {
    fakeGeolocation({ latitude: 1.35, longitude: 103.94, accuracy: 10 });
    renderApp('/staff-attendance/check-in', {
      ...asStaff,
      handlers: [
        apiRoute.post('/staff/attendance/check-in', () =>
          HttpResponse.json(
            {
              statusCode: 400,
              message:
                "position: You are 8.4 km outside Raffles Place HQ's check-in area: check in within 150 m of the branch",
              data: null,
              field: 'position',
            },
            { status: 400 },
          ),
        ),
        ...monthHandlers(today({ geofenceRule: 'refuse' })),
      ],
    });
    const location = await screen.findByRole('group', { name: 'Your location' });
    await within(location).findByText('Location found (± 10 m)');
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await within(location).findByRole('alert')).toHaveTextContent(
      "You are 8.4 km outside Raffles Place HQ's check-in area: check in within 150 m of the branch",
    );
    expect(screen.queryByRole('dialog', { name: 'Error!' })).not.toBeInTheDocument();
    expect(within(location).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a check-in the server turns away for another reason in the error dialog', async () => {
    fakeGeolocation({ latitude: 1.28, longitude: 103.85, accuracy: 10 });
    renderApp('/staff-attendance/check-in', {
      ...asStaff,
      handlers: [
        apiRoute.post('/staff/attendance/check-in', () =>
          envelope(null, 409, 'You have already checked in for 03/02/2026 at 09:12'),
        ),
        ...monthHandlers(),
      ],
    });
    await screen.findByText('Location found (± 10 m)');
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent('You have already checked in for 03/02/2026 at 09:12');
  });

  it('offers Check out instead once today is checked in', async () => {
    fakeGeolocation({ latitude: 1.28, longitude: 103.85, accuracy: 10 });
    renderApp('/staff-attendance/check-in', {
      ...asStaff,
      handlers: monthHandlers(today({ log: openToday })),
    });
    expect(await screen.findByText('You checked in at 09:12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check out' })).toHaveAttribute(
      'href',
      '/staff-attendance/check-out/log-3',
    );
    expect(screen.queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
  });
});

describe('StaffAttendanceCheckOutPage', () => {
  it('shows the open log and checks out with the position and note', async () => {
    fakeGeolocation({ latitude: 1.2839, longitude: 103.8515, accuracy: 8 });
    const sent: unknown[] = [];
    const { router } = renderApp('/staff-attendance/check-out/log-3', {
      ...asStaff,
      handlers: [
        apiRoute.get('/staff/attendance/log-3', () => envelope(openToday)),
        apiRoute.post('/staff/attendance/log-3/check-out', async ({ request }) => {
          sent.push(await request.json());
          return envelope(lateDay);
        }),
        ...monthHandlers(today({ log: openToday })),
      ],
    });
    expect(await screen.findByText('09:12')).toBeInTheDocument();
    expect(screen.getByText('18:00')).toBeInTheDocument();
    await screen.findByText('Location found (± 8 m)');
    await userEvent.type(screen.getByRole('textbox', { name: /Note/ }), 'Left after the audit');
    await userEvent.click(screen.getByRole('button', { name: 'Check out' }));

    expect(await screen.findByText(checkedOutMessage)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        position: { latitude: 1.2839, longitude: 103.8515, accuracyMeters: 8 },
        note: 'Left after the audit',
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff-attendance'));
  });

  it('says when the log is already checked out', async () => {
    fakeGeolocation({ latitude: 1.28, longitude: 103.85, accuracy: 10 });
    renderApp('/staff-attendance/check-out/log-1', {
      ...asStaff,
      handlers: [apiRoute.get('/staff/attendance/log-1', () => envelope(lateDay))],
    });
    expect(await screen.findByText('You checked out at 19:30 on 03/02/2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check out' })).not.toBeInTheDocument();
  });
});

describe('StaffAttendanceLogPage', () => {
  it('shows everything the log recorded and measured', async () => {
    renderApp('/staff-attendance/log-1', {
      ...asStaff,
      handlers: [apiRoute.get('/staff/attendance/log-1', () => envelope(lateDay)), noForms],
    });
    expect(
      await screen.findByRole('heading', { name: 'Attendance on 03/02/2026' }),
    ).toBeInTheDocument();
    const fact = (label: string) =>
      screen.getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling
        ?.textContent;
    expect(fact('Branch/Outlet')).toBe('Raffles Place HQ');
    expect(fact('Kind of day')).toBe('Normal');
    expect(fact('Expected shift')).toBe('Working hours09:00 – 18:00 (1 h break)');
    expect(fact('Status')).toBe('Late');
    expect(fact('Late')).toBe('12 min');
    expect(fact('Early out')).toBe('—');
    expect(fact('Worked')).toBe('9 h 18 min');
    expect(fact('Overtime')).toBe('1 h 30 minWaiting for approval');
    expect(screen.getByText('1.28392, 103.85153 (± 12 m)')).toBeInTheDocument();
    expect(screen.getByText('1.29110, 103.86020 (± 40 m)')).toBeInTheDocument();
    expect(screen.getAllByText('Outside the check-in area')).toHaveLength(1);
    expect(screen.getByText('Stayed for the audit')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Check out' })).not.toBeInTheDocument();
  });

  it('says so when the log is not theirs', async () => {
    renderApp('/staff-attendance/log-9', {
      ...asStaff,
      handlers: [apiRoute.get('/staff/attendance/log-9', () => envelope(null, 404, 'No')), noForms],
    });
    expect(await screen.findByText('Attendance log not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my attendance' })).toHaveAttribute(
      'href',
      '/staff-attendance',
    );
  });
});
