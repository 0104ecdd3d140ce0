import type { DeskBooking } from '@tembusu/contracts/desk-booking';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';

// Monday 4 March 2030, 14:00 in Singapore.
const now = new Date('2030-03-04T06:00:00Z');

const mine: DeskBooking = {
  id: 'k1',
  deskId: 'd1',
  deskName: 'R-03',
  workspaceId: 'w1',
  workspaceName: 'Level 20 Open Office',
  branchOutletId: 'b1',
  branchOutletName: 'Raffles Place HQ',
  date: '2030-03-06',
  from: '09:00',
  to: '13:30',
  period: 'morning',
  startsAt: '2030-03-06T01:00:00.000Z',
  endsAt: '2030-03-06T05:30:00.000Z',
  status: 'Booked',
  checkedInAt: null,
  checkInBy: '2030-03-06T01:30:00.000Z',
  employeeId: 'e1',
  employeeName: 'Tan Wei Ming',
  isMine: true,
};

/** A colleague's booking as the server shows it to staff: no name, not theirs. */
const colleagues: DeskBooking = {
  ...mine,
  id: 'k2',
  deskId: 'd2',
  deskName: 'R-07',
  period: 'fullDay',
  to: '18:00',
  endsAt: '2030-03-06T10:00:00.000Z',
  employeeId: null,
  employeeName: null,
  isMine: false,
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now });
});

afterEach(() => {
  vi.useRealTimers();
});

const listHandlers = [apiRoute.get('/desk-booking', () => envelope([mine]))];

describe('my desk bookings', () => {
  it('is a table on a wide screen', async () => {
    renderApp('/staff-desk-booking', { session: 'employee', handlers: listHandlers });
    const table = await screen.findByRole('table', { name: 'My desk bookings' });
    const row = within(table).getByRole('row', { name: /R-03/ });
    expect(row).toHaveTextContent('Booked');
    expect(
      within(row).getByRole('button', { name: 'Cancel the booking of desk R-03 on 03/06/2030' }),
    ).toBeVisible();
  });

  it('is a card a booking on a phone, with its status and actions', async () => {
    setViewportWidth(390);
    renderApp('/staff-desk-booking', { session: 'employee', handlers: listHandlers });
    const list = await screen.findByRole('list', { name: 'My desk bookings' });
    const card = within(list).getByRole('listitem');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('03/06/2030');
    expect(card).toHaveTextContent('09:00–13:30');
    expect(card).toHaveTextContent('Level 20 Open Office · Raffles Place HQ');
    expect(within(card).getByText('Booked')).toBeVisible();
    expect(within(card).getByText('Check in by 09:30')).toBeVisible();
    for (const action of ['View', 'Edit']) {
      expect(
        within(card).getByRole('link', {
          name: `${action} the booking of desk R-03 on 03/06/2030`,
        }),
      ).toBeVisible();
    }
    expect(
      within(card).getByRole('button', { name: 'Cancel the booking of desk R-03 on 03/06/2030' }),
    ).toBeVisible();
  });
});

describe("a colleague's desk booking", () => {
  const handlers = [
    apiRoute.get('/desk-booking/k2', () => envelope(colleagues)),
    apiRoute.get('/desk/workspaces/w1', () =>
      envelope({
        id: 'w1',
        name: 'Level 20 Open Office',
        organizationId: 'org-1',
        branchOutletId: 'b1',
        branchOutletName: 'Raffles Place HQ',
        floorPlan: null,
        desks: [],
      }),
    ),
  ];

  it.each(['edit', 'view'])(
    'opens read-only at /%s, as Booked, with nothing to change',
    async (path) => {
      renderApp(`/staff-desk-booking/${path}/k2`, { session: 'employee', handlers });
      expect(await screen.findByRole('heading', { name: 'Desk R-07' })).toBeVisible();
      expect(
        screen.getByText("A colleague's booking: only they and admins can change it."),
      ).toBeVisible();
      expect(screen.getAllByText('Booked').length).toBeGreaterThan(0);
      expect(screen.getByText('09:00–18:00')).toBeVisible();
      expect(screen.queryByText('Check in by 09:30')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Branch/Outlet' })).not.toBeInTheDocument();
    },
  );
});

describe('a desk booking link that does not work', () => {
  it("says a link that is not valid is not valid, never the server's validation text", async () => {
    renderApp('/desk-booking/schedule/view/not-an-id', {
      session: 'admin',
      handlers: [
        apiRoute.get('/desk-booking/not-an-id', () =>
          HttpResponse.json(
            { statusCode: 400, message: 'id: not a valid id', data: null, field: 'id' },
            { status: 400 },
          ),
        ),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This desk booking link is not valid');
    expect(alert).not.toHaveTextContent('not a valid id');
    expect(within(alert).getByRole('link', { name: 'Back to desk bookings' })).toHaveAttribute(
      'href',
      '/desk-booking/schedule',
    );
  });

  it.each(['view', 'edit'])(
    'says a booking that is not there was not found, at /%s',
    async (path) => {
      renderApp(`/staff-desk-booking/${path}/k9`, {
        session: 'employee',
        handlers: [apiRoute.get('/desk-booking/k9', () => envelope(null, 404, 'Gone'))],
      });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Desk booking not found');
      expect(within(alert).getByRole('link', { name: 'Back to desk bookings' })).toHaveAttribute(
        'href',
        '/staff-desk-booking',
      );
    },
  );
});
