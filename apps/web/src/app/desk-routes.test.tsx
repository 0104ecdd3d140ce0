import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { organisationDashboard } from '../test/dashboards';
import { apiRoute, envelope, renderApp } from '../test/render-app';

const deskId = '0f4c6a2e-8b1d-4e3f-9a7c-5d2b1e0f3a4c';

/** The schedule's API with nothing set up yet: no people, branches, workspaces or bookings. */
const emptySchedule = [
  apiRoute.get('/employee', () => envelope([])),
  apiRoute.get('/organization/branches', () => envelope([])),
  apiRoute.get('/desk/workspaces', () => envelope([])),
  apiRoute.get('/desk-booking', () => envelope([])),
];

describe('desk booking routes', () => {
  it('sends /desk-booking to the schedule', async () => {
    const { router } = renderApp('/desk-booking', { session: 'admin', handlers: emptySchedule });
    expect(await screen.findByRole('heading', { name: 'Desk Booking Schedule' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/desk-booking/schedule');
  });

  it('keeps the workspaces and rules for admins: staff go to their dashboard', async () => {
    const { router } = renderApp('/desk-booking/workspace', {
      session: 'employee',
      handlers: [
        apiRoute.get('/dashboard/organization', () => envelope(organisationDashboard)),
        apiRoute.get('/organization/announcements/published', () => envelope([])),
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff-dashboard'));
    expect(await screen.findByText('Tembusu Demo Pte Ltd')).toBeInTheDocument();
  });

  it("checks in once from a desk's QR link and says why it could not", async () => {
    const checkIns: string[] = [];
    renderApp(`/staff-desk-booking/check-in/${deskId}`, {
      session: 'employee',
      handlers: [
        apiRoute.post('/desk/:deskId/check-in', ({ request }) => {
          checkIns.push(new URL(request.url).pathname);
          return envelope(null, 404, 'A booking of this desk for you now not found');
        }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Not checked in' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You have no booking of this desk right now.',
    );
    // Once: a second post (or any other call) would fail the test.
    expect(checkIns).toEqual([`/api/v1/desk/${deskId}/check-in`]);
  });
});
