import type { LeaveRequest } from '@tembusu/contracts/leave';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import { annualLeave, approvedRequest, leaveRequest, sickLeave } from '../leave-request-test-data';

const engineering = { id: 'd1', name: 'Engineering' };
const rafflesPlace = { id: 'b1', name: 'Raffles Place' };

/** Answers the list with `rows`, and keeps the query of each request for it. */
function listAnswers(rows: LeaveRequest[]) {
  const asked: URLSearchParams[] = [];
  const handler = apiRoute.get('/leaves/requests', ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return envelope({ items: rows, total: rows.length });
  });
  return { asked, handler };
}

const pickLists = [
  apiRoute.get('/leaves/types', () => envelope([annualLeave, sickLeave])),
  apiRoute.get('/organization/departments', () => envelope([engineering])),
  apiRoute.get('/organization/branches', () => envelope([rafflesPlace])),
];

function renderList(path: string, rows: LeaveRequest[], handlers: RequestHandler[] = []) {
  const list = listAnswers(rows);
  const rendered = renderApp(path, {
    session: 'admin',
    handlers: [list.handler, ...pickLists, ...handlers],
  });
  return { ...rendered, asked: list.asked };
}

const last = (asked: URLSearchParams[]) => Object.fromEntries(asked.at(-1) ?? []);

describe('LeaveSummaryPage', () => {
  it("sends the address's filters in the query, and a filter chosen after", async () => {
    const { asked, router } = renderList(
      `/leaves/leaves-summary?status=pending&type=${annualLeave.id}&department=d1&branch=b1&from=2026-03-01&to=2026-03-31&search=tan`,
      [leaveRequest],
    );
    expect(await screen.findByRole('heading', { name: 'Leave requests' })).toBeVisible();
    await waitFor(() =>
      expect(last(asked)).toEqual({
        page: '1',
        pageSize: '5',
        status: 'pending',
        leaveTypeId: annualLeave.id,
        departmentId: 'd1',
        branchId: 'b1',
        from: '2026-03-01',
        to: '2026-03-31',
        search: 'tan',
      }),
    );
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('tan');

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Approved' }));
    await waitFor(() => expect(last(asked).status).toBe('approved'));
    expect(router.state.location.search).toContain('status=approved');
  });

  it('lists each request with its half days, days, status and approver', async () => {
    renderList('/leaves/leaves-summary', [leaveRequest, approvedRequest]);
    const table = await screen.findByRole('table', { name: 'Leave requests' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Employee',
      'Leave type',
      'Dates',
      'Half days',
      'Days',
      'Status',
      'Approver',
      'Action',
    ]);
    const [, pending, approved] = within(table).getAllByRole('row');
    if (!pending || !approved) throw new Error('Two rows were expected');
    expect(
      within(pending)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Tan Wei MingEMP-0001',
      'Annual Leave',
      '03/02/2026 – 03/04/2026',
      'Starts PM',
      '2.5 days',
      'Pending',
      'Reporting manager: Lim Mei Ling',
      '',
    ]);
    expect(
      within(approved)
        .getAllByRole('cell')
        .slice(2, 7)
        .map((cell) => cell.textContent),
    ).toEqual(['01/05/2026', 'AM only', '0.5 days', 'Approved', 'Lim Mei Ling']);
    // What each request allows the admin: the pending one all, the approved one View and Cancel.
    const names = (row: HTMLElement) =>
      [...row.querySelectorAll('a, button')].map(
        (control) => control.getAttribute('aria-label')?.split(' ')[0],
      );
    expect(names(pending)).toEqual(['View', 'Approve', 'Reject', 'Edit', 'Cancel']);
    expect(names(approved)).toEqual(['View', 'Cancel']);
  });

  it('asks for a comment before rejecting, and sends it', async () => {
    const sent: unknown[] = [];
    renderList(
      '/leaves/leaves-summary',
      [leaveRequest],
      [
        apiRoute.post('/leaves/requests/:id/reject', async ({ request, params }) => {
          sent.push({ id: params.id, body: await request.json() });
          return envelope({ ...leaveRequest, status: 'rejected', canDecide: false });
        }),
      ],
    );
    await userEvent.click(
      await screen.findByRole('button', { name: /^Reject Tan Wei Ming's leave/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reject leave' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Say why the leave is rejected')).toBeVisible();
    expect(sent).toEqual([]);

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Reason for rejecting' }),
      'Release week',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Leave request has been rejected')).toBeVisible();
    expect(sent).toEqual([{ id: leaveRequest.id, body: { comment: 'Release week' } }]);
  });

  it('approves with an optional comment', async () => {
    const sent: unknown[] = [];
    renderList(
      '/leaves/leaves-summary',
      [leaveRequest],
      [
        apiRoute.post('/leaves/requests/:id/approve', async ({ request }) => {
          sent.push(await request.json());
          return envelope({ ...leaveRequest, status: 'approved', canDecide: false });
        }),
      ],
    );
    await userEvent.click(
      await screen.findByRole('button', { name: /^Approve Tan Wei Ming's leave/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve leave' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Leave request has been approved')).toBeVisible();
    expect(sent).toEqual([{ comment: null }]);
  });

  it('shows cards with named buttons on a phone, and the way to a new request', async () => {
    setViewportWidth(390);
    renderList('/leaves/leaves-summary', [leaveRequest]);
    const cards = await screen.findByRole('list', { name: 'Leave requests' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(cards).getByRole('listitem');
    expect(
      within(card).getByRole('button', { name: /^Approve Tan Wei Ming's leave/ }),
    ).toHaveTextContent('Approve');
    expect(screen.getByRole('link', { name: 'New leave request' })).toHaveAttribute(
      'href',
      '/leaves/leaves-summary/create',
    );
  });

  it('says when nothing matches the filters', async () => {
    renderList('/leaves/leaves-summary?status=rejected', []);
    expect(await screen.findByText('No leave requests found')).toBeVisible();
    expect(screen.getByText('Try another search or clear the filters.')).toBeVisible();
  });
});
