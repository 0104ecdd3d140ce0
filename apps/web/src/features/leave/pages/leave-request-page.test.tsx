import type { LeaveRequest } from '@tembusu/contracts/leave';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { approvedRequest, leaveRequest } from '../leave-request-test-data';

function renderRequest(request: LeaveRequest, handlers: Parameters<typeof renderApp>[1] = {}) {
  return renderApp(`/leaves/leaves-summary/${request.id}`, {
    session: 'admin',
    ...handlers,
    handlers: [
      apiRoute.get(`/leaves/requests/${request.id}`, () => envelope(request)),
      ...(handlers.handlers ?? []),
    ],
  });
}

const buttonNames = () =>
  [...document.querySelectorAll('main a, main button')]
    .map((control) => control.textContent)
    .filter((text) => ['Approve', 'Reject', 'Edit', 'Cancel leave'].includes(text ?? ''));

describe('LeaveRequestPage', () => {
  it('shows the details and history, with every action a pending request allows', async () => {
    renderRequest(leaveRequest);
    expect(await screen.findByText('03/02/2026 PM – 03/04/2026')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Leave request' })).toBeVisible();
    expect(screen.getByText('2.5 days')).toBeVisible();
    expect(screen.getByText('Reporting manager: Lim Mei Ling')).toBeVisible();
    expect(screen.getByText('Family trip')).toBeVisible();
    expect(screen.getByText('Submitted')).toBeVisible();
    expect(buttonNames()).toEqual(['Approve', 'Reject', 'Edit', 'Cancel leave']);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/leaves/leaves-summary/edit/${leaveRequest.id}`,
    );
  });

  it('offers only Cancel for approved leave, and cancels it with a comment', async () => {
    let cancelled: unknown = null;
    renderRequest(approvedRequest, {
      handlers: [
        apiRoute.post(`/leaves/requests/${approvedRequest.id}/cancel`, async ({ request }) => {
          cancelled = await request.json();
          return envelope({ ...approvedRequest, status: 'cancelled', canCancel: false });
        }),
      ],
    });
    expect(await screen.findByText('Decided by')).toBeVisible();
    expect(buttonNames()).toEqual(['Cancel leave']);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel leave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel leave request' });
    expect(dialog).toHaveTextContent('It is approved; the days go back to the balance.');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Reason for cancelling' }),
      'Entered twice',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel leave' }));
    expect(await screen.findByText('Leave request has been cancelled')).toBeVisible();
    expect(cancelled).toEqual({ comment: 'Entered twice' });
  });

  it('shows no actions on a request the admin may not change', async () => {
    renderRequest({
      ...approvedRequest,
      status: 'rejected',
      canCancel: false,
      decidedBy: 'Lim Mei Ling',
    });
    expect(await screen.findByText('Rejected')).toBeVisible();
    expect(buttonNames()).toEqual([]);
  });

  it('keeps the refusal of a decision in its dialog', async () => {
    renderRequest(leaveRequest, {
      handlers: [
        apiRoute.post(`/leaves/requests/${leaveRequest.id}/approve`, () =>
          HttpResponse.json(
            {
              statusCode: 409,
              message: 'This request was decided already',
              data: null,
              field: null,
            },
            { status: 409 },
          ),
        ),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve leave' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('This request was decided already')).toBeVisible();
  });

  it('says when the request is not there', async () => {
    renderApp('/leaves/leaves-summary/0b7a1a9e-0000-4000-8000-000000000999', {
      session: 'admin',
      handlers: [
        apiRoute.get('/leaves/requests/:id', () =>
          HttpResponse.json(
            { statusCode: 404, message: 'Leave request not found', data: null, field: null },
            { status: 404 },
          ),
        ),
      ],
    });
    expect(await screen.findByText('Leave request not found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to leave requests' })).toHaveAttribute(
      'href',
      '/leaves/leaves-summary',
    );
  });
});
