import type { Room, RoomBooking } from '@tembusu/contracts/room-booking';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import { type RoomBookingScreenProps, useRoomBookingScreen } from './use-room-booking-screen';

const room = (id: string, name: string, branchOutletId: string): Room => ({
  id,
  name,
  organizationId: 'org-1',
  branchOutletId,
  branchOutletName: branchOutletId === 'b1' ? 'Raffles Place HQ' : 'Jurong East',
  capacity: 6,
  amenitySelected: [],
  image: null,
  isActive: true,
});

const roomsByBranch: Record<string, Room[]> = {
  b1: [room('r1', 'Orchid', 'b1'), room('r2', 'Lotus', 'b1')],
  b2: [room('r3', 'Banyan', 'b2')],
};

/** The API the screen reads: a staff member on Singapore time, one organisation, two branches. */
function handlers(organizations = [{ id: 'org-1', organizationName: 'Tembusu Demo' }]) {
  const bookingQueries: URLSearchParams[] = [];
  const list = [
    apiRoute.get('/account/profile/me', () => envelope({ employeeId: 'e1' })),
    apiRoute.get('/organization/info', () => envelope({ timeZone: 'Asia/Singapore' })),
    apiRoute.get('/employee', () =>
      envelope([{ id: 'e1', name: 'Tan Wei Ming', timezone: 'Asia/Singapore', isActive: true }]),
    ),
    apiRoute.get('/room-booking/setting', () =>
      envelope({ maxDaysAhead: 30, maxDurationMinutes: 240, staffMayBookForOthers: false }),
    ),
    apiRoute.get('/organization/organ-for-booking', () => envelope(organizations)),
    apiRoute.get('/organization/branch', () =>
      envelope([
        { id: 'b1', name: 'Raffles Place HQ', organizationId: 'org-1' },
        { id: 'b2', name: 'Jurong East', organizationId: 'org-1' },
      ]),
    ),
    apiRoute.get('/room/org/:organizationId', ({ request }) =>
      envelope(roomsByBranch[new URL(request.url).searchParams.get('branchOutletId') ?? ''] ?? []),
    ),
    apiRoute.get('/room-booking', ({ request }) => {
      bookingQueries.push(new URL(request.url).searchParams);
      return envelope([]);
    }),
  ];
  return { list, bookingQueries };
}

/** The hook inside the app's providers, against the mock API; its latest answer in `current`. */
function renderScreenHook(
  props: RoomBookingScreenProps,
  api: ReturnType<typeof handlers> = handlers(),
) {
  const result: { current: ReturnType<typeof useRoomBookingScreen> } = {
    current: undefined as never,
  };
  function Probe() {
    result.current = useRoomBookingScreen(props);
    return null;
  }
  renderApp(<Probe />, { session: 'employee', handlers: api.list });
  return result;
}

describe('useRoomBookingScreen', () => {
  it('fills the filters as the lists load: the first organisation, branch/outlet and room', async () => {
    const result = renderScreenHook({ audience: 'staff' });
    await waitFor(() =>
      expect(result.current.filters).toEqual({
        organizationId: 'org-1',
        branchId: 'b1',
        roomId: 'r1',
      }),
    );
    // Nothing is searched until Book Room; the booking is for the person signed in.
    expect(result.current.applied).toBeNull();
    expect(result.current.mode).toBe('create');
    await waitFor(() => expect(result.current.employeeId).toBe('e1'));
  });

  it('takes All when the caller has no organisation to choose', async () => {
    const result = renderScreenHook({ audience: 'staff' }, handlers([]));
    await waitFor(() =>
      expect(result.current.filters).toEqual({
        organizationId: 'all',
        branchId: 'b1',
        roomId: 'r1',
      }),
    );
  });

  it('starts another branch on its own first room, and keeps a room chosen', async () => {
    const result = renderScreenHook({ audience: 'staff' });
    await waitFor(() => expect(result.current.filters.roomId).toBe('r1'));

    act(() => result.current.chooseRoom('r2'));
    expect(result.current.filters).toEqual({
      organizationId: 'org-1',
      branchId: 'b1',
      roomId: 'r2',
    });

    act(() => result.current.chooseBranch('b2'));
    await waitFor(() =>
      expect(result.current.filters).toEqual({
        organizationId: 'org-1',
        branchId: 'b2',
        roomId: 'r3',
      }),
    );
  });

  it('searches the filters as shown, defaults included', async () => {
    const api = handlers();
    const result = renderScreenHook({ audience: 'staff' }, api);
    await waitFor(() => expect(result.current.filters.roomId).toBe('r1'));

    act(() => result.current.search());
    expect(result.current.applied).toEqual({
      organizationId: 'org-1',
      branchId: 'b1',
      roomId: 'r1',
    });
    await waitFor(() => expect(api.bookingQueries).toHaveLength(1));
    expect(api.bookingQueries[0]?.get('branchOutletId')).toBe('b1');
    expect(api.bookingQueries[0]?.get('roomId')).toBe('r1');
    await waitFor(() => expect(result.current.appliedRoomName).toBe('Orchid'));
  });

  it('opens on the week, or on a phone on the day, where seven columns are too narrow', async () => {
    const wide = renderScreenHook({ audience: 'staff' });
    expect(wide.current.view).toBe('week');
    cleanup();
    setViewportWidth(390);
    const phone = renderScreenHook({ audience: 'staff' });
    expect(phone.current.view).toBe('day');
    act(() => phone.current.changeView('week'));
    expect(phone.current.view).toBe('week');
  });

  it("keeps a booking's own branch and room when editing it", async () => {
    const booking = {
      id: 'k1',
      startsAt: '2030-03-04T02:00:00.000Z',
      endsAt: '2030-03-04T03:00:00.000Z',
      bookingStatus: 'Booked',
      roomId: 'r3',
      roomName: 'Banyan',
      employeeBookedId: 'e1',
      employeeName: 'Tan Wei Ming',
      isMine: true,
      mayChange: true,
      branchOutletId: 'b2',
      branchOutletName: 'Jurong East',
      organizationId: 'org-1',
    } as RoomBooking;
    const result = renderScreenHook({ audience: 'staff', booking });
    await waitFor(() => expect(result.current.appliedRoomName).toBe('Banyan'));
    expect(result.current.filters).toEqual({
      organizationId: 'org-1',
      branchId: 'b2',
      roomId: 'r3',
    });
    expect(result.current.mode).toBe('edit');
    expect(result.current.editOpen).toBe(true);
    // The booking's place, on Singapore's wall clock, is the draft being edited.
    expect(result.current.draft).toMatchObject({
      date: '2030-03-04',
      start: '10:00',
      end: '11:00',
      roomId: 'r3',
    });
  });
});

describe('the room booking screen', () => {
  it('shows the filters filled in once the lists load', async () => {
    renderApp('/staff-room-booking/create', { session: 'employee', handlers: handlers().list });
    const filters = await screen.findByRole('button', { name: 'Book Room' });
    const bar = filters.closest('.mantine-Paper-root') as HTMLElement;
    await waitFor(() =>
      expect(within(bar).getByRole('combobox', { name: 'Room' })).toHaveValue('Orchid'),
    );
    expect(within(bar).getByRole('combobox', { name: 'Organisation' })).toHaveValue('Tembusu Demo');
    expect(within(bar).getByRole('combobox', { name: 'Branch/Outlet' })).toHaveValue(
      'Raffles Place HQ',
    );
    expect(filters).toBeEnabled();
  });
});
