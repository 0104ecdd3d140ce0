import type {
  LeaveBalance,
  LeaveBalancesOfEmployee,
  LeavePreview,
  LeaveRequest,
  LeaveType,
} from '@tembusu/contracts/leave';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';

const asStaff = { session: 'employee' } as const;

const annualLeave: LeaveType = {
  id: '6f1c0c2e-0000-4000-8000-000000000001',
  name: 'Annual Leave',
  code: 'AL',
  description: null,
  colour: '#228be6',
  paid: true,
  entitlementRule: 'annualByService',
  fixedDays: null,
  prorated: true,
  accrual: 'upfront',
  carryForwardLimit: '5.0',
  carryForwardExpiryMonths: 3,
  encashable: false,
  documentRequired: false,
  eligibleGenders: [],
  minServiceMonths: 0,
  eligibleResidencies: [],
  eligibleEmploymentTypes: [],
  halfDayAllowed: true,
  countsRestDays: false,
  countsPublicHolidays: false,
  allowNegative: false,
  isActive: true,
  statutory: true,
};

function balance(
  leaveType: Pick<LeaveBalance['leaveType'], 'name' | 'entitlementRule'> & { paid?: boolean },
  figures: Partial<LeaveBalance>,
): LeaveBalance {
  return {
    leaveType: {
      id: leaveType.name,
      code: leaveType.name.slice(0, 2).toUpperCase(),
      colour: '#2f9e44',
      paid: true,
      ...leaveType,
    },
    yearStart: '2026-01-01',
    yearEnd: '2026-12-31',
    entitlement: null,
    earned: null,
    carriedForward: '0.0',
    expired: '0.0',
    adjusted: '0.0',
    taken: '0.0',
    pending: '0.0',
    balance: null,
    available: null,
    notYetEligible: null,
    ...figures,
  };
}

const balances: LeaveBalancesOfEmployee = {
  employeeId: 'e1',
  date: '2026-03-01',
  balances: [
    balance(
      { name: 'Annual Leave', entitlementRule: 'annualByService' },
      {
        entitlement: '14.0',
        earned: '14.0',
        carriedForward: '2.0',
        taken: '4.5',
        pending: '3.0',
        balance: '11.5',
        available: '8.5',
      },
    ),
    balance(
      { name: 'Outpatient Sick Leave', entitlementRule: 'sickOutpatient' },
      { notYetEligible: 'After 3 months of service' },
    ),
    balance({ name: 'No-pay Leave', entitlementRule: 'unlimited', paid: false }, { taken: '1.0' }),
  ],
};

function leaveRequest(overrides: Partial<LeaveRequest> = {}): LeaveRequest {
  return {
    id: 'r1',
    employee: {
      id: 'e1',
      name: 'Tan Wei Ming',
      employeeNumber: 'EMP-0001',
      departmentName: 'Finance',
      branchName: null,
    },
    leaveType: {
      id: annualLeave.id,
      name: 'Annual Leave',
      code: 'AL',
      colour: '#228be6',
      paid: true,
    },
    startDate: '2026-03-02',
    endDate: '2026-03-04',
    startPart: 'full',
    endPart: 'full',
    days: '3.0',
    dayList: [
      { date: '2026-03-02', portion: '1' },
      { date: '2026-03-03', portion: '1' },
      { date: '2026-03-04', portion: '1' },
    ],
    reason: 'Family trip',
    attachment: null,
    child: null,
    status: 'pending',
    pendingLevel: 1,
    waitingFor: 'Reporting manager: Lim Mei Ling',
    decidedBy: null,
    decidedAt: null,
    events: [
      {
        kind: 'submitted',
        level: null,
        actorName: 'Tan Wei Ming',
        comment: null,
        at: '2026-02-20T02:00:00.000Z',
      },
    ],
    createdAt: '2026-02-20T02:00:00.000Z',
    canEdit: true,
    canCancel: true,
    canDecide: false,
    ...overrides,
  };
}

const mine = leaveRequest();
const teammates = leaveRequest({
  id: 'r9',
  employee: {
    id: 'e2',
    name: 'Nur Aisyah',
    employeeNumber: 'EMP-0002',
    departmentName: 'Finance',
    branchName: null,
  },
  reason: 'Moving house',
  canEdit: false,
  canCancel: false,
  canDecide: true,
});

const page = (items: LeaveRequest[]) => envelope({ items, total: items.length });

