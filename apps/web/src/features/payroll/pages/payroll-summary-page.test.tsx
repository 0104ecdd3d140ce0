import type {
  PayrollStatus,
  PayrollSummary,
  PayrollSummaryRow,
} from '@tembusu/contracts/payroll-runs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';

const asAdmin = { session: 'admin' } as const;

const totals = {
  grossSalary: '5920.00',
  employeeCPF: '1184.00',
  employerCPF: '1006.00',
  communityFund: '2.00',
  sdl: '11.25',
  netPay: '4734.00',
  total: '6937.25',
};

const row = (n: number, name: string): PayrollSummaryRow => ({
  payslipId: `p${n}`,
  payslipNo: `PS-${String(n).padStart(6, '0')}`,
  employeeId: `e${n}`,
  name,
  employeeNumber: `EMP-${String(n).padStart(4, '0')}`,
  departmentName: null,
  paymentMethod: 'giro',
  grossSalary: '1000.00',
  employeeCPF: '200.00',
  employerCPF: '170.00',
  communityFund: '1.00',
  sdl: '2.50',
  netPay: '799.00',
  warnings: 0,
});

const summary = (status: PayrollStatus): PayrollSummary => ({
  id: 'r1',
  payrollNo: 7,
  year: 2026,
  month: 11,
  kind: 'regular',
  periodLabel: 'Nov 2026',
  dateOfPayment: '2026-11-28',
  headcount: 1,
  status,
  totals,
  engineVersion: status === 'draft' ? null : '1.0.0',
  confirmedAt: status === 'draft' ? null : '2026-11-20T02:00:00.000Z',
  paidAt: null,
  rows: [{ ...row(36, 'Tan Wei Ming'), ...totals }],
});

/** The summary, answered as the server pages it: the rows of the page asked for. */
const summaryRoute = (answer: PayrollSummary, pages: string[] = []) =>
  apiRoute.get('/payroll/r1/summary', ({ request }) => {
    const url = new URL(request.url);
    pages.push(`${url.searchParams.get('page')}/${url.searchParams.get('pageSize')}`);
    return envelope(answer);
  });

/** Filing settings with nothing saved but the UEN: the CPF file is offered, the bank file not. */
const filingSettingsRoute = apiRoute.get('/payroll/setting/filing', () =>
  envelope({
    uen: '202612345K',
    cpfPaymentType: 'PTE',
    cpfSerial: '01',
    salaryBank: null,
    debitAccountNumber: null,
    bankCompanyId: null,
    irasIdType: '8',
    irasAuthorisedName: null,
    irasAuthorisedDesignation: null,
    irasAuthorisedPhone: null,
    irasAuthorisedEmail: null,
  }),
);

/** Catches the browser download a file fetch ends in: the name it is saved under. */
function catchDownloads() {
  const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
  const names: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  onTestFinished(() => {
    URL.createObjectURL = saved.create;
    URL.revokeObjectURL = saved.revoke;
    click.mockRestore();
  });
  return names;
}

