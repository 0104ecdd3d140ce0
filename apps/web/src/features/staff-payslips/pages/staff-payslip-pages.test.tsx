import type { PayslipView, StaffPayslipListItem } from '@tembusu/contracts/payroll-runs';
import { payslipLine } from '@tembusu/contracts/test/payslip-lines';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';

const asStaff = { session: 'employee' } as const;

const item: StaffPayslipListItem = {
  id: 'p1',
  payslipNo: 'PS-000036',
  periodLabel: 'Mar 2026',
  kind: 'regular',
  year: 2026,
  month: 3,
  dateOfPayment: '2026-03-28',
  grossSalary: '5920.00',
  netPay: '4734.00',
};

const totals = {
  grossSalary: '5920.00',
  employeeCPF: '1184.00',
  employerCPF: '1006.00',
  communityFund: '2.00',
  sdl: '11.25',
  netPay: '4734.00',
  total: '6937.25',
};
const view = {
  organization: { name: 'Tembusu Demo Pte Ltd', uen: '202612345K', address: '1 Raffles Place' },
  payrollId: 'r1',
  payrollNo: 1,
  kind: 'bonus',
  periodLabel: 'Mar 2026',
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  dateOfPayment: '2026-03-28',
  status: 'confirmed',
  payslip: {
    id: 'p1',
    payslipNo: 'PS-000036',
    employee: { id: 'e1', name: 'Tan Wei Ming', employeeNumber: 'EMP-0001', department: null },
    paymentMethod: 'giro',
    paymentMethodExt: { bankCode: 'DBS', bankName: 'DBS Bank Ltd', accountNumber: '100-2' },
    payRollItem: [
      payslipLine('M1', 'Basic salary', '5800.00', { unit: 'Rate', value: '5800.00' }),
      payslipLine('M2', 'Absence', '0.00', { unit: 'Days', value: '0' }),
      payslipLine('M9', 'Transport Allowance', '120.00', { unit: 'Amount', value: '120.00' }),
      payslipLine('TotalWages', 'Total Wages', '5920.00'),
      payslipLine('M10A', 'Employee CPF', '-1184.00'),
      payslipLine('M7', 'Net pay', '4734.00'),
      payslipLine('M4', 'Community fund (CDAC)', '-2.00'),
      payslipLine('M5', 'SDL', '11.25'),
      payslipLine('M6', 'Employer CPF', '1006.00'),
      payslipLine('M11', 'Total', '6937.25'),
    ],
    totals,
    warnings: [{ code: 'W1', message: 'Date of birth missing: CPF worked out for age 55.' }],
  },
  yearToDate: { ...totals, grossSalary: '17760.00', netPay: '14202.00' },
} as unknown as PayslipView;

