import type { AttendanceLog } from '@tembusu/contracts/attendance';
import type { Employee } from '@tembusu/contracts/employees';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import {
  absentLog,
  lateLog,
  onTimeLog,
  openLog,
  organizationInfo,
  overtimeLog,
  testNow,
} from '../attendance-log-test-data';
import { EmployeeAttendanceTab } from './attendance-log-employee-tab';

const employee = { id: 'emp-1', name: 'Tan Wei Ming' };
const approvedOvertime: AttendanceLog = {
  ...onTimeLog,
  id: '5b0b6c1e-0000-4000-8000-000000000006',
  workDate: '2026-03-09',
  dayKind: 'publicHoliday',
  overtimeMinutes: 45,
  overtimeApproved: true,
};
const march = [openLog, approvedOvertime, overtimeLog, absentLog, lateLog, onTimeLog];

/** Answers March with `march` and any other month with nothing; keeps each query. */
function renderTab(route = '/employees/emp-1/attendance-logs') {
  const asked: URLSearchParams[] = [];
  const rendered = renderApp(<EmployeeAttendanceTab employee={employee} />, {
    session: 'admin',
    route,
    path: '/employees/:id/attendance-logs',
    handlers: [
      apiRoute.get('/organization/info', () => envelope(organizationInfo)),
      apiRoute.get('/attendance/logs', ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        const items = query.get('from') === '2026-03-01' ? march : [];
        return envelope({ items, total: items.length });
      }),
    ],
  });
  return { ...rendered, asked };
}

const last = (asked: URLSearchParams[]) => Object.fromEntries(asked.at(-1) ?? []);
const total = (label: string) => screen.getByRole('listitem', { name: label }).textContent;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: testNow });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('EmployeeAttendanceTab', () => {
  it("asks for the person's logs of this month and adds up the month", async () => {
    const { asked } = renderTab();
    expect(await screen.findByRole('heading', { name: 'March 2026' })).toBeVisible();
    await screen.findByRole('list', { name: 'Month totals' });
    expect(last(asked)).toEqual({
      page: '1',
      pageSize: '100',
      employeeId: 'emp-1',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    // The absence is no day worked; overtime waiting for approval is not counted yet.
    expect(total('Days worked')).toBe('Days worked533 h 30 min worked · 1 absent');
    expect(total('Late')).toBe('Late20 min1 time');
    expect(total('Early out')).toBe('Early out30 min1 time');
    expect(total('Overtime')).toBe('Overtime45 min2 h waiting for approval');
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('lists the logs five at a time, each a link to the log', async () => {
    renderTab();
    const table = await screen.findByRole('table', { name: 'Attendance logs of March 2026' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(within(table).getByRole('link', { name: '03/18/2026' })).toHaveAttribute(
      'href',
      `/attendance/log-list/${openLog.id}`,
    );
    expect(rows[2]).toHaveTextContent('2 hWaiting for approval');
    expect(screen.getByText('Showing 1–5 of 6')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: '03/02/2026' })).toBeVisible();
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('moves a month back and forth, keeping the month in the address', async () => {
    const { asked, router } = renderTab();
    await screen.findByRole('table', { name: 'Attendance logs of March 2026' });
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('heading', { name: 'February 2026' })).toBeVisible();
    await waitFor(() =>
      expect(last(asked)).toMatchObject({ from: '2026-02-01', to: '2026-02-28' }),
    );
    expect(router.state.location.search).toBe('?month=2026-02');
    expect(await screen.findByText('No attendance logs in February 2026.')).toBeVisible();
    expect(total('Days worked')).toBe('Days worked0');
    expect(total('Overtime')).toBe('OvertimeNone');

    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { name: 'March 2026' })).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it('opens at the month the address names', async () => {
    const { asked } = renderTab('/employees/emp-1/attendance-logs?month=2025-12');
    expect(await screen.findByRole('heading', { name: 'December 2025' })).toBeVisible();
    await waitFor(() =>
      expect(last(asked)).toMatchObject({ from: '2025-12-01', to: '2025-12-31' }),
    );
  });
});

const record: Employee = {
  id: 'emp-1',
  organizationId: 'org-1',
  personal: {
    name: 'Tan Wei Ming',
    email: 'employee@tembusu.example',
    idType: 'NRIC',
    idNumber: 'S8195028H',
    race: 'Chinese',
    religion: 'None',
    gender: 'Male',
    maritalStatus: 'Single',
    nationality: 'SG',
    residency: 'Citizen',
    prStartDate: null,
    dateOfBirth: '1990-05-14',
    educationLevel: null,
    phone: null,
    address: null,
    postalCode: null,
    emergencyContactName: null,
    emergencyContactRelationship: null,
    emergencyContactPhone: null,
    photoId: null,
  },
  employment: {
    employeeNumber: 'EMP-0001',
    roleTitle: 'Software Engineer',
    departmentId: null,
    branchId: null,
    employmentType: 'fullTime',
    workMode: 'onsite',
    employmentStartDate: '2021-01-04',
    employmentEndDate: null,
    workPassExpiryDate: null,
    managerId: null,
    timeZone: 'Asia/Singapore',
    countryOfWork: 'SG',
    isActive: true,
    salaryBasis: 'Monthly',
    salaryAmount: '5200.00',
    paySchemeTemplateId: null,
    paySchemeTemplateName: null,
    paymentMode: 'cash',
    bankCode: null,
    bankAccountNumber: null,
    excludeCPFContributions: false,
    isTurnOnAttendLog: false,
    prCpfScheme: 'graduated',
    communityFundOverride: false,
    communityFunds: ['CDAC'],
  },
  departmentName: null,
  branchName: null,
  managerName: null,
  age: 35,
};

describe("the employee record's Attendance tab", () => {
  it('is a tab of the record at /employees/{id}/attendance-logs', async () => {
    renderApp('/employees/emp-1/attendance-logs', {
      session: 'admin',
      handlers: [
        apiRoute.get('/employee/emp-1', () => envelope(record)),
        apiRoute.get('/organization/info', () => envelope(organizationInfo)),
        apiRoute.get('/attendance/logs', () => envelope({ items: march, total: march.length })),
      ],
    });
    expect(await screen.findByRole('tab', { name: 'Attendance', selected: true })).toBeVisible();
    expect(await screen.findByRole('list', { name: 'Month totals' })).toBeVisible();
  });

  it('is not offered to an assistant admin kept from Attendance', async () => {
    renderApp('/employees/emp-1/leave-details', {
      session: { role: 'asstadmin', preventAccess: ['/attendance'] },
      handlers: [
        apiRoute.get('/employee/emp-1', () => envelope(record)),
        apiRoute.get('/leaves/balances/emp-1', () => envelope({ balances: [] })),
        apiRoute.get('/leaves/requests', () => envelope({ items: [], total: 0 })),
      ],
    });
    expect(await screen.findByRole('tab', { name: 'Leave', selected: true })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Attendance' })).toBeNull();
  });
});
