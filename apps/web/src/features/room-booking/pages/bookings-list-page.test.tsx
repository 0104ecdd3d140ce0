import type { RoomBooking } from '@tembusu/contracts/room-booking';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';

const booking = (id: string, day: number, roomName = 'Orchid'): RoomBooking => {
  const date = `2030-03-${String(day).padStart(2, '0')}`;
  return {
    id,
    bookingDate: date,
    bookingDateFrom: date,
    bookingDateTo: date,
    bookingTimeFrom: '01:00',
    bookingTimeTo: '02:00',
    bookingDateFromOrigin: date,
    bookingDateToOrigin: date,
    bookingTimeFromOrigin: '09:00',
    bookingTimeToOrigin: '10:00',
    startsAt: `${date}T01:00:00.000Z`,
    endsAt: `${date}T02:00:00.000Z`,
    bookingStatus: 'Booked',
    roomId: roomName === 'Orchid' ? 'r1' : 'r3',
    roomName,
    employeeBookedId: 'e2',
    employeeName: 'Priya Nair',
    isMine: false,
    mayChange: true,
    branchOutletId: 'b1',
    branchOutletName: 'Raffles Place HQ',
    organizationId: 'org-1',
  };
};

/** An admin's API: 12 bookings in all, 5 a page; the room filter narrows them to Banyan's two. */
function handlers() {
  const asked: URLSearchParams[] = [];
  const all = Array.from({ length: 12 }, (_, index) =>
    booking(`k${index + 1}`, index + 1, index >= 10 ? 'Banyan' : 'Orchid'),
  );
  const list = [
    apiRoute.get('/account/profile/me', () => envelope({ employeeId: null })),
    apiRoute.get('/organization/info', () => envelope({ timeZone: 'Asia/Singapore' })),
    apiRoute.get('/organization/branch', () =>
      envelope([
        { id: 'b1', name: 'Raffles Place HQ', organizationId: 'org-1' },
        { id: 'b2', name: 'Jurong East', organizationId: 'org-1' },
      ]),
    ),
    apiRoute.get('/room/org/:organizationId', () =>
      envelope([
        { id: 'r1', name: 'Orchid', branchOutletId: 'b1', branchOutletName: 'Raffles Place HQ' },
        { id: 'r3', name: 'Banyan', branchOutletId: 'b2', branchOutletName: 'Jurong East' },
      ]),
    ),
    apiRoute.get('/employee', () =>
      envelope([{ id: 'e2', name: 'Priya Nair', timezone: 'Asia/Singapore', isActive: true }]),
    ),
    apiRoute.get('/room-booking/list', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const matching = all.filter(
        (item) => !query.get('roomId') || item.roomId === query.get('roomId'),
      );
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('pageSize') ?? 5);
      return envelope({
        items: matching.slice((page - 1) * size, page * size),
        total: matching.length,
      });
    }),
  ];
  return { list, asked };
}

describe('the room booking schedule', () => {
  it('asks the server for a page at a time, narrowed by the filters', async () => {
    const api = handlers();
    const user = userEvent.setup();
    renderApp('/room-booking/room-booking-schedule', { session: 'admin', handlers: api.list });
    expect(await screen.findByText('Showing 1–5 of 12')).toBeInTheDocument();
    expect(api.asked.at(-1)?.get('isAllEmployee')).toBe('true');
    expect(api.asked.at(-1)?.get('period')).toBe('upcoming');
    expect(api.asked.at(-1)?.get('pageSize')).toBe('5');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 6–10 of 12')).toBeInTheDocument();
    expect(api.asked.at(-1)?.get('page')).toBe('2');

    // A filter asks again from the first page, of the server.
    await user.click(screen.getByRole('combobox', { name: 'Room' }));
    await user.click(await screen.findByRole('option', { name: 'Banyan · Jurong East' }));
    expect(await screen.findByText('Showing 1–2 of 2')).toBeInTheDocument();
    expect(api.asked.at(-1)?.get('roomId')).toBe('r3');
    expect(api.asked.at(-1)?.get('page')).toBe('1');
    const table = screen.getByRole('table', { name: 'Bookings' });
    expect(within(table).getAllByText('Banyan')).toHaveLength(2);

    await user.click(screen.getByRole('combobox', { name: 'Employee' }));
    await user.click(await screen.findByRole('option', { name: 'Priya Nair' }));
    await waitFor(() => expect(api.asked.at(-1)?.get('employeeId')).toBe('e2'));

    await user.type(screen.getByRole('textbox', { name: 'From' }), '03/11/2030');
    await user.tab();
    await waitFor(() => expect(api.asked.at(-1)?.get('dateFrom')).toBe('2030-03-11'));
    expect(api.asked.at(-1)?.get('roomId')).toBe('r3');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Showing 1–5 of 12')).toBeInTheDocument();
    expect(api.asked.at(-1)?.get('roomId')).toBeNull();
  });

  it('offers staff no employee filter: the list is their own', async () => {
    const api = handlers();
    renderApp('/staff-room-booking', { session: 'employee', handlers: api.list });
    expect(await screen.findByText('Showing 1–5 of 12')).toBeInTheDocument();
    expect(api.asked.at(-1)?.get('isAllEmployee')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Employee' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Branch/Outlet' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'To' })).toBeInTheDocument();
  });
});
