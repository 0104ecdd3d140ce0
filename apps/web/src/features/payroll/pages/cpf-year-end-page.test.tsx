import type { CpfYearEnd, CpfYearEndRow } from '@tembusu/contracts/payroll-reports';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';

const leaver: CpfYearEndRow = {
  employeeId: 'e1',
  name: 'Lim Mei Ling',
  employeeNumber: 'EMP-7101',
  idType: 'NRIC',
  idNumber: 'S1234567D',
  occasion: 'leaving',
  throughMonth: 11,
  ordinaryWagesForYear: '88000.00',
  additionalWageCeiling: '14000.00',
  additionalWages: '20000.00',
  additionalWagesSubjectToCpf: '14000.00',
  contributed: { employee: '4400.00', employer: '3740.00', total: '8140.00' },
  due: { employee: '6000.00', employer: '5100.00', total: '11100.00' },
  difference: { employee: '1600.00', employer: '1360.00', total: '2960.00' },
  settlement: 'topUp',
};

const report: CpfYearEnd = {
  year: 2026,
  rows: [leaver],
  notYetDue: 7,
  excludedFromCpf: 0,
  topUps: { employee: '1600.00', employer: '1360.00', total: '2960.00' },
  refunds: { employee: '0.00', employer: '0.00', total: '0.00' },
  source: 'CPF Act, First Schedule',
};

function renderPage(data: CpfYearEnd) {
  const asked: string[] = [];
  renderApp('/payroll/cpf-year-end?year=2026', {
    session: 'admin',
    handlers: [
      apiRoute.get('/payroll/cpf-year-end', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.pathname + url.search);
        return envelope(data);
      }),
    ],
  });
  return asked;
}

describe('CpfYearEndPage', () => {
  it('lists the leaver with the top-up split between employee and employer', async () => {
    const asked = renderPage(report);
    const table = await screen.findByRole('table', { name: 'CPF year-end 2026' });
    expect(asked[0]).toBe('/api/v1/payroll/cpf-year-end?year=2026');
    const row = within(table).getByRole('row', { name: /Lim Mei Ling/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Lim Mei LingEMP-7101 · NRIC S1234567D',
      'Nov (left)',
      '$88,000.00',
      '$14,000.00',
      '$20,000.00',
      '$14,000.00',
      '$8,140.00',
      '$11,100.00',
      '$2,960.00Employee $1,600.00 · Employer $1,360.00',
      'Top up',
    ]);
    expect(screen.getByText('Top-ups to pay').parentElement).toHaveTextContent('$2,960.00');
    expect(screen.getByText('Not yet due').parentElement).toHaveTextContent('7');
  });

  it('says nobody is settled before December is paid', async () => {
    renderPage({ ...report, rows: [], topUps: report.refunds });
    expect(
      await screen.findByText(
        "Nobody's 2026 is settled yet: pay December, or an employee's last month.",
      ),
    ).toBeInTheDocument();
  });
});
