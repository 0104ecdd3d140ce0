import type { LeaveBalance, LeaveRequest } from '@tembusu/contracts/leave';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { EmployeeLeaveTab } from './employee-leave-tab';

const employee = { id: 'emp-1', name: 'Lee Jia Hui' };
const todayIso = () => dayjs().format('YYYY-MM-DD');
const annualId = '6a1d2c3b-0000-4000-8000-000000000001';

const annual: LeaveBalance = {
  leaveType: {
    id: annualId,
    name: 'Annual leave',
    code: 'AL',
    colour: '#228be6',
    paid: true,
    entitlementRule: 'annualByService',
  },
  yearStart: '2026-01-01',
  yearEnd: '2026-12-31',
  entitlement: '14.0',
  earned: '14.0',
  carriedForward: '3.0',
  expired: '1.0',
  adjusted: '-0.5',
  taken: '4.5',
  pending: '2.0',
  balance: '11.0',
  available: '9.0',
  notYetEligible: null,
};
const childcare: LeaveBalance = {
  ...annual,
  leaveType: {
    id: '6a1d2c3b-0000-4000-8000-000000000002',
    name: 'Childcare leave',
    code: 'CCL',
    colour: '#2f9e44',
    paid: true,
    entitlementRule: 'childcare',
  },
  entitlement: '0.0',
  earned: '0.0',
  carriedForward: '0.0',
  expired: '0.0',
  adjusted: '0.0',
  taken: '0.0',
  pending: '0.0',
  balance: '0.0',
  available: '0.0',
  notYetEligible: 'After 3 months of service',
};
const noPay: LeaveBalance = {
  ...childcare,
  leaveType: {
    id: '6a1d2c3b-0000-4000-8000-000000000003',
    name: 'No-pay leave',
    code: 'NPL',
    colour: '#495057',
    paid: false,
    entitlementRule: 'unlimited',
  },
  entitlement: null,
  earned: null,
  taken: '1.0',
  balance: null,
  available: null,
  notYetEligible: null,
};

const request = {
  id: 'req-1',
  employee: {
    id: 'emp-1',
    name: 'Lee Jia Hui',
    employeeNumber: 'EMP-0007',
    departmentName: null,
    branchName: null,
  },
  leaveType: { id: annualId, name: 'Annual leave', code: 'AL', colour: '#228be6', paid: true },
  startDate: '2026-03-02',
  endDate: '2026-03-04',
  startPart: 'full',
  endPart: 'AM',
  days: '2.5',
  dayList: [],
  reason: null,
  attachment: null,
  child: null,
  status: 'approved',
  pendingLevel: null,
  waitingFor: null,
  decidedBy: 'Test User',
  decidedAt: '2026-02-20T02:00:00.000Z',
  events: [],
  createdAt: '2026-02-19T02:00:00.000Z',
  canEdit: true,
  canCancel: true,
  canDecide: false,
} satisfies LeaveRequest;

function tabApi() {
  const asked: string[] = [];
  const adjustments: unknown[] = [];
  const handlers = [
    apiRoute.get('/leaves/balances/:employeeId', ({ request: call }) => {
      const url = new URL(call.url);
      asked.push(url.pathname + url.search);
      return envelope({
        employeeId: 'emp-1',
        date: '2026-03-02',
        balances: [annual, childcare, noPay],
      });
    }),
    apiRoute.get('/leaves/requests', ({ request: call }) => {
      const url = new URL(call.url);
      asked.push(url.pathname + url.search);
      return envelope({ items: [request], total: 1 });
    }),
    apiRoute.post('/leaves/balances/:employeeId/adjustments', async ({ request: call }) => {
      adjustments.push(await call.json());
      return envelope({ employeeId: 'emp-1', date: '2026-03-02', balances: [annual] }, 201);
    }),
  ];
  return { handlers, asked, adjustments };
}

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('EmployeeLeaveTab', () => {
  it("shows every figure of the employee's balance of each type", async () => {
    const api = tabApi();
    renderApp(<EmployeeLeaveTab employee={employee} />, { handlers: api.handlers });
    const table = await screen.findByRole('table', { name: 'Leave balances' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Leave type',
      'Entitlement',
      'Earned',
      'Carried forward',
      'Expired',
      'Adjusted',
      'Taken',
      'Pending',
      'Balance',
      'Available',
    ]);
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(cellTexts(first as HTMLElement)).toEqual([
      'Annual leave',
      '14',
      '14',
      '3',
      '1',
      '-0.5',
      '4.5',
      '2',
      '11',
      '9',
    ]);
    expect(cellTexts(second as HTMLElement)[0]).toBe('Childcare leaveAfter 3 months of service');
    expect(cellTexts(third as HTMLElement)).toEqual([
      'No-pay leave',
      '—',
      '—',
      '0',
      '0',
      '0',
      '1',
      '0',
      '—',
      'No limit',
    ]);
    expect(api.asked).toContain(`/api/v1/leaves/balances/emp-1?date=${todayIso()}`);
  });

  it('lists their requests, each linking to its page', async () => {
    const api = tabApi();
    renderApp(<EmployeeLeaveTab employee={employee} />, { handlers: api.handlers });
    const table = await screen.findByRole('table', { name: 'Leave requests' });
    expect(api.asked).toContain('/api/v1/leaves/requests?page=1&pageSize=5&employeeId=emp-1');
    const [, row] = within(table).getAllByRole('row');
    expect(cellTexts(row as HTMLElement)).toEqual([
      '03/02/2026 – 03/04/2026 AM',
      'Annual leave',
      '2.5 days',
      'Approved',
    ]);
    expect(
      within(row as HTMLElement).getByRole('link', { name: '03/02/2026 – 03/04/2026 AM' }),
    ).toHaveAttribute('href', '/leaves/leaves-summary/req-1');
  });

  it('adjusts a balance from the tab', async () => {
    const api = tabApi();
    renderApp(<EmployeeLeaveTab employee={employee} />, { handlers: api.handlers });
    await screen.findByRole('table', { name: 'Leave balances' });
    await userEvent.click(screen.getByRole('button', { name: 'Adjust' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust leave balance' });
    expect(dialog).toHaveTextContent('Lee Jia Hui');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Leave type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Annual leave' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Days' }), '2');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Long service');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    await waitFor(() =>
      expect(api.adjustments).toEqual([
        { leaveTypeId: annualId, days: 2, date: todayIso(), reason: 'Long service' },
      ]),
    );
  });
});
