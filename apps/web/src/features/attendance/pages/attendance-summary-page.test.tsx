import type { AttendanceSummaryRow } from '@tembusu/contracts/attendance';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import { organizationInfo, testNow } from '../attendance-log-test-data';

const engineering = { id: 'd1', name: 'Engineering' };
const rafflesPlace = { id: 'b1', name: 'Raffles Place' };

const noFigures = {
  daysWorked: 0,
  absences: 0,
  lateCount: 0,
  lateMinutes: 0,
  earlyOutCount: 0,
  earlyOutMinutes: 0,
  missingCheckOuts: 0,
  workedMinutes: 0,
  overtimeMinutes: { normal: 0, offDay: 0, restDay: 0, publicHoliday: 0 },
};

const tan: AttendanceSummaryRow = {
  employee: {
    id: 'emp-1',
    name: 'Tan Wei Ming',
    employeeNumber: 'EMP-0001',
    departmentName: 'Engineering',
    branchName: 'Raffles Place',
  },
  attendanceLogOn: true,
  summary: {
    daysWorked: 12,
    absences: 1,
    lateCount: 2,
    lateMinutes: 25,
    earlyOutCount: 1,
    earlyOutMinutes: 30,
    missingCheckOuts: 1,
    workedMinutes: 5790,
    overtimeMinutes: { normal: 90, offDay: 240, restDay: 0, publicHoliday: 120 },
  },
};

const siti: AttendanceSummaryRow = {
  employee: {
    id: 'emp-2',
    name: 'Siti Aminah binte Yusof',
    employeeNumber: 'EMP-0004',
    departmentName: null,
    branchName: null,
  },
  attendanceLogOn: false,
  summary: { ...noFigures, absences: 1 },
};

/** Answers the summary with `rows` (of `total`), and keeps the query of each request for it. */
function renderSummary(
  path: string,
  rows: AttendanceSummaryRow[],
  { total, handlers = [] }: { total?: number; handlers?: RequestHandler[] } = {},
) {
  const asked: URLSearchParams[] = [];
  const rendered = renderApp(path, {
    session: 'admin',
    handlers: [
      apiRoute.get('/attendance/summary', ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        return envelope({ month: query.get('month'), items: rows, total: total ?? rows.length });
      }),
      apiRoute.get('/organization/info', () => envelope(organizationInfo)),
      apiRoute.get('/organization/departments', () => envelope([engineering])),
      apiRoute.get('/organization/branches', () => envelope([rafflesPlace])),
      ...handlers,
    ],
  });
  return { ...rendered, asked };
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

describe('AttendanceSummaryPage', () => {
  it("asks for this month and lists each employee's figures", async () => {
    const { asked } = renderSummary('/attendance/summary', [tan, siti]);
    expect(await screen.findByRole('heading', { name: 'Attendance summary' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'March 2026' })).toBeVisible();
    await waitFor(() =>
      expect(last(asked)).toEqual({ page: '1', pageSize: '5', month: '2026-03' }),
    );
    const table = await screen.findByRole('table', { name: 'Attendance summary' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Employee',
      'Days worked',
      'Absences',
      'Late',
      'Early out',
      'Missing check-outs',
      'Hours worked',
      'Overtime',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    if (!first || !second) throw new Error('Two rows expected');
    expect(cellTexts(first)).toEqual([
      'Tan Wei MingEMP-0001 · Engineering',
      '12',
      '1',
      '2 · 25 min',
      '1 · 30 min',
      '1',
      '96 h 30 min',
      'Normal: 1 h 30 minOff day: 4 hPublic holiday: 2 h',
    ]);
    expect(cellTexts(second)).toEqual([
      'Siti Aminah binte YusofEMP-0004Attendance log off',
      '—',
      '1',
      '—',
      '—',
      '—',
      '—',
      '—',
    ]);
    expect(within(first).getByRole('link', { name: 'Tan Wei Ming' })).toHaveAttribute(
      'href',
      '/attendance/summary/emp-1?month=2026-03',
    );
  });

  it("sends the address's month and filters, and a month or filter chosen after", async () => {
    const { asked, router } = renderSummary(
      '/attendance/summary?month=2026-01&branch=b1&search=tan&page=2',
      [tan],
      { total: 7 },
    );
    await waitFor(() =>
      expect(last(asked)).toEqual({
        page: '2',
        pageSize: '5',
        month: '2026-01',
        branchId: 'b1',
        search: 'tan',
      }),
    );
    expect(screen.getByRole('heading', { name: 'January 2026' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('tan');

    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    // Another month starts from the first page.
    await waitFor(() => expect(last(asked)).toMatchObject({ month: '2025-12', page: '1' }));
    expect(router.state.location.search).not.toContain('page=');

    await userEvent.click(screen.getByRole('combobox', { name: 'Department' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Engineering' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Search' }));
    await waitFor(() => expect(last(asked).search).toBeUndefined());
    expect(last(asked)).toMatchObject({ month: '2025-12', departmentId: 'd1' });
  });

  it('never asks for a month after this one, whatever the address says', async () => {
    const { asked } = renderSummary('/attendance/summary?month=2026-07', [tan]);
    await waitFor(() => expect(last(asked).month).toBe('2026-03'));
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it("opens an employee's month from the row, and comes back to the same view", async () => {
    const { router } = renderSummary('/attendance/summary?search=tan', [tan], {
      handlers: [
        apiRoute.get('/attendance/summary/emp-1', ({ request }) =>
          envelope({
            ...tan,
            month: new URL(request.url).searchParams.get('month'),
            logs: [],
            overtimePendingMinutes: { normal: 0, offDay: 0, restDay: 0, publicHoliday: 0 },
          }),
        ),
      ],
    });
    await userEvent.click(await screen.findByRole('cell', { name: '12' }));
    expect(await screen.findByRole('heading', { name: "Tan Wei Ming's attendance" })).toBeVisible();
    expect(router.state.location.pathname).toBe('/attendance/summary/emp-1');
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/attendance/summary'));
    expect(router.state.location.search).toBe('?search=tan');
  });

  it('asks for the filtered month as a file', async () => {
    const asked: string[] = [];
    renderSummary('/attendance/summary?department=d1', [tan], {
      handlers: [
        apiRoute.get('/attendance/summary/export', ({ request }) => {
          asked.push(new URL(request.url).search);
          return envelope(null, 500, 'No');
        }),
      ],
    });
    await screen.findByRole('table', { name: 'Attendance summary' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('dialog', { name: 'Error!' })).toHaveTextContent(
      'An error sorry',
    );
    expect(asked).toEqual(['?format=csv&month=2026-03&departmentId=d1']);
  });

  it('shows cards on a phone', async () => {
    setViewportWidth(390);
    renderSummary('/attendance/summary', [tan]);
    const cards = await screen.findByRole('list', { name: 'Attendance summary' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(cards).getByRole('listitem');
    expect(card).toHaveTextContent('Late2 · 25 min');
    expect(card).toHaveTextContent('OvertimeNormal: 1 h 30 minOff day: 4 hPublic holiday: 2 h');
    expect(within(card).getByRole('link', { name: 'Tan Wei Ming' })).toBeVisible();
  });

  it('says when nobody matches', async () => {
    renderSummary('/attendance/summary?search=zzz', []);
    expect(await screen.findByText('No employees found')).toBeVisible();
    expect(
      screen.getByText('Try another month, another search or clear the filters.'),
    ).toBeVisible();
  });
});
