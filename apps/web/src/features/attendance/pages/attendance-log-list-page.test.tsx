import type { AttendanceLog } from '@tembusu/contracts/attendance';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import {
  absentLog,
  lateLog,
  onTimeLog,
  openLog,
  organizationInfo,
  overtimeLog,
  testNow,
} from '../attendance-log-test-data';

const engineering = { id: 'd1', name: 'Engineering' };
const rafflesPlace = { id: 'b1', name: 'Raffles Place' };

/** Answers the list with `rows` (of `total`), and keeps the query of each request for it. */
function listAnswers(rows: AttendanceLog[], total = rows.length) {
  const asked: URLSearchParams[] = [];
  const handler = apiRoute.get('/attendance/logs', ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return envelope({ items: rows, total });
  });
  return { asked, handler };
}

const around = [
  apiRoute.get('/organization/info', () => envelope(organizationInfo)),
  apiRoute.get('/organization/departments', () => envelope([engineering])),
  apiRoute.get('/organization/branches', () => envelope([rafflesPlace])),
  // A log opened from the list asks for its day's audit forms.
  apiRoute.get('/attendance/audits', () => envelope({ items: [], total: 0 })),
];

function renderList(
  path: string,
  rows: AttendanceLog[],
  { total, handlers = [] }: { total?: number; handlers?: RequestHandler[] } = {},
) {
  const list = listAnswers(rows, total);
  const rendered = renderApp(path, {
    session: 'admin',
    handlers: [list.handler, ...around, ...handlers],
  });
  return { ...rendered, asked: list.asked };
}

const last = (asked: URLSearchParams[]) => Object.fromEntries(asked.at(-1) ?? []);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: testNow });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AttendanceLogListPage', () => {
  it('is where /attendance leads, and asks for this month by default', async () => {
    const { asked, router } = renderList('/attendance', [onTimeLog]);
    expect(await screen.findByRole('heading', { name: 'Attendance logs' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/attendance/log-list');
    await waitFor(() =>
      expect(last(asked)).toEqual({
        page: '1',
        pageSize: '5',
        from: '2026-03-01',
        to: '2026-03-31',
      }),
    );
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('03/01/2026');
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveValue('03/31/2026');
    expect(screen.getByRole('link', { name: 'Record a log' })).toHaveAttribute(
      'href',
      '/attendance/log-list/create',
    );
  });

  it("sends the address's filters in the query, and a filter chosen after", async () => {
    const { asked, router } = renderList(
      '/attendance/log-list?status=late&branch=b1&department=d1&from=2026-02-01&to=2026-02-28&search=tan&page=2',
      [lateLog],
      { total: 6 },
    );
    await waitFor(() =>
      expect(last(asked)).toEqual({
        page: '2',
        pageSize: '5',
        from: '2026-02-01',
        to: '2026-02-28',
        branchId: 'b1',
        departmentId: 'd1',
        status: 'late',
        search: 'tan',
      }),
    );
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('tan');
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('02/01/2026');

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Missing check-out' }));
    // Another filter starts from the first page.
    await waitFor(() =>
      expect(last(asked)).toMatchObject({ status: 'missingCheckOut', page: '1' }),
    );
    expect(router.state.location.search).toContain('status=missingCheckOut');
    expect(router.state.location.search).not.toContain('page=');
  });

  it('lists each log with its times on the branch clock, statuses and overtime', async () => {
    renderList('/attendance/log-list', [onTimeLog, lateLog, overtimeLog, openLog, absentLog]);
    const table = await screen.findByRole('table', { name: 'Attendance logs' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Employee',
      'Date',
      'Branch/Outlet',
      'Shift expected',
      'Check-in',
      'Check-out',
      'Worked',
      'Status',
      'Overtime',
    ]);
    const [, onTime, late, overtime, open, absent] = within(table).getAllByRole('row');
    if (!onTime || !late || !overtime || !open || !absent) throw new Error('Five rows expected');
    expect(cellTexts(onTime)).toEqual([
      'Tan Wei MingEMP-0001',
      '03/02/2026',
      'Raffles Place',
      '09:00 – 18:00',
      '08:55',
      '18:05',
      '8 h 10 min',
      'On time',
      '—',
    ]);
    expect(cellTexts(late).slice(4, 9)).toEqual([
      '09:20',
      '17:30',
      '7 h 10 min',
      'LateEarly out',
      '—',
    ]);
    // Checked in outside the branch's check-in area: a warning that names itself.
    expect(within(late).getByRole('img', { name: 'Outside the check-in area' })).toBeVisible();
    expect(within(onTime).queryByRole('img', { name: 'Outside the check-in area' })).toBeNull();
    // Read on the Jakarta branch's clock, whatever the browser's zone.
    expect(cellTexts(overtime).slice(2, 9)).toEqual([
      'Jakarta Office',
      '—',
      '09:00',
      '20:00',
      '10 h',
      '',
      '2 hWaiting for approval',
    ]);
    expect(cellTexts(open).slice(4, 7)).toEqual(['08:58', 'Not yet', '—']);
    expect(cellTexts(absent).slice(4, 8)).toEqual(['—', '—', '—', 'Absent']);
    expect(within(onTime).getByRole('link', { name: 'Tan Wei Ming' })).toHaveAttribute(
      'href',
      `/attendance/log-list/${onTimeLog.id}`,
    );
  });

  it('pages through the logs the server counts', async () => {
    const { asked, router } = renderList('/attendance/log-list', [onTimeLog], { total: 12 });
    expect(await screen.findByText('Showing 1–5 of 12')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(last(asked).page).toBe('2'));
    expect(router.state.location.search).toBe('?page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Last' }));
    await waitFor(() => expect(last(asked).page).toBe('3'));
  });

  it('searches once typing pauses, and a row opened meanwhile stays open', async () => {
    const { asked, router } = renderList('/attendance/log-list', [onTimeLog, lateLog], {
      handlers: [apiRoute.get(`/attendance/logs/${lateLog.id}`, () => envelope(lateLog))],
    });
    await screen.findByRole('table', { name: 'Attendance logs' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'EMP-0002');
    await waitFor(() => expect(last(asked).search).toBe('EMP-0002'));

    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), ' x');
    // The log's page loads lazily, longer than the pause: the search landing meanwhile must not
    // take the page back to the list.
    await userEvent.click(screen.getByRole('cell', { name: '03/03/2026' }));
    expect(await screen.findByRole('region', { name: 'Employee' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/attendance/log-list/${lateLog.id}`);
  });

  it('shows cards on a phone, the area warning in words', async () => {
    setViewportWidth(390);
    renderList('/attendance/log-list', [lateLog]);
    const cards = await screen.findByRole('list', { name: 'Attendance logs' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(cards).getByRole('listitem');
    expect(card).toHaveTextContent('Check-in09:20Outside the check-in area');
    expect(within(card).getByRole('link', { name: 'Lim Mei Ling' })).toBeVisible();
  });

  it('says when nothing matches the filters', async () => {
    renderList('/attendance/log-list?status=absent', []);
    expect(await screen.findByText('No attendance logs found')).toBeVisible();
    expect(screen.getByText('Try other dates, another search or clear the filters.')).toBeVisible();
  });
});
