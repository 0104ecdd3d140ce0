import type { AttendanceLog } from '@tembusu/contracts/attendance';
import type { Branch } from '@tembusu/contracts/organization';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { overtimeLog, testNow } from '../attendance-log-test-data';

const branch = (id: string, name: string, timeZone: string, isActive = true): Branch => ({
  id,
  name,
  organizationId: 'org-1',
  address: null,
  postalCode: null,
  phone: null,
  timeZone,
  latitude: null,
  longitude: null,
  geofenceRadiusMeters: null,
  isActive,
});
const rafflesPlace = branch(
  '0b1a0000-0000-4000-8000-000000000001',
  'Raffles Place',
  'Asia/Singapore',
);
const jakarta = branch('0b1a0000-0000-4000-8000-000000000002', 'Jakarta Office', 'Asia/Jakarta');
const closed = branch(
  '0b1a0000-0000-4000-8000-000000000003',
  'Old Outlet',
  'Asia/Singapore',
  false,
);

const tanId = '0e1a0000-0000-4000-8000-000000000001';
const tan = {
  id: tanId,
  name: 'Tan Wei Ming',
  timezone: 'Asia/Singapore',
  employeeTimezone: 'Asia/Singapore',
  isActive: true,
  departmentId: null,
  branchId: null,
};

/** Tan Wei Ming's rest day at the Jakarta office, 09:00 to 20:00 there. */
const jakartaLog: AttendanceLog = {
  ...overtimeLog,
  employee: { ...overtimeLog.employee, id: tanId },
  branch: { id: jakarta.id, name: jakarta.name, timeZone: jakarta.timeZone },
};

/** The calls the form makes, each save's method and body kept. */
function logApi(refusal?: { status: number; message: string; field: string | null }) {
  const saved: { method: string; body: unknown }[] = [];
  const keep = async ({ request }: { request: Request }) => {
    saved.push({ method: request.method, body: await request.json() });
    if (refusal) {
      return HttpResponse.json(
        { statusCode: refusal.status, message: refusal.message, data: null, field: refusal.field },
        { status: refusal.status },
      );
    }
    return envelope(jakartaLog, request.method === 'POST' ? 201 : 200);
  };
  const handlers = [
    apiRoute.get('/organization/branches', () => envelope([rafflesPlace, jakarta, closed])),
    apiRoute.get('/employee', () => envelope([tan])),
    apiRoute.get(`/attendance/logs/${jakartaLog.id}`, () => envelope(jakartaLog)),
    apiRoute.get('/attendance/audits', () => envelope({ items: [], total: 0 })),
    apiRoute.post('/attendance/logs', keep),
    apiRoute.put(`/attendance/logs/${jakartaLog.id}`, keep),
  ];
  return { handlers, saved };
}

async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