describe('PayrollSummaryPage downloads', () => {
  it('offers no bank or CPF files for a draft', async () => {
    renderApp('/payroll/r1', { ...asAdmin, handlers: [summaryRoute(summary('draft'))] });
    expect(await screen.findByRole('button', { name: 'Confirm Payroll' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  });

  it.each(['confirmed', 'paid'] as const)(
    'offers the GIRO file and the CPF contributions of a %s payroll',
    async (status) => {
      const files: string[] = [];
      const file = ({ request }: { request: Request }) => {
        const url = new URL(request.url);
        files.push(`${url.pathname}${url.search}`);
        return new HttpResponse('Bank Code');
      };
      renderApp('/payroll/r1', {
        ...asAdmin,
        handlers: [
          summaryRoute(summary(status)),
          filingSettingsRoute,
          apiRoute.get('/payroll/r1/giro', file),
          apiRoute.get('/payroll/r1/contributions', file),
        ],
      });
      const names = catchDownloads();
      await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
      expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
        'GIRO file (CSV)',
        'CPF contributions (XLSX)',
        'CPF contributions (CSV)',
      ]);
      await userEvent.click(screen.getByRole('menuitem', { name: 'GIRO file (CSV)' }));
      await waitFor(() => expect(names).toEqual(['giro-payroll-7.csv']));
      expect(files).toEqual(['/api/v1/payroll/r1/giro?format=csv']);

      await userEvent.click(screen.getByRole('button', { name: 'Download' }));
      await userEvent.click(screen.getByRole('menuitem', { name: 'CPF contributions (XLSX)' }));
      await waitFor(() =>
        expect(names).toEqual(['giro-payroll-7.csv', 'cpf-contributions-payroll-7.xlsx']),
      );
      expect(files).toEqual([
        '/api/v1/payroll/r1/giro?format=csv',
        '/api/v1/payroll/r1/contributions?format=xlsx',
      ]);
    },
  );

  it("shows 'An error sorry' when a file cannot be made", async () => {
    renderApp('/payroll/r1', {
      ...asAdmin,
      handlers: [
        summaryRoute(summary('confirmed')),
        filingSettingsRoute,
        apiRoute.get('/payroll/r1/contributions', () => envelope(null, 409, 'No')),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'CPF contributions (CSV)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent('An error sorry');
  });
});

describe('PayrollSummaryPage pages', () => {
  // Seven payslips: the server answers five on page 1 and two on page 2, with the headcount and
  // totals of all seven on both.
  const everyone = [
    'Ahmad bin Ismail',
    'Aisha Rahman',
    'Chua Boon Huat',
    'Daniel Ong',
    'Gopal Krishnan',
    'Lim Ah Kow',
    'Priya Nair',
  ].map((name, i) => row(i + 1, name));
  const allTotals = {
    grossSalary: '7000.00',
    employeeCPF: '1400.00',
    employerCPF: '1190.00',
    communityFund: '7.00',
    sdl: '17.50',
    netPay: '5593.00',
    total: '8207.50',
  };
  const pagedRoute = (asked: string[]) =>
    apiRoute.get('/payroll/r1/summary', ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page'));
      const pageSize = Number(url.searchParams.get('pageSize'));
      asked.push(`${page}/${pageSize}`);
      return envelope({
        ...summary('draft'),
        headcount: everyone.length,
        totals: allTotals,
        rows: everyone.slice((page - 1) * pageSize, page * pageSize),
      });
    });
  const names = (table: HTMLElement) =>
    within(table)
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('asks the server for page 2 and shows its rows, with the totals of every payslip', async () => {
    const asked: string[] = [];
    const { router } = renderApp('/payroll/r1', { ...asAdmin, handlers: [pagedRoute(asked)] });
    const table = await screen.findByRole('table', { name: 'Payslips' });
    expect(names(table)).toEqual(everyone.slice(0, 5).map((person) => person.name));
    expect(screen.getByText('Showing 1–5 of 7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Payslips' })).toHaveAttribute(
      'href',
      '/payroll/r1/edit?payslipNo=PS-000001',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(names(screen.getByRole('table', { name: 'Payslips' }))).toEqual([
        'Lim Ah Kow',
        'Priya Nair',
      ]),
    );
    expect(asked).toEqual(['1/5', '2/5']);
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByText('Showing 6–7 of 7')).toBeInTheDocument();
    // The footer and the figures are the server's, over all seven, not the two shown.
    const footer = screen.getByRole('row', { name: /^Total \(7 employees\)/ });
    expect(within(footer).getByText('$7,000.00')).toBeInTheDocument();
    expect(within(footer).getByText('$5,593.00')).toBeInTheDocument();
    // Editing still starts from the payroll's first payslip, which the editor looks up.
    expect(screen.getByRole('link', { name: 'Edit Payslips' })).toHaveAttribute(
      'href',
      '/payroll/r1/edit',
    );

    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(names(screen.getByRole('table', { name: 'Payslips' }))[0]).toBe('Ahmad bin Ismail'),
    );
  });

  it('opens at the page in the address, and at the last page for one past the end', async () => {
    const asked: string[] = [];
    const { router } = renderApp('/payroll/r1?page=9', {
      ...asAdmin,
      handlers: [pagedRoute(asked)],
    });
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() =>
      expect(names(screen.getByRole('table', { name: 'Payslips' }))).toEqual([
        'Lim Ah Kow',
        'Priya Nair',
      ]),
    );
    expect(asked).toEqual(['9/5', '2/5']);
  });

  it("says 'Table is empty' and offers no paging for a payroll without payslips", async () => {
    const asked: string[] = [];
    renderApp('/payroll/r1', {
      ...asAdmin,
      handlers: [summaryRoute({ ...summary('draft'), headcount: 0, rows: [] }, asked)],
    });
    expect(await screen.findByText('Table is empty')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Payroll' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Edit Payslips' })).not.toBeInTheDocument();
    expect(asked).toEqual(['1/5']);
  });
});
