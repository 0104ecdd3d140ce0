import type { YtdRow, YtdSummary } from '@tembusu/contracts/payroll-reports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
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
const rows: YtdRow[] = Array.from({ length: 6 }, (_, i) => ({
  ...figures,
  employeeId: `e${i + 1}`,
  name: `Employee ${i + 1}`,
  employeeNumber: `EMP-000${i + 1}`,
  departmentName: i === 0 ? null : 'Engineering',
  idType: 'NRIC',
  idNumber: 'S1234567D',
  employmentStartDate: '2024-05-01',
  employmentEndDate: i === 0 ? '2026-10-31' : null,
  payslips: 1,
}));
const summary: YtdSummary = {
  year: 2026,
  rows,
  totals: { ...figures, grossSalary: '35520.00', netPay: '28404.00', sdl: '67.50' },
};

/** Keeps the address (path and query) of each request a handler answers. */
function addressesAsked() {
  const asked: string[] = [];
  const note = (request: Request) => {
    const url = new URL(request.url);
    asked.push(url.pathname + url.search);
  };
  return { asked, note };
}

function renderPage(path: string, handlers: RequestHandler[]) {
  return renderApp(path, { session: 'admin', handlers }).router;
}

const report2026 = '/payroll/ytd-summary-report?year=2026';

describe('YtdSummaryReportPage', () => {
  it('shows five employees a page, with money as dollars and the totals row', async () => {
    const { asked, note } = addressesAsked();
    renderPage(report2026, [
      apiRoute.get('/payroll/ytd-summary', ({ request }) => {
        note(request);
        return envelope(summary);
      }),
    ]);
    const table = await screen.findByRole('table', { name: 'YTD summary 2026' });
    expect(asked[0]).toBe('/api/v1/payroll/ytd-summary?year=2026');
    // Header, five employees, the totals row.
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    const first = within(table).getByRole('row', { name: /Employee 1/ });
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Employee 1NRIC S1234567DJoined 05/01/2024 · left 10/31/2026',
      'EMP-0001',
      '—',
      '1',
      '$5,920.00',
      '$0.00',
      '$5,920.00',
      '$0.00',
      '$1,184.00',
      '$1,006.00',
      '$2.00CDAC $2.00',
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
    const router = renderPage(report2026, [
      apiRoute.get('/payroll/ytd-summary', () => envelope(summary)),
      // The employee's page, which the link opens: nothing released for them, for brevity.
      apiRoute.get('/payroll/ytd-summary/e2', () => envelope(null, 404, 'No')),
    ]);
    await userEvent.click(await screen.findByRole('link', { name: 'Employee 2' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/payroll/ytd-summary-report/e2'),
    );
    expect(router.state.location.search).toBe('?year=2026');
    expect(await screen.findByText('No payslips in 2026')).toBeInTheDocument();
  });

  it("says 'Table is empty' for a year without released payrolls", async () => {
    renderPage('/payroll/ytd-summary-report?year=2025', [
      apiRoute.get('/payroll/ytd-summary', () => envelope({ ...summary, year: 2025, rows: [] })),
    ]);
    expect(await screen.findByText('Table is empty')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: 'Total' })).not.toBeInTheDocument();
  });

  it("shows 'An error sorry' when an export fails", async () => {
    const { asked, note } = addressesAsked();
    renderPage(report2026, [
      apiRoute.get('/payroll/ytd-summary', () => envelope(summary)),
      apiRoute.get('/payroll/ytd-summary/export', ({ request }) => {
        note(request);
        return envelope(null, 500, 'No');
      }),
    ]);
    await screen.findByRole('table', { name: 'YTD summary 2026' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent('An error sorry');
    expect(asked).toEqual(['/api/v1/payroll/ytd-summary/export?year=2026&format=csv']);
  });
});
