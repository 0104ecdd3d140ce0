import type { Roster, RosterShift, ShiftTemplateOption } from '@tembusu/contracts/attendance';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import { addDays, shortDay, thisMonday } from '../components/roster-dates';

const templates: ShiftTemplateOption[] = [
  {
    id: 't-day',
    name: 'Day',
    colour: '#1c7ed6',
    startTime: '09:00',
    endTime: '18:00',
    breakMinutes: 60,
    overnight: false,
  },
  {
    id: 't-night',
    name: 'Night',
    colour: '#7048e8',
    startTime: '22:00',
    endTime: '06:00',
    breakMinutes: 30,
    overnight: true,
  },
];

function shiftOn(from: string, overrides: Partial<RosterShift>): RosterShift {
  return {
    id: 's-1',
    employeeId: 'e-1',
    workDate: from,
    templateId: 't-night',
    name: 'Night',
    colour: '#7048e8',
    branchId: null,
    branchName: null,
    timeZone: 'Asia/Singapore',
    startAt: `${from}T14:00:00.000Z`,
    endAt: `${from}T22:00:00.000Z`,
    startTime: '22:00',
    endTime: '06:00',
    overnight: true,
    breakMinutes: 30,
    paidMinutes: 450,
    state: 'draft',
    publishedAt: null,
    conflicts: [],
    ...overrides,
  };
}

/** The board of the week or two asked for: two people, a night draft, a published day, leave. */
function rosterFrom(from: string, days: number): Roster {
  const dates = Array.from({ length: days }, (_, index) => addDays(from, index));
  return {
    from,
    to: addDays(from, days - 1),
    days: dates.map((date, index) => ({
      date,
      kind: index % 7 === 6 ? 'Rest_Day' : index % 7 === 5 ? 'Off_Day' : 'Working_Day',
      holidayName: index === 2 ? 'Roster Holiday' : null,
    })),
    employees: [
      {
        id: 'e-1',
        name: 'Tan Wei Ming',
        employeeNumber: 'EMP-0001',
        branchName: 'Jurong',
        departmentName: 'Engineering',
        leave: [],
        weeks: [{ from, paidMinutes: 45 * 60 }],
      },
      {
        id: 'e-2',
        name: 'Nur Aisyah',
        employeeNumber: 'EMP-0002',
        branchName: 'Jurong',
        departmentName: 'Engineering',
        leave: [{ date: addDays(from, 1), part: 'full', leaveTypeName: 'Annual leave' }],
        weeks: [{ from, paidMinutes: 8 * 60 }],
      },
    ],
    shifts: [
      shiftOn(from, {
        conflicts: [{ kind: 'overlap', message: 'Overlaps Early (05:00–13:00) of the next day' }],
      }),
      shiftOn(from, {
        id: 's-2',
        employeeId: 'e-2',
        templateId: 't-day',
        name: 'Day',
        startTime: '09:00',
        endTime: '18:00',
        overnight: false,
        state: 'published',
        publishedAt: '2027-12-01T00:00:00.000Z',
      }),
    ],
    branches: [{ id: 'b-1', name: 'Jurong' }],
    departments: [{ id: 'd-1', name: 'Engineering' }],
    drafts: 1,
    withdrawn: 0,
  };
}

type Asked = { method: string; url: string; body: unknown };

function renderBoard(answers: { place?: () => Response } = {}, address = '/shift-planning') {
  const asked: Asked[] = [];
  const note = async (request: Request) => {
    const url = new URL(request.url);
    const body =
      request.method === 'GET'
        ? null
        : await request
            .clone()
            .json()
            .catch(() => null);
    asked.push({ method: request.method, url: url.pathname + url.search, body });
  };
  const view = renderApp(address, {
    session: 'admin',
    handlers: [
      apiRoute.get('/shift/roster', async ({ request }) => {
        await note(request);
        const query = new URL(request.url).searchParams;
        return envelope(rosterFrom(query.get('from') ?? '', Number(query.get('days'))));
      }),
      apiRoute.get('/shift/templates/options', () => envelope(templates)),
      apiRoute.post('/shift/roster/shifts', async ({ request }) => {
        await note(request);
        return answers.place?.() ?? envelope(shiftOn(thisMonday(), {}), 201);
      }),
      http.patch('*/api/v1/shift/roster/shifts/:id', async ({ request }) => {
        await note(request);
        return envelope(shiftOn(thisMonday(), {}));
      }),
      apiRoute.delete('/shift/roster/shifts/:id', async ({ request }) => {
        await note(request);
        return envelope({ withdrawn: false });
      }),
      apiRoute.post('/shift/roster/publish', async ({ request }) => {
        await note(request);
        return envelope({ published: 1, removed: 0, notified: 1 });
      }),
      apiRoute.post('/shift/roster/copy-week', async ({ request }) => {
        await note(request);
        return envelope({
          copied: 1,
          skipped: [
            {
              employeeId: 'e-2',
              employeeName: 'Nur Aisyah',
              workDate: addDays(thisMonday(), 7),
              name: 'Day',
              reason: 'leave',
              message: 'Nur Aisyah is on Annual leave on that day',
            },
          ],
        });
      }),
      apiRoute.post('/shift/roster/clear', async ({ request }) => {
        await note(request);
        return envelope({ removed: 1, withdrawn: 1 });
      }),
    ],
  });
  const writes = () => asked.filter((call) => call.method !== 'GET');
  const reads = () => asked.filter((call) => call.method === 'GET').map((call) => call.url);
  return { ...view, asked, writes, reads };
}

