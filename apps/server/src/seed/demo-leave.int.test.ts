import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DeskBooking } from '@tembusu/contracts/desk-booking';
import {
  type CarryForwardReport,
  type LeaveBalance,
  type LeaveRequest,
  leaveStatuses,
} from '@tembusu/contracts/leave';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../calendar-dates.js';
import { groupedBy } from '../collections.js';
import { firstOverlap, halvesTaken } from '../modules/leave/leave-days.js';
import { acceptedContentType } from '../modules/uploads/file-kind.js';
import { apiCaller, createTestApp, type TestApp } from '../test/app.js';
import { signIn, signInDemo } from '../test/sign-in.js';
import { demoAccounts, demoPassword, seedDemo } from './demo.js';
import { demoPeople } from './demo-people.js';

// The demo's year of leave, read back through the API as the admin, the staff sign-in and the
// Engineering manager see it.

const now = new Date('2026-11-23T02:00:00Z');
const today = '2026-11-23';

type BalanceRow = { employeeId: string; name: string; balances: LeaveBalance[] };

describe("the demo organisation's leave", () => {
  let t: TestApp;
  let dataDir: string;
  let admin: string;
  let employee: string;
  const requests: LeaveRequest[] = [];
  const call = apiCaller(
    () => t.app,
    () => admin,
  );
  const of = (name: string) => requests.filter((request) => request.employee.name === name);
  const approvedDays = (request: LeaveRequest) =>
    request.status === 'approved' ? request.dayList.map((day) => day.date) : [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tembusu-demo-leave-'));
    t = await createTestApp({ clock: () => now, config: { dataDir } });
    await seedDemo(t.database.db, { now, dataDir });
    ({ admin, employee } = await signInDemo(t.app));
    for (let page = 1; ; page += 1) {
      const res = await call('GET', `/leaves/requests?page=${page}&pageSize=100`);
      expect(res.statusCode, res.body).toBe(200);
      const { items, total } = res.json().data;
      requests.push(...items);
      if (items.length === 0 || requests.length >= total) break;
    }
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('holds about 250 requests of the past year and the next two months, in every status and the types that apply', () => {
    expect(requests.length).toBeGreaterThanOrEqual(230);
    expect(requests.length).toBeLessThanOrEqual(270);
    const byStatus = groupedBy(requests, (request) => request.status);
    for (const status of leaveStatuses) {
      expect(byStatus.get(status)?.length ?? 0, status).toBeGreaterThanOrEqual(5);
    }
    expect(new Set(requests.map((request) => request.leaveType.code))).toEqual(
      new Set(['AL', 'SL', 'HL', 'CCL', 'ECL', 'ML', 'PL', 'NPL', 'CPL']),
    );
    expect(new Set(requests.map((request) => request.employee.id)).size).toBe(demoPeople.length);
    for (const request of requests) {
      expect(request.startDate >= addDays(today, -365), request.startDate).toBe(true);
      expect(request.endDate <= addDays(today, 62), request.endDate).toBe(true);
    }
    // Annual leave most of all.
    expect(requests.filter((request) => request.leaveType.code === 'AL').length).toBeGreaterThan(
      requests.length / 2,
    );
  });

  it('takes no half day of anyone twice', () => {
    for (const [, mine] of groupedBy(requests, (request) => request.employee.id)) {
      for (const [index, a] of mine.entries()) {
        for (const b of mine.slice(index + 1)) {
          const overlap = firstOverlap(halvesTaken(a), halvesTaken(b));
          expect(overlap, `${a.employee.name}: ${a.startDate} and ${b.startDate}`).toBeNull();
        }
      }
    }
  });

  it('tells each request’s story as the API records it, nothing of it after now', () => {
    for (const request of requests) {
      const label = `${request.employee.name} ${request.leaveType.code} ${request.startDate}`;
      const kinds = request.events.map((event) => event.kind);
      expect(kinds[0], label).toBe('submitted');
      const times = request.events.map((event) => event.at);
      expect(times, label).toEqual([...times].sort());
      expect(
        times.filter((at) => at > now.toISOString()),
        label,
      ).toEqual([]);
      expect(request.createdAt, label).toBe(times[0]);
      const last = kinds.at(-1);
      if (request.status === 'pending') {
        expect(['submitted', 'edited'], label).toContain(last);
        expect(request.pendingLevel, label).toBe(1);
        expect(request.waitingFor, label).not.toBeNull();
        expect(request.decidedBy, label).toBeNull();
      } else {
        expect(request.pendingLevel, label).toBeNull();
        const lastKind = { approved: 'approved', rejected: 'rejected', cancelled: 'cancelled' };
        expect(last, label).toBe(lastKind[request.status]);
      }
      if (request.status === 'rejected') expect(request.events.at(-1)?.comment).toBeTruthy();
      if (request.status === 'approved') expect(request.decidedBy, label).not.toBeNull();
      const needsMc = request.leaveType.code === 'SL' || request.leaveType.code === 'HL';
      expect(request.attachment !== null, label).toBe(needsMc);
      const forChild = ['CCL', 'ECL', 'ML', 'PL'].includes(request.leaveType.code);
      expect(request.child !== null, label).toBe(forChild);
    }
    // Decided by the person's reporting manager, or by the admin for those without one.
    const tans = of(demoAccounts.employee.name).filter((r) => r.status === 'approved');
    expect(tans.map((request) => request.decidedBy)).toContain('Ng Kok Leong');
  });

  it('leaves no balance below zero, on today, the last day of last year and two months ahead', async () => {
    for (const date of [today, '2025-12-31', addDays(today, 60)]) {
      const res = await call('GET', `/leaves/balances?date=${date}&pageSize=100`);
      expect(res.statusCode, res.body).toBe(200);
      const rows: BalanceRow[] = res.json().data.items;
      expect(rows).toHaveLength(demoPeople.length);
      for (const row of rows) {
        for (const balance of row.balances) {
          const label = `${row.name} ${balance.leaveType.code} on ${date}`;
          for (const figure of [balance.balance, balance.available]) {
            if (figure !== null) expect(Number(figure), label).toBeGreaterThanOrEqual(0);
          }
        }
      }
    }
    const tan = of(demoAccounts.employee.name)[0]?.employee.id;
    const own = await call('GET', `/leaves/balances/${tan}`);
    const annual = (own.json().data.balances as LeaveBalance[]).find(
      (balance) => balance.leaveType.code === 'AL',
    );
    expect(Number(annual?.taken)).toBeGreaterThan(0);
    expect(Number(annual?.carriedForward)).toBeGreaterThan(0);
  });

  it('has carried last year’s unused annual leave forward, up to its limit', async () => {
    const res = await call('GET', '/leaves/carry-forward?year=2026');
    expect(res.statusCode, res.body).toBe(200);
    const report: CarryForwardReport = res.json().data;
    // Everyone employed before 2026: two people joined in it.
    expect(report.rows).toHaveLength(demoPeople.length - 2);
    for (const row of report.rows) {
      expect(Number(row.carried)).toBeLessThanOrEqual(5);
      expect(Number(row.carried) + Number(row.forfeited)).toBeCloseTo(Number(row.unused));
      expect(row.expiresOn).toBe('2026-04-01');
    }
  });

  it('counts the days as the preview does, and each request passes the checks a new one would', async () => {
    const sample = requests.filter(
      (request, index) => index % 4 === 0 || request.employee.name === demoAccounts.employee.name,
    );
    expect(sample.length).toBeGreaterThan(60);
    for (const request of sample) {
      const res = await call('POST', '/leaves/requests/preview', {
        employeeId: request.employee.id,
        leaveTypeId: request.leaveType.id,
        startDate: request.startDate,
        endDate: request.endDate,
        startPart: request.startPart,
        endPart: request.endPart,
        reason: request.reason,
        attachmentId: request.attachment?.id ?? null,
        child: request.child,
        requestId: request.id,
      });
      expect(res.statusCode, res.body).toBe(200);
      const preview = res.json().data;
      const label = `${request.employee.name} ${request.leaveType.code} ${request.startDate}`;
      expect(preview.days, label).toBe(request.days);
      expect(preview.dayList, label).toEqual(request.dayList);
      if (request.status === 'pending' || request.status === 'approved') {
        expect(preview.problem, label).toBeNull();
      }
    }
  });

  it('shows Ng Kok Leong the pending leave of Engineering to approve, and he can approve it', async () => {
    const manager = await signIn(t.app, {
      url: '/api/v1/employee/login',
      payload: {
        email: 'ng.kokleong@tembusu.example',
        password: demoPassword,
        organizationID: 'DEMO',
      },
    });
    const res = await call('GET', '/staff/leaves/approvals?pageSize=100', undefined, manager);
    expect(res.statusCode, res.body).toBe(200);
    const waiting: LeaveRequest[] = res.json().data.items;
    const engineering = requests.filter(
      (request) =>
        request.status === 'pending' && request.employee.departmentName === 'Engineering',
    );
    expect(engineering.length).toBeGreaterThanOrEqual(3);
    expect(waiting.map((request) => request.id).sort()).toEqual(
      engineering.map((request) => request.id).sort(),
    );
    expect(waiting.map((request) => request.employee.name)).toContain(demoAccounts.employee.name);
    for (const request of waiting) {
      expect(request.canDecide).toBe(true);
      expect(request.waitingFor).toBe('Reporting manager: Ng Kok Leong');
    }
    const colleague = waiting.find(
      (request) => request.employee.name !== demoAccounts.employee.name,
    );
    const approved = await call(
      'POST',
      `/staff/leaves/approvals/${colleague?.id}/approve`,
      { comment: 'Enjoy' },
      manager,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', decidedBy: 'Ng Kok Leong' });
  });

  it('gives Tan Wei Ming a history of his own: approved, pending and refused leave', async () => {
    const res = await call('GET', '/staff/leaves?pageSize=100', undefined, employee);
    expect(res.statusCode, res.body).toBe(200);
    const own: LeaveRequest[] = res.json().data.items;
    const statuses = new Set(own.map((request) => request.status));
    for (const status of ['approved', 'pending', 'rejected'] as const) {
      expect(statuses, status).toContain(status);
    }
    expect(own.find((request) => request.status === 'pending')?.waitingFor).toBe(
      'Reporting manager: Ng Kok Leong',
    );
  });

  it('keeps the desks and rooms the browser tests book free of approved leave', async () => {
    // The staff sign-ins: desks in the next 14 days, rooms 21 to 24 days ahead.
    for (const { name } of [demoAccounts.employee, demoAccounts.employee2]) {
      const days = of(name).flatMap(approvedDays);
      expect(
        days.filter((date) => date >= today && date <= addDays(today, 30)),
        name,
      ).toEqual([]);
    }
    // Nobody holds one of the demo's desk bookings on a day of approved leave.
    const res = await call('GET', `/desk-booking?from=${today}&to=${addDays(today, 14)}`);
    expect(res.statusCode, res.body).toBe(200);
    const bookings: DeskBooking[] = res.json().data;
    expect(bookings.length).toBeGreaterThan(0);
    const away = new Set(
      requests.flatMap((request) =>
        approvedDays(request).map((date) => `${request.employee.id} ${date}`),
      ),
    );
    for (const booking of bookings) {
      expect(away.has(`${booking.employeeId} ${booking.date}`), booking.employeeName ?? '').toBe(
        false,
      );
    }
  });

  it('attaches the medical certificates as PDF files the upload check accepts', async () => {
    const sick = requests.filter((request) => request.attachment !== null).slice(0, 6);
    expect(sick.length).toBe(6);
    for (const request of sick) {
      const res = await call('GET', `/uploads/${request.attachment?.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const bytes = res.rawPayload;
      expect(acceptedContentType(request.attachment?.name ?? '', bytes)).toBe('application/pdf');
      expect(bytes.toString('latin1')).toContain(`Patient: ${request.employee.name}`);
    }
  });
});