async function choose(name: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: testNow });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AttendanceLogCreatePage', () => {
  it("records a day on the chosen branch's clock, then opens the log", async () => {
    const api = logApi();
    const { router } = renderApp('/attendance/log-list/create', {
      session: 'admin',
      handlers: api.handlers,
    });
    expect(await screen.findByRole('heading', { name: 'Record a log' })).toBeVisible();
    await screen.findByRole('button', { name: 'Save' });
    await choose('Employee', 'Tan Wei Ming');
    await fill(field('Work date'), '03/07/2026');
    // The check-in and check-out fall on the work date until set apart.
    expect(field('Check-in date')).toHaveValue('03/07/2026');
    expect(field('Check-out date')).toHaveValue('03/07/2026');
    await userEvent.click(screen.getByRole('combobox', { name: /^Branch\/Outlet/ }));
    expect(screen.queryByRole('option', { name: 'Old Outlet' })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: 'Jakarta Office' }));
    expect(screen.getByText('Times on the clock of Jakarta Office (Asia/Jakarta).')).toBeVisible();
    await fill(field('Check-in time'), '09:00');
    await fill(field('Check-out time'), '20:00');
    await fill(field('Reason'), 'Worked the rest day; no phone');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.saved).toHaveLength(1));
    expect(api.saved[0]).toEqual({
      method: 'POST',
      body: {
        employeeId: tanId,
        workDate: '2026-03-07',
        branchId: jakarta.id,
        // 09:00 and 20:00 in Jakarta (UTC+7).
        checkInAt: '2026-03-07T02:00:00.000Z',
        checkOutAt: '2026-03-07T13:00:00.000Z',
        reason: 'Worked the rest day; no phone',
      },
    });
    expect(await screen.findByRole('dialog', { name: 'Success' })).toHaveTextContent(
      'Attendance log has been saved',
    );
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/attendance/log-list/${jakartaLog.id}`),
    );
  });

  it('says what is missing or wrong beside each field, and sends nothing', async () => {
    const api = logApi();
    renderApp('/attendance/log-list/create', { session: 'admin', handlers: api.handlers });
    await screen.findByRole('button', { name: 'Save' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose an employee')).toBeInTheDocument();
    expect(screen.getByText('Choose the work date')).toBeInTheDocument();
    expect(screen.getByText('Choose a branch')).toBeInTheDocument();
    expect(screen.getByText('Choose the check-in date')).toBeInTheDocument();
    expect(screen.getByText('Enter the check-in time')).toBeInTheDocument();
    expect(screen.getByText('Say why')).toBeInTheDocument();

    await choose('Employee', 'Tan Wei Ming');
    await fill(field('Work date'), '03/07/2026');
    await choose('Branch/Outlet', 'Raffles Place');
    await fill(field('Check-in time'), '18:00');
    await fill(field('Check-out time'), '09:00');
    await fill(field('Reason'), 'Forgot');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The check-out must be after the check-in')).toBeInTheDocument();
    expect(api.saved).toHaveLength(0);
  });

  it("shows the server's refusal of a field beside it", async () => {
    const api = logApi({
      status: 400,
      message: 'checkInAt: on 07 Mar 2026 or a day either side',
      field: 'checkInAt',
    });
    renderApp('/attendance/log-list/create', { session: 'admin', handlers: api.handlers });
    await screen.findByRole('button', { name: 'Save' });
    await choose('Employee', 'Tan Wei Ming');
    await fill(field('Work date'), '03/07/2026');
    await choose('Branch/Outlet', 'Raffles Place');
    await fill(field('Check-in date'), '03/10/2026');
    await fill(field('Check-in time'), '09:00');
    await fill(field('Reason'), 'Forgot');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const error = await screen.findByRole('dialog', { name: 'Error!' });
    expect(error).toHaveTextContent('checkInAt: on 07 Mar 2026 or a day either side');
    await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
    expect(field('Check-in time')).toHaveAccessibleDescription(
      'On 07 Mar 2026 or a day either side',
    );
    // No check-out time: no check-out.
    expect(api.saved[0]?.body).toMatchObject({
      checkInAt: '2026-03-10T01:00:00.000Z',
      checkOutAt: null,
    });
  });
});

describe('AttendanceLogEditPage', () => {
  it("loads the log on its branch's clock, keeps whose day it is, and saves the change", async () => {
    const api = logApi();
    const { router } = renderApp(`/attendance/log-list/edit/${jakartaLog.id}`, {
      session: 'admin',
      handlers: api.handlers,
    });
    expect(await screen.findByRole('heading', { name: 'Edit attendance log' })).toBeVisible();
    expect(await screen.findByRole('textbox', { name: 'Employee' })).toHaveValue('Tan Wei Ming');
    expect(screen.getByRole('textbox', { name: 'Employee' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Work date' })).toHaveValue('03/07/2026');
    expect(screen.getByRole('textbox', { name: 'Work date' })).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: /^Branch\/Outlet/ })).toHaveValue('Jakarta Office');
    expect(field('Check-in date')).toHaveValue('03/07/2026');
    expect(field('Check-in time')).toHaveValue('09:00');
    expect(field('Check-out time')).toHaveValue('20:00');

    await fill(field('Check-out time'), '19:30');
    await fill(field('Reason'), 'Left early, forgot to check out');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.saved).toHaveLength(1));
    expect(api.saved[0]).toEqual({
      method: 'PUT',
      body: {
        branchId: jakarta.id,
        checkInAt: '2026-03-07T02:00:00.000Z',
        checkOutAt: '2026-03-07T12:30:00.000Z',
        reason: 'Left early, forgot to check out',
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/attendance/log-list/${jakartaLog.id}`),
    );
  });

  it('reads the same clock times on another branch, and clears a check-out', async () => {
    const api = logApi();
    renderApp(`/attendance/log-list/edit/${jakartaLog.id}`, {
      session: 'admin',
      handlers: api.handlers,
    });
    expect(await screen.findByLabelText(/^Check-in time/)).toHaveValue('09:00');
    await choose('Branch/Outlet', 'Raffles Place');
    await userEvent.clear(field('Check-out time'));
    await fill(field('Reason'), 'Was at Raffles Place');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.saved).toHaveLength(1));
    expect(api.saved[0]?.body).toEqual({
      branchId: rafflesPlace.id,
      // 09:00 in Singapore (UTC+8).
      checkInAt: '2026-03-07T01:00:00.000Z',
      checkOutAt: null,
      reason: 'Was at Raffles Place',
    });
  });
});