/** The list page's calls: my balances and requests, and what waits for my decision. */
function listHandlers(
  requests: LeaveRequest[] = [mine],
  waiting: LeaveRequest[] = [],
): RequestHandler[] {
  return [
    apiRoute.get('/staff/leaves/balances', () => envelope(balances)),
    apiRoute.get('/staff/leaves/approvals', () => page(waiting)),
    apiRoute.get('/staff/leaves', () => page(requests)),
  ];
}

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('StaffLeavesPage', () => {
  it('shows my balances and my requests, and no "To approve" tab when nothing waits', async () => {
    renderApp('/staff-leaves', { ...asStaff, handlers: listHandlers() });

    const cards = await screen.findByRole('list', { name: 'My balances' });
    const card = (name: string) => within(cards).getByRole('listitem', { name });
    expect(card('Annual Leave')).toHaveTextContent('8.5 of 14 days available');
    expect(
      within(card('Annual Leave'))
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['4.5', '3', '2']);
    expect(card('Outpatient Sick Leave')).toHaveTextContent('After 3 months of service');
    expect(card('No-pay Leave')).toHaveTextContent('No limit');
    expect(card('No-pay Leave')).toHaveTextContent('Unpaid');
    expect(screen.getByText('Leave year 01/01/2026 – 12/31/2026')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'My leave requests' });
    const [, row] = within(table).getAllByRole('row');
    if (!row) throw new Error('no row');
    expect(cellTexts(row)).toEqual([
      'Annual Leave',
      '03/02/2026 – 03/04/2026',
      '3 days',
      'Pending',
      'Cancel',
    ]);
    expect(within(row).getByRole('link', { name: 'Annual Leave' })).toHaveAttribute(
      'href',
      '/staff-leaves/r1',
    );

    expect(screen.getByRole('tab', { name: 'My requests' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /To approve/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply for leave' })).toHaveAttribute(
      'href',
      '/staff-leaves/create',
    );
  });

  it('asks the server for the status chosen', async () => {
    const asked: (string | null)[] = [];
    renderApp('/staff-leaves', {
      ...asStaff,
      handlers: [
        apiRoute.get('/staff/leaves', ({ request }) => {
          const status = new URL(request.url).searchParams.get('status');
          asked.push(status);
          return page(status === 'approved' ? [] : [mine]);
        }),
        ...listHandlers(),
      ],
    });
    await screen.findByRole('table', { name: 'My leave requests' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Approved' }));
    expect(await screen.findByText('No approved requests.')).toBeInTheDocument();
    expect(asked).toContain('approved');
  });

  it('cancels a request after asking, with the comment left out', async () => {
    const cancelled: unknown[] = [];
    renderApp('/staff-leaves', {
      ...asStaff,
      handlers: [
        apiRoute.post('/staff/leaves/:id/cancel', async ({ request, params }) => {
          cancelled.push({ id: params.id, body: await request.json() });
          return envelope(leaveRequest({ status: 'cancelled', canCancel: false, canEdit: false }));
        }),
        ...listHandlers(),
      ],
    });
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Cancel Annual Leave, 03/02/2026 – 03/04/2026 (3 days)',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel leave request' });
    expect(dialog).toHaveTextContent(
      'Cancelling your leave: Annual Leave, 03/02/2026 – 03/04/2026 (3 days). Are you sure you want to proceed?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel leave' }));

    expect(await screen.findByText('Leave request has been cancelled')).toBeInTheDocument();
    expect(cancelled).toEqual([{ id: 'r1', body: { comment: null } }]);
  });

  it('shows "To approve" when requests wait, and rejects only with a reason', async () => {
    const decisions: unknown[] = [];
    renderApp('/staff-leaves', {
      ...asStaff,
      handlers: [
        apiRoute.post('/staff/leaves/approvals/:id/:decision', async ({ request, params }) => {
          decisions.push({ id: params.id, decision: params.decision, body: await request.json() });
          return envelope({ ...teammates, status: 'rejected', canDecide: false });
        }),
        ...listHandlers([mine], [teammates]),
      ],
    });
    await userEvent.click(await screen.findByRole('tab', { name: /To approve/ }));
    const table = await screen.findByRole('table', { name: 'Leave requests to approve' });
    const [, row] = within(table).getAllByRole('row');
    if (!row) throw new Error('no row');
    expect(cellTexts(row)).toEqual([
      'Nur AisyahEMP-0002',
      'Annual Leave',
      '03/02/2026 – 03/04/2026',
      '3 days',
      'Moving house',
      'ApproveReject',
    ]);

    await userEvent.click(within(row).getByRole('button', { name: /^Reject Nur Aisyah's/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject leave' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Say why the leave is rejected')).toBeInTheDocument();
    expect(decisions).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Comment/ }), 'Year end');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Leave request has been rejected')).toBeInTheDocument();
    expect(decisions).toEqual([{ id: 'r9', decision: 'reject', body: { comment: 'Year end' } }]);
  });

  it('shows my requests as cards on a phone', async () => {
    setViewportWidth(390);
    const { router } = renderApp('/staff-leaves', {
      ...asStaff,
      handlers: [apiRoute.get('/staff/leaves/r1', () => envelope(mine)), ...listHandlers()],
    });
    const cards = await screen.findByRole('list', { name: 'My leave requests' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [card] = within(cards).getAllByRole('listitem');
    if (!card) throw new Error('no card');
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Leave type', 'Dates', 'Days', 'Status', 'Action']);
    await userEvent.click(within(card).getByText('3 days'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff-leaves/r1'));
  });
});

describe('StaffLeaveCreatePage', () => {
  it('shows what the request counts, then submits it and goes back to the list', async () => {
    const previews: unknown[] = [];
    const submitted: unknown[] = [];
    const preview: LeavePreview = {
      days: '3.0',
      dayList: mine.dayList,
      balanceAfter: '5.5',
      problem: null,
    };
    const oneDay: LeavePreview = { ...preview, days: '1.0', balanceAfter: '7.5' };
    const { router } = renderApp('/staff-leaves/create', {
      ...asStaff,
      handlers: [
        apiRoute.get('/staff/leaves/types', () => envelope([annualLeave])),
        apiRoute.post('/staff/leaves/preview', async ({ request }) => {
          const asked = (await request.json()) as { endDate: string };
          previews.push(asked);
          // The end date follows the start until it is typed: that first answer counts a day.
          return envelope(asked.endDate === '2026-03-04' ? preview : oneDay);
        }),
        apiRoute.post('/staff/leaves', async ({ request }) => {
          submitted.push(await request.json());
          return envelope(mine, 201);
        }),
        ...listHandlers(),
      ],
    });

    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Leave type' }));
    await user.click(await screen.findByRole('option', { name: 'Annual Leave' }));
    await user.type(screen.getByRole('textbox', { name: 'Start date' }), '03/02/2026');
    const end = screen.getByRole('textbox', { name: 'End date' });
    await user.clear(end);
    await user.type(end, '03/04/2026');
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Family trip');

    const request = {
      leaveTypeId: annualLeave.id,
      startDate: '2026-03-02',
      endDate: '2026-03-04',
      startPart: 'full',
      endPart: 'full',
    };
    const box = screen.getByRole('status', { name: 'Preview' });
    await waitFor(() => expect(box).toHaveTextContent('Counts 3 days'));
    expect(box).toHaveTextContent('Balance after: 5.5 days');
    expect(previews.at(-1)).toMatchObject(request);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Leave request has been submitted')).toBeInTheDocument();
    expect(submitted).toEqual([
      { ...request, reason: 'Family trip', attachmentId: null, child: null },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff-leaves'));
  });
});

describe('StaffLeavePage', () => {
  it('shows the request with its history, Edit and Cancel', async () => {
    renderApp('/staff-leaves/r1', {
      ...asStaff,
      handlers: [apiRoute.get('/staff/leaves/r1', () => envelope(mine))],
    });
    expect(await screen.findByRole('heading', { name: 'Annual Leave' })).toBeInTheDocument();
    expect(screen.getByText('Reporting manager: Lim Mei Ling')).toBeInTheDocument();
    expect(screen.getByText('Family trip')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/staff-leaves-summary/edit/r1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel leave' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel leave request' })).toBeVisible();
  });

  it('offers neither Edit nor Cancel once the request is decided', async () => {
    renderApp('/staff-leaves/r1', {
      ...asStaff,
      handlers: [
        apiRoute.get('/staff/leaves/r1', () =>
          envelope(leaveRequest({ status: 'rejected', canEdit: false, canCancel: false })),
        ),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Annual Leave' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel leave' })).not.toBeInTheDocument();
  });

  it('says so when the request is not theirs', async () => {
    renderApp('/staff-leaves/r7', {
      ...asStaff,
      handlers: [apiRoute.get('/staff/leaves/r7', () => envelope(null, 404, 'No'))],
    });
    expect(await screen.findByText('Leave request not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my leave' })).toHaveAttribute(
      'href',
      '/staff-leaves',
    );
  });
});

describe('StaffLeaveEditPage', () => {
  it('saves the changed request and goes back to it', async () => {
    const saved: unknown[] = [];
    const { router } = renderApp('/staff-leaves-summary/edit/r1', {
      ...asStaff,
      handlers: [
        apiRoute.get('/staff/leaves/types', () => envelope([annualLeave])),
        apiRoute.get('/staff/leaves/r1', () => envelope(mine)),
        apiRoute.post('/staff/leaves/preview', () =>
          envelope({ days: '3.0', dayList: mine.dayList, balanceAfter: '8.5', problem: null }),
        ),
        apiRoute.put('/staff/leaves/r1', async ({ request }) => {
          saved.push(await request.json());
          return envelope(mine);
        }),
      ],
    });
    const user = userEvent.setup();
    const reason = await screen.findByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveValue('Family trip');
    await user.clear(reason);
    await user.type(reason, 'Family wedding');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Leave request has been saved')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        leaveTypeId: annualLeave.id,
        startDate: '2026-03-02',
        endDate: '2026-03-04',
        startPart: 'full',
        endPart: 'full',
        reason: 'Family wedding',
        attachmentId: null,
        child: null,
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff-leaves/r1'));
  });

  it('says a decided request can no longer be changed', async () => {
    renderApp('/staff-leaves-summary/edit/r1', {
      ...asStaff,
      handlers: [
        apiRoute.get('/staff/leaves/types', () => envelope([annualLeave])),
        apiRoute.get('/staff/leaves/r1', () =>
          envelope(leaveRequest({ status: 'approved', canEdit: false, canCancel: true })),
        ),
      ],
    });
    expect(await screen.findByText('This request can no longer be changed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the request' })).toHaveAttribute(
      'href',
      '/staff-leaves/r1',
    );
  });
});