const monday = () => thisMonday();

describe('RosterBoardPage', () => {
  it('opens on this week: people down, days across, with shifts, leave, conflicts and hours', async () => {
    const { router, reads } = renderBoard();
    const grid = await screen.findByRole('table', { name: 'Roster' });
    expect(router.state.location.pathname).toBe('/shift-planning/board');
    expect(reads()[0]).toBe(`/api/v1/shift/roster?from=${monday()}&days=7`);
    const heads = within(grid)
      .getAllByRole('columnheader')
      .map((head) => head.textContent);
    expect(heads[0]).toBe('Employee');
    expect(heads[1]).toBe(shortDay(monday()));
    expect(heads[3]).toContain('Roster Holiday');
    expect(heads[6]).toContain('Off day');
    expect(heads[7]).toContain('Rest day');

    const tan = within(grid).getByRole('row', { name: /Tan Wei Ming/ });
    expect(tan).toHaveTextContent('45 h · over 44 h');
    expect(tan).toHaveTextContent('Night');
    expect(tan).toHaveTextContent('22:00–06:00 +1');
    expect(tan).toHaveTextContent('Draft');
    expect(tan).toHaveTextContent('Overlap');
    expect(tan).toHaveTextContent('Overlaps Early (05:00–13:00) of the next day');
    const nur = within(grid).getByRole('row', { name: /Nur Aisyah/ });
    expect(nur).toHaveTextContent('Annual leave');
    expect(nur).not.toHaveTextContent('Draft');
    expect(screen.getByText('1 draft')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
  });

  it('places the picked template on the cell chosen by click, but offers no place on a day of leave', async () => {
    const { writes } = renderBoard();
    await screen.findByRole('table', { name: 'Roster' });
    expect(screen.queryByRole('button', { name: /^Place / })).not.toBeInTheDocument();
    const day = screen.getByRole('button', { name: /Day\s*09:00–18:00/ });
    await userEvent.click(day);
    expect(day).toHaveAttribute('aria-pressed', 'true');
    const tuesday = shortDay(addDays(monday(), 1));
    expect(
      screen.queryByRole('button', { name: `Place Day on ${tuesday} for Nur Aisyah` }),
    ).not.toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: `Place Day on ${tuesday} for Tan Wei Ming` }),
    );
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          method: 'POST',
          url: '/api/v1/shift/roster/shifts',
          body: { employeeId: 'e-1', workDate: addDays(monday(), 1), templateId: 't-day' },
        },
      ]),
    );
    await userEvent.click(day);
    expect(day).toHaveAttribute('aria-pressed', 'false');
  });

  it("shows the server's refusal of a shift on leave", async () => {
    const refusal = 'Nur Aisyah is on Annual leave on 01/04/2028: no shift can be placed that day';
    renderBoard({ place: () => envelope(null, 409, refusal) });
    const grid = await screen.findByRole('table', { name: 'Roster' });
    await userEvent.click(screen.getByRole('button', { name: /Night\s*22:00/ }));
    await userEvent.click(
      within(grid).getByRole('button', {
        name: `Place Night on ${shortDay(monday())} for Nur Aisyah`,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent(refusal);
  });

  it('places a template dragged onto a cell, and moves a shift dragged to another', async () => {
    const { writes } = renderBoard();
    const grid = await screen.findByRole('table', { name: 'Roster' });
    const carried = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => carried.set(type, value),
      getData: (type: string) => carried.get(type) ?? '',
      get types() {
        return [...carried.keys()];
      },
      effectAllowed: 'all',
      dropEffect: 'none',
    };
    const wednesday = addDays(monday(), 2);
    const cell = grid.querySelector(`[data-cell="e-1:${wednesday}"]`) as HTMLElement;
    fireEvent.dragStart(screen.getByRole('button', { name: /Night\s*22:00/ }), { dataTransfer });
    fireEvent.dragOver(cell, { dataTransfer });
    fireEvent.drop(cell, { dataTransfer });
    carried.clear();
    const shift = grid.querySelector('[data-shift-id="s-1"]') as HTMLElement;
    fireEvent.dragStart(shift, { dataTransfer });
    const target = grid.querySelector(`[data-cell="e-2:${wednesday}"]`) as HTMLElement;
    fireEvent.drop(target, { dataTransfer });
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          method: 'POST',
          url: '/api/v1/shift/roster/shifts',
          body: { employeeId: 'e-1', workDate: wednesday, templateId: 't-night' },
        },
        {
          method: 'PATCH',
          url: '/api/v1/shift/roster/shifts/s-1',
          body: { employeeId: 'e-2', workDate: wednesday },
        },
      ]),
    );
  });

  it('removes a shift', async () => {
    const { writes } = renderBoard();
    await screen.findByRole('table', { name: 'Roster' });
    await userEvent.click(
      screen.getByRole('button', {
        name: `Remove Night on ${shortDay(monday())} for Tan Wei Ming`,
      }),
    );
    await waitFor(() =>
      expect(writes()).toEqual([
        { method: 'DELETE', url: '/api/v1/shift/roster/shifts/s-1', body: null },
      ]),
    );
  });

  it('moves a week or two at a time, filtered by branch and department', async () => {
    const { reads } = renderBoard();
    await screen.findByRole('table', { name: 'Roster' });
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() =>
      expect(reads().at(-1)).toBe(`/api/v1/shift/roster?from=${addDays(monday(), 7)}&days=7`),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Two weeks' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous two weeks' }));
    await waitFor(() =>
      expect(reads().at(-1)).toBe(`/api/v1/shift/roster?from=${addDays(monday(), -7)}&days=14`),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Branch/Outlet' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Jurong' }));
    await waitFor(() => expect(reads().at(-1)).toContain('branchId=b-1'));
  });

  it('opens the week and filters the address names', async () => {
    const { reads } = renderBoard(
      {},
      '/shift-planning/board?from=2028-05-10&days=14&departmentId=d-1',
    );
    await screen.findByRole('table', { name: 'Roster' });
    expect(reads()[0]).toBe('/api/v1/shift/roster?from=2028-05-08&days=14&departmentId=d-1');
    expect(screen.getByText('8 May – 21 May 2028')).toBeInTheDocument();
  });

  it('publishes the range after asking, and says what it did', async () => {
    const { writes } = renderBoard();
    await screen.findByRole('table', { name: 'Roster' });
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const confirm = await screen.findByRole('dialog', { name: 'Publish the roster' });
    expect(confirm).toHaveTextContent('1 draft become what staff see');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          method: 'POST',
          url: '/api/v1/shift/roster/publish',
          body: { from: monday(), days: 7 },
        },
      ]),
    );
    expect(await screen.findByRole('dialog', { name: 'Success' })).toHaveTextContent(
      'Roster has been published: 1 shift published, 0 removed, 1 person notified',
    );
  });

  it('copies a week to the next and lists what was skipped', async () => {
    const { writes } = renderBoard();
    await screen.findByRole('table', { name: 'Roster' });
    await userEvent.click(screen.getByRole('button', { name: 'Copy week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy week' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          method: 'POST',
          url: '/api/v1/shift/roster/copy-week',
          body: { from: monday(), to: addDays(monday(), 7) },
        },
      ]),
    );
    const result = await screen.findByRole('dialog', { name: 'Week has been copied' });
    expect(result).toHaveTextContent('1 shift copied.');
    expect(result).toHaveTextContent('Nur Aisyah is on Annual leave on that day');
  });

  it('clears the range after asking', async () => {
    const { writes } = renderBoard();
    await screen.findByRole('table', { name: 'Roster' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    const confirm = await screen.findByRole('dialog', { name: 'Clear the roster' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Clear' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        { method: 'POST', url: '/api/v1/shift/roster/clear', body: { from: monday(), days: 7 } },
      ]),
    );
  });

  it('lists one day at a time on a phone, and places from there', async () => {
    setViewportWidth(390);
    const { writes } = renderBoard();
    const days = await screen.findByRole('group', { name: 'Day' });
    expect(screen.queryByRole('table', { name: 'Roster' })).not.toBeInTheDocument();
    await userEvent.click(within(days).getByRole('button', { name: shortDay(monday()) }));
    expect(screen.getByText('Draft')).toBeInTheDocument();
    await userEvent.click(
      within(days).getByRole('button', { name: shortDay(addDays(monday(), 4)) }),
    );
    expect(screen.queryByText('Draft')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Day\s*09:00–18:00/ }));
    await userEvent.click(
      screen.getByRole('button', {
        name: `Place Day on ${shortDay(addDays(monday(), 4))} for Nur Aisyah`,
      }),
    );
    await waitFor(() =>
      expect(writes()[0]?.body).toEqual({
        employeeId: 'e-2',
        workDate: addDays(monday(), 4),
        templateId: 't-day',
      }),
    );
  });
});
