import type { DeskAvailability, DeskBooking } from '@tembusu/contracts/desk-booking';
import { scheduleDays } from '@tembusu/contracts/organization';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { type DeskBookingScreenProps, useDeskBookingScreen } from './use-desk-booking-screen';

// Monday 4 March 2030, 14:00 in Singapore: the morning (09:00–13:30) is over, the day is not.
const now = new Date('2030-03-04T06:00:00Z');

const branch = (id: string, name: string, isActive = true) => ({
  id,
  name,
  organizationId: 'org-1',
  address: null,
  postalCode: null,
  phone: null,
  timeZone: 'Asia/Singapore',
  isActive,
});

const workspace = (id: string, name: string, branchOutletId: string) => ({
  id,
  name,
  organizationId: 'org-1',
  branchOutletId,
  branchOutletName: branchOutletId,
  floorPlan: null,
  desks: [],
});

const workspacesByBranch: Record<string, ReturnType<typeof workspace>[]> = {
  b1: [workspace('w1', 'Level 20 Open Office', 'b1'), workspace('w2', 'Level 21', 'b1')],
  b2: [workspace('w3', 'Ground Floor', 'b2')],
};

const booking: DeskBooking = {
  id: 'k1',
  deskId: 'd1',
  deskName: 'R-01',
  workspaceId: 'w1',
  workspaceName: 'Level 20 Open Office',
  branchOutletId: 'b1',
  branchOutletName: 'Raffles Place HQ',
  date: '2030-03-05',
  from: '09:00',
  to: '18:00',
  period: 'fullDay',
  startsAt: '2030-03-05T01:00:00.000Z',
  endsAt: '2030-03-05T10:00:00.000Z',
  status: 'Booked',
  checkedInAt: null,
  checkInBy: null,
  employeeId: 'e1',
  employeeName: 'Tan Wei Ming',
  isMine: true,
};

const desk = (
  id: string,
  name: string,
  extra: Partial<DeskAvailability> = {},
): DeskAvailability => ({
  id,
  name,
  features: [],
  x: 10,
  y: 10,
  assignedEmployeeId: null,
  assignedEmployeeName: null,
  underMaintenance: false,
  state: 'free',
  bookings: [],
  ...extra,
});

/** The API the screen reads: half days allowed, 09:00–18:00 every day, two active branches. */
function handlers() {
  const availability: URLSearchParams[] = [];
  const day = {
    selected: true,
    startTime: '09:00',
    endTime: '18:00',
    workingHours: 8,
    breakDuration: 60,
    offDayType: null,
  };
  const list = [
    apiRoute.get('/desk-booking/setting', () =>
      envelope({
        bookingMode: 'halfDay',
        maxDaysAhead: 14,
        checkInMinutes: 30,
        maxBookingsPerWeek: 5,
      }),
    ),
    apiRoute.get('/organization/working-hours', () =>
      envelope({
        workingHoursType: 'fixed',
        scheduleType: 'fixed',
        breakDeduction: 0,
        days: Object.fromEntries(scheduleDays.map((name) => [name, day])),
      }),
    ),
    apiRoute.get('/organization/branches', () =>
      envelope([
        branch('b0', 'Closed Outlet', false),
        branch('b1', 'Raffles Place HQ'),
        branch('b2', 'Jurong East'),
      ]),
    ),
    apiRoute.get('/desk/workspaces', ({ request }) =>
      envelope(
        workspacesByBranch[new URL(request.url).searchParams.get('branchOutletId') ?? ''] ?? [],
      ),
    ),
    apiRoute.get('/desk-booking/availability', ({ request }) => {
      availability.push(new URL(request.url).searchParams);
      return envelope([
        desk('d1', 'R-01', { state: 'mine', bookings: [booking] }),
        desk('d2', 'R-02'),
      ]);
    }),
  ];
  return { list, availability };
}

/** The hook inside the app's providers, against the mock API; its latest answer in `current`. */
function renderScreenHook(props: DeskBookingScreenProps, api = handlers()) {
  const result: { current: ReturnType<typeof useDeskBookingScreen> } = {
    current: undefined as never,
  };
  function Probe() {
    result.current = useDeskBookingScreen(props);
    return null;
  }
  renderApp(<Probe />, { session: 'employee', handlers: api.list });
  return result;
}

