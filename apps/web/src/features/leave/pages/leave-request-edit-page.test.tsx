import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { annualLeave, approvedRequest, leaveRequest } from '../leave-request-test-data';

const previewed = { days: '2.5', dayList: [], balanceAfter: '9.0', problem: null };

describe('LeaveRequestEditPage', () => {
  it('loads the request into the form, previews it for its employee and saves the change', async () => {
    const previews: unknown[] = [];
    const saved: unknown[] = [];
    const { router } = renderApp(`/leaves/leaves-summary/edit/${leaveRequest.id}`, {
      session: 'admin',
      handlers: [
        apiRoute.get(`/leaves/requests/${leaveRequest.id}`, () => envelope(leaveRequest)),
        apiRoute.get('/leaves/types', () => envelope([annualLeave])),
        apiRoute.post('/leaves/requests/preview', async ({ request }) => {
          previews.push(await request.json());
          return envelope(previewed);
        }),
        apiRoute.put(`/leaves/requests/${leaveRequest.id}`, async ({ request }) => {
          saved.push(await request.json());
          return envelope(leaveRequest);
        }),
      ],
    });
    expect(await screen.findByRole('textbox', { name: 'Start date' })).toHaveValue('03/02/2026');
    expect(screen.getByText('Tan Wei Ming')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Afternoon (PM)' })).toBeChecked();
    await waitFor(() =>
      expect(previews.at(-1)).toMatchObject({
        employeeId: leaveRequest.employee.id,
        startDate: '2026-03-02',
        startPart: 'PM',
      }),
    );

    await userEvent.clear(screen.getByRole('textbox', { name: 'Reason' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'School holidays');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Leave request has been saved')).toBeVisible();
    expect(saved).toEqual([
      {
        leaveTypeId: annualLeave.id,
        startDate: '2026-03-02',
        endDate: '2026-03-04',
        startPart: 'PM',
        endPart: 'full',
        reason: 'School holidays',
        attachmentId: null,
        child: null,
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/leaves/leaves-summary/${leaveRequest.id}`),
    );
  });

  it('says when the request can no longer be edited', async () => {
    renderApp(`/leaves/leaves-summary/edit/${approvedRequest.id}`, {
      session: 'admin',
      handlers: [
        apiRoute.get(`/leaves/requests/${approvedRequest.id}`, () => envelope(approvedRequest)),
        apiRoute.get('/leaves/types', () => envelope([annualLeave])),
      ],
    });
    expect(await screen.findByText('This request can no longer be edited')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