describe('StaffPayslipsPage', () => {
  it("says 'Table is empty' before any payroll is released", async () => {
    renderApp('/staff-payslip', {
      ...asStaff,
      handlers: [apiRoute.get('/staff/payslips', () => envelope([]))],
    });
    expect(await screen.findByText('Table is empty')).toBeInTheDocument();
  });

  it('lists payslips and opens one', async () => {
    const { router } = renderApp('/staff-payslip', {
      ...asStaff,
      handlers: [
        apiRoute.get('/staff/payslips', () => envelope([item])),
        apiRoute.get('/staff/payslips/:id', () => envelope(view)),
      ],
    });
    const row = await screen.findByRole('row', { name: /Mar 2026/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Mar 2026', 'PS-000036', '03/28/2026', '$5,920.00', '$4,734.00']);
    await userEvent.click(within(row).getByRole('link', { name: 'Mar 2026' }));
    // The payslip's page loads lazily before the router moves to it.
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff-payslip/p1'));
  });

  it('shows each payslip as a card on a phone, and the card opens it', async () => {
    setViewportWidth(390);
    const { router } = renderApp('/staff-payslip', {
      ...asStaff,
      handlers: [
        apiRoute.get('/staff/payslips', () => envelope([item])),
        apiRoute.get('/staff/payslips/:id', () => envelope(view)),
      ],
    });
    const cards = await screen.findByRole('list', { name: 'Payslips' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [card] = within(cards).getAllByRole('listitem');
    if (!card) throw new Error('no card');
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Period', 'Payslip No.', 'Payment Date', 'Gross Pay', 'Net Pay']);
    expect(
      within(card)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['Mar 2026', 'PS-000036', '03/28/2026', '$5,920.00', '$4,734.00']);
    expect(within(card).getByRole('link', { name: 'Mar 2026' })).toHaveAttribute(
      'href',
      '/staff-payslip/p1',
    );

    await userEvent.click(within(card).getByText('PS-000036'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff-payslip/p1'));
  });
});

describe('StaffPayslipPage', () => {
  it('shows the lines (absence at $0.00 left out, as on the PDF), Total Wages, deductions, net pay and the year to date', async () => {
    renderApp('/staff-payslip/p1', {
      ...asStaff,
      handlers: [apiRoute.get('/staff/payslips/p1', () => envelope(view))],
    });
    const lines = await screen.findByRole('table', { name: 'Payslip lines' });
    // An off-cycle run's payslip says which run it came from.
    expect(screen.getByText('#1 (Bonus)')).toBeInTheDocument();
    const texts = within(lines)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(texts).toEqual([
      'ItemValueAmount',
      'Basic salary$5,800.00$5,800.00',
      'Transport Allowance$120.00$120.00',
      'Total Wages$5,920.00',
      'Employee CPF-$1,184.00',
      'Community fund (CDAC)-$2.00',
      'Net Pay$4,734.00',
    ]);
    expect(screen.getByRole('table', { name: 'Employer contributions' })).toHaveTextContent(
      'Employer CPF$1,006.00',
    );
    expect(screen.getByRole('table', { name: 'Year to date' })).toHaveTextContent(
      'Net pay$14,202.00',
    );
    expect(screen.getByText('GIRO (bank transfer) to DBS Bank Ltd 100-2')).toBeInTheDocument();
    expect(screen.getByText('Date of birth missing: CPF worked out for age 55.')).toBeVisible();
  });

  it('puts each value under its item on a phone, so the item and its amount have the width', async () => {
    setViewportWidth(390);
    renderApp('/staff-payslip/p1', {
      ...asStaff,
      handlers: [apiRoute.get('/staff/payslips/p1', () => envelope(view))],
    });
    const lines = await screen.findByRole('table', { name: 'Payslip lines' });
    expect(
      within(lines)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ItemAmount',
      'Basic salaryValue: $5,800.00$5,800.00',
      'Transport AllowanceValue: $120.00$120.00',
      'Total Wages$5,920.00',
      'Employee CPF-$1,184.00',
      'Community fund (CDAC)-$2.00',
      'Net Pay$4,734.00',
    ]);
  });

  it("shows 'An error sorry' when the PDF cannot be downloaded", async () => {
    const pdfAsked = vi.fn(() => envelope(null, 500, 'No'));
    renderApp('/staff-payslip/p1', {
      ...asStaff,
      handlers: [
        apiRoute.get('/staff/payslips/p1', () => envelope(view)),
        apiRoute.get('/staff/payslips/p1/pdf', pdfAsked),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('dialog', { name: 'Error!' })).toHaveTextContent(
      'An error sorry',
    );
    expect(pdfAsked).toHaveBeenCalledTimes(1);
  });

  it('says so when the payslip is not theirs or not released', async () => {
    renderApp('/staff-payslip/p9', {
      ...asStaff,
      handlers: [apiRoute.get('/staff/payslips/p9', () => envelope(null, 404, 'No'))],
    });
    expect(await screen.findByText('Payslip not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my payslips' })).toHaveAttribute(
      'href',
      '/staff-payslip',
    );
  });

  it("says a link that is not valid is not valid, never the server's validation text", async () => {
    renderApp('/staff-payslip/not-an-id', {
      ...asStaff,
      handlers: [
        apiRoute.get('/staff/payslips/not-an-id', () =>
          HttpResponse.json(
            {
              statusCode: 400,
              message: 'payslipId: not a valid id',
              data: null,
              field: 'payslipId',
            },
            { status: 400 },
          ),
        ),
        apiRoute.get('/staff/payslips', () => envelope([item])),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This payslip link is not valid');
    expect(alert).not.toHaveTextContent(/payslipId|not a valid id/);
    await userEvent.click(within(alert).getByRole('link', { name: 'Back to my payslips' }));
    expect(await screen.findByText('PS-000036')).toBeInTheDocument();
  });
});
