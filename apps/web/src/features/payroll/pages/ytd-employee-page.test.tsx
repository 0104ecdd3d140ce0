import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { YtdEmployee } from '@tembusu/contracts/payroll-reports';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../lib/theme';
import { YtdEmployeePage } from './ytd-employee-page';

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
const report: YtdEmployee = {
  year: 2026,
  employee: { id: 'e1', name: 'Tan Wei Ming', employeeNumber: 'EMP-0001', departmentName: null },
  months: [
    {
      ...figures,
      payrollId: 'r1',
      payrollNo: 1,
      payslipId: 'p1',
      payslipNo: 'PS-000036',
      month: 3,
      periodLabel: 'Mar 2026',
      dateOfPayment: '2026-03-27',
    },
  ],
  payItems: [
    { code: 'M1', description: 'Basic salary', amount: '5800.00' },
    { code: 'M2', description: 'Absence', amount: '0.00' },
    { code: 'M9', description: 'Transport Allowance', amount: '120.00' },
    { code: 'TotalWages', description: 'Total Wages', amount: '5920.00' },
    { code: 'M10A', description: 'Employee CPF', amount: '-1184.00' },
    { code: 'M7', description: 'Net pay', amount: '4734.00' },
    { code: 'M4', description: 'Community fund (CDAC)', amount: '-2.00' },
    { code: 'M5', description: 'SDL', amount: '11.25' },
    { code: 'M6', description: 'Employer CPF', amount: '1006.00' },
  ],
  totals: figures,
};

function answer(statusCode: number, data: unknown) {
  const fetch = vi.fn(
    async (_url: string) =>
      new Response(JSON.stringify({ statusCode, message: '', data }), { status: statusCode }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage(path: string) {
  const router = createMemoryRouter(
    [{ path: '/payroll/ytd-summary-report/:id', element: <YtdEmployeePage /> }],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('YtdEmployeePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the months with a totals row and the pay items in payslip order', async () => {
    const fetch = answer(200, report);
    renderPage('/payroll/ytd-summary-report/e1?year=2026');
    const months = await screen.findByRole('table', { name: 'Month by month' });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/payroll/ytd-summary/e1?year=2026');
    const march = within(months).getByRole('row', { name: /Mar 2026/ });
    expect(
      within(march)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Mar 2026',
      'PS-000036',
      '03/27/2026',
      '$5,920.00',
      '$1,184.00',
      '$1,006.00',
      '$2.00',
      '$11.25',
      '$4,734.00',
    ]);
    expect(within(months).getByRole('row', { name: 'Total' })).toHaveTextContent('$4,734.00');
    const items = screen.getByRole('table', { name: 'By pay item' });
    expect(
      within(items)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Pay ItemAmount',
      'Basic salary$5,800.00',
      'Transport Allowance$120.00',
      'Total Wages$5,920.00',
      'Employee CPF-$1,184.00',
      'Community fund (CDAC)-$2.00',
      'Net pay$4,734.00',
    ]);
    expect(screen.getByRole('link', { name: 'Back to YTD Summary Report' })).toHaveAttribute(
      'href',
      '/payroll/ytd-summary-report?year=2026',
    );
  });

  it('says so when the employee has no released payslip that year', async () => {
    answer(404, null);
    renderPage('/payroll/ytd-summary-report/e1?year=2025');
    expect(await screen.findByText('No payslips in 2025')).toBeInTheDocument();
  });
});
