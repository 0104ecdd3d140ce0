import type { YtdEmployee } from '@tembusu/contracts/payroll-reports';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';

const figures = {
  grossSalary: '5920.00',
  reimbursements: '0.00',
  ordinaryWagesForCpf: '5920.00',
  additionalWagesForCpf: '0.00',
  employeeCPF: '1184.00',
  employerCPF: '1006.00',
  cdac: '2.00',
  ecf: '0.00',
  mbmf: '0.00',
  sinda: '0.00',
  communityFund: '2.00',
  sdl: '11.25',
  netPay: '4734.00',
};
const report: YtdEmployee = {
  year: 2026,
  employee: {
    id: 'e1',
    name: 'Tan Wei Ming',
    employeeNumber: 'EMP-0001',
    departmentName: null,
    idType: 'NRIC',
    idNumber: 'S1234567D',
    employmentStartDate: '2024-05-01',
    employmentEndDate: null,
  },
  openingBalance: null,
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

/** The employee's year to date: answered with `data`, keeping the address each request asked. */
function ytdOfEmployee(statusCode: number, data: unknown) {
  const asked: string[] = [];
  const handler = apiRoute.get('/payroll/ytd-summary/:employeeId', ({ request }) => {
    const url = new URL(request.url);
    asked.push(url.pathname + url.search);
    return envelope(data, statusCode, statusCode === 200 ? 'Success' : 'No');
  });
  return { handler, asked };
}

function renderPage(path: string, api: ReturnType<typeof ytdOfEmployee>) {
  renderApp(path, { session: 'admin', handlers: [api.handler] });
}

describe('YtdEmployeePage', () => {
  it('shows the months with a totals row and the pay items in payslip order', async () => {
    const api = ytdOfEmployee(200, report);
    renderPage('/payroll/ytd-summary-report/e1?year=2026', api);
    const months = await screen.findByRole('table', { name: 'Month by month' });
    expect(api.asked[0]).toBe('/api/v1/payroll/ytd-summary/e1?year=2026');
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
      '$0.00',
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

  it('puts a Jan–Sep opening balance first and counts it in the totals', async () => {
    const opening = {
      ...figures,
      throughMonth: 9,
      grossSalary: '45000.00',
      mbmf: '36.00',
      cdac: '0.00',
      communityFund: '36.00',
      netPay: '35964.00',
    };
    const totals = {
      ...figures,
      grossSalary: '50920.00',
      mbmf: '36.00',
      communityFund: '38.00',
      netPay: '40698.00',
    };
    renderPage(
      '/payroll/ytd-summary-report/e1?year=2026',
      ytdOfEmployee(200, { ...report, openingBalance: opening, totals }),
    );
    const months = await screen.findByRole('table', { name: 'Month by month' });
    const rows = within(months).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/^Opening balance \(Jan–Sep 2026\)\$45,000\.00/);
    expect(within(months).getByRole('row', { name: 'Total' })).toHaveTextContent('$50,920.00');
    const funds = screen.getByRole('table', { name: 'Community funds' });
    expect(
      within(funds)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['CDAC$2.00', 'MBMF$36.00', 'Total$38.00']);
    expect(screen.getByText('NRIC')).toBeInTheDocument();
    expect(screen.getByText('Joined 05/01/2024')).toBeInTheDocument();
  });

  it('says so when the employee has no released payslip that year', async () => {
    renderPage('/payroll/ytd-summary-report/e1?year=2025', ytdOfEmployee(404, null));
    expect(await screen.findByText('No payslips in 2025')).toBeInTheDocument();
  });
});