beforeEach(() => {
  // Only the clock is fixed; timers run, so the mock API and waitFor work as ever.
  vi.useFakeTimers({ toFake: ['Date'], now });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useDeskBookingScreen', () => {
  it("starts on the first active branch, its first floor and today on the branch's calendar", async () => {
    const api = handlers();
    const result = renderScreenHook({ audience: 'staff' }, api);
    await waitFor(() => expect(result.current.workspace?.id).toBe('w1'));
    expect(result.current.branch?.id).toBe('b1');
    expect(result.current.date).toBe('2030-03-04');
    expect(result.current.period).toBe('fullDay');
    expect(result.current.choices.map((choice) => [choice.period, choice.disabled])).toEqual([
      ['fullDay', false],
      ['morning', true],
      ['afternoon', false],
    ]);
    await waitFor(() => expect(result.current.shownDesks).toHaveLength(2));
    expect(api.availability[0]?.get('workspaceId')).toBe('w1');
    expect(api.availability[0]?.get('date')).toBe('2030-03-04');
    expect(result.current.hint).toBe(
      'Click a free desk to book it for the full day (09:00–18:00).',
    );
  });

  it('starts another branch on its own first floor', async () => {
    const result = renderScreenHook({ audience: 'staff' });
    await waitFor(() => expect(result.current.workspace?.id).toBe('w1'));
    act(() => result.current.setWorkspace('w2'));
    expect(result.current.workspace?.id).toBe('w2');

    act(() => result.current.chooseBranch('b2'));
    await waitFor(() => expect(result.current.workspace?.id).toBe('w3'));
    expect(result.current.branch?.id).toBe('b2');
  });

  it('offers the full day while the morning chosen is over, and the morning again on a later day', async () => {
    const result = renderScreenHook({ audience: 'staff' });
    await waitFor(() => expect(result.current.choices).toHaveLength(3));

    act(() => result.current.setPeriod('morning'));
    expect(result.current.period).toBe('fullDay');
    expect(result.current.span).toEqual({ from: '09:00', to: '18:00' });

    act(() => result.current.setDate('2030-03-05'));
    expect(result.current.period).toBe('morning');
    expect(result.current.span).toEqual({ from: '09:00', to: '13:30' });
    expect(result.current.hint).toBe('Click a free desk to book it for the morning (09:00–13:30).');
  });

  it('asks before booking a free desk: what, where and when; cancelling books nothing', async () => {
    // No handler answers a booking: one made without the yes would fail the test.
    const result = renderScreenHook({ audience: 'staff' });
    await waitFor(() => expect(result.current.shownDesks).toHaveLength(2));
    await act(() => result.current.clickDesk('d2'));
    expect(result.current.confirmation).toEqual({
      deskId: 'd2',
      deskName: 'R-02',
      features: [],
      workspaceName: 'Level 20 Open Office',
      branchName: 'Raffles Place HQ',
      date: '2030-03-04',
      period: 'fullDay',
      span: { from: '09:00', to: '18:00' },
      forName: null,
    });
    act(() => result.current.cancelConfirmation());
    expect(result.current.confirmation).toBeNull();
    expect(result.current.success).toBeNull();
  });

  it('edits a booking on its own date and desk, which it does not hold against itself', async () => {
    const result = renderScreenHook({ audience: 'staff', booking });
    await waitFor(() => expect(result.current.shownDesks).toHaveLength(2));
    expect(result.current.date).toBe('2030-03-05');
    expect(result.current.workspace?.id).toBe('w1');
    expect(result.current.selectedDesk).toBe('d1');
    expect(result.current.chosenDeskName).toBe('R-01');
    expect(
      result.current.shownDesks.map(({ desk, state, selected }) => [desk.id, state, selected]),
    ).toEqual([
      ['d1', 'free', true],
      ['d2', 'free', false],
    ]);
    expect(result.current.hint).toBe(
      'Click a free desk to move the booking there for the full day (09:00–18:00), then Save.',
    );
  });
});

describe('the desk booking screen', () => {
  it('shows the first branch and floor, and what a click does', async () => {
    renderApp('/staff-desk-booking/create', { session: 'employee', handlers: handlers().list });
    expect(await screen.findByRole('button', { name: 'Desk R-02, free' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Branch/Outlet' })).toHaveValue('Raffles Place HQ');
    expect(screen.getByRole('combobox', { name: 'Floor' })).toHaveValue('Level 20 Open Office');
    expect(
      screen.getByText('Click a free desk to book it for the full day (09:00–18:00).'),
    ).toBeVisible();
  });
});

describe('booking a desk on the screen', () => {
  it('shows the desk, date and times it would book, and books only on the yes', async () => {
    const api = handlers();
    const sent: unknown[] = [];
    api.list.push(
      apiRoute.post('/desk-booking', async ({ request }) => {
        sent.push(await request.json());
        return envelope({ ...booking, id: 'k9', deskId: 'd2', deskName: 'R-02' }, 201);
      }),
    );
    const user = userEvent.setup();
    renderApp('/staff-desk-booking/create', { session: 'employee', handlers: api.list });
    await user.click(await screen.findByRole('button', { name: 'Desk R-02, free' }));
    const ask = await screen.findByRole('dialog', { name: 'Book this desk?' });
    expect(ask).toHaveTextContent('R-02');
    expect(ask).toHaveTextContent('Level 20 Open Office · Raffles Place HQ');
    expect(ask).toHaveTextContent('03/04/2030');
    expect(ask).toHaveTextContent('09:00–18:00');
    expect(ask).toHaveTextContent('Full day');

    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Book this desk?' })).not.toBeInTheDocument(),
    );
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Book desk R-02' }));
    const again = await screen.findByRole('dialog', { name: 'Book this desk?' });
    await user.click(within(again).getByRole('button', { name: 'Book desk R-02' }));
    expect(await screen.findByText('Your desk has been booked.')).toBeVisible();
    expect(sent).toEqual([
      {
        deskId: 'd2',
        date: '2030-03-04',
        period: 'fullDay',
        from: null,
        to: null,
        employeeId: null,
      },
    ]);
  });
});
