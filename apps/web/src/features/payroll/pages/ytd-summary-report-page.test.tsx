import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { YtdRow, YtdSummary } from '@tembusu/contracts/payroll-reports';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../lib/theme';
import { YtdSummaryReportPage } from './ytd-summary-report-page';

const figures = {
  grossSalary: '5920.00',
  ordinaryWages: '5920.00',
  additionalWages: '0.00',
  employeeCPF: '1184.00',
  employerCPF: '1006.00',
  communityFund: '2.00',
  sdl: '11.25',
  netPay: '4734.00',
};
const rows: YtdRow[] = Array.from({ length: 6 }, (_, i) => ({
  ...figures,
  employeeId: `e${i + 1}`,
  name: `Employee ${i + 1}`,
  employeeNumber: `EMP-000${i + 1}`,
  departmentName: i === 0 ? null : 'Engineering',
  payslips: 1,
}));
const summary: YtdSummary = {
  year: 2026,
  rows,
  totals: { ...figures, grossSalary: '35520.00', netPay: '28404.00', sdl: '67.50' },
};

const envelope = (data: unknown, statusCode = 200) =>
  new Response(
    JSON.stringify({ statusCode, message: statusCode === 200 ? 'Success' : 'No', data }),
    {
      status: statusCode,
    },
  );

function stubServer(answer: (url: string) => Response) {
  const fetch = vi.fn(async (url: string) => answer(url));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage(path = '/payroll/ytd-summary-report?year=2026') {
  const router = createMemoryRouter(
    [
      { path: '/payroll/ytd-summary-report', element: <YtdSummaryReportPage /> },
      { path: '/payroll/ytd-summary-report/:id', element: <p>Employee page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

describe('YtdSummaryReportPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows five employees a page, with money as dollars and the totals row', async () => {
    const fetch = stubServer(() => envelope(summary));
    renderPage();
    const table = await screen.findByRole('table', { name: 'YTD summary 2026' });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/payroll/ytd-summary?year=2026');
    // Header, five employees, the totals row.
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    const first = within(table).getByRole('row', { name: /Employee 1/ });
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Employee 1',
      'EMP-0001',
      '—',
      '1',
      '$5,920.00',
      '$5,920.00',
      '$0.00',
      '$1,184.00',
      '$1,006.00',
      '$2.00',
      '$11.25',
      '$4,734.00',
    ]);
    const total = within(table).getByRole('row', { name: 'Total' });
    expect(total).toHaveTextContent('Total (6 employees)');
    expect(total).toHaveTextContent('$35,520.00');
    expect(total).toHaveTextContent('$28,404.00');
    expect(screen.getByText('Showing 1–5 of 6')).toBeInTheDocument();
  });

  it('opens an employee for the chosen year', async () => {
    stubServer(() => envelope(summary));
    const router = renderPage();
    await userEvent.click(await screen.findByRole('link', { name: 'Employee 2' }));
    expect(router.state.location.pathname).toBe('/payroll/ytd-summary-report/e2');
    expect(router.state.location.search).toBe('?year=2026');
  });

  it("says 'Table is empty' for a year without released payrolls", async () => {
    stubServer(() => envelope({ ...summary, year: 2025, rows: [] }));
    renderPage('/payroll/ytd-summary-report?year=2025');
    expect(await screen.findByText('Table is empty')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: 'Total' })).not.toBeInTheDocument();
  });

  it("shows 'An error sorry' when an export fails", async () => {
    const fetch = stubServer((url) =>
      url.includes('/export') ? envelope(null, 500) : envelope(summary),
    );
    renderPage();
    await screen.findByRole('table', { name: 'YTD summary 2026' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent('An error sorry');
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/payroll/ytd-summary/export?year=2026&format=csv',
      expect.anything(),
    );
  });
});
