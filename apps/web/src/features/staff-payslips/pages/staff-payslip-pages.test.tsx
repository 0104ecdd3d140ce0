import type { PayslipView, StaffPayslipListItem } from '@tembusu/contracts/payroll-runs';
import { payslipLine } from '@tembusu/contracts/test/payslip-lines';
import { payslipViewFixture } from '@tembusu/contracts/test/payslip-view';
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

// An off-cycle run's payslip, to show that it says which run it came from.
const view = payslipViewFixture({ kind: 'bonus' });

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
  const shows = (payslip: PayslipView) =>
    renderApp('/staff-payslip/p1', {
      ...asStaff,
      handlers: [apiRoute.get('/staff/payslips/p1', () => envelope(payslip))],
    });

  it("shows the itemised payslip's facts: employer, employee, payment date, salary period and rate", async () => {
    shows(view);
    const facts = await screen.findByRole('region', { name: 'Payslip details' });
    expect(screen.getByRole('heading', { name: 'Tembusu Demo Pte Ltd' })).toBeInTheDocument();
    const fact = (label: string) =>
      within(facts).getByText(label, { selector: 'p' }).nextElementSibling?.textContent;
    expect(fact('Employee')).toBe('Tan Wei Ming (EMP-0001)');
    expect(fact('Salary period')).toBe('03/01/2026 – 03/31/202622 of 22 working days');
    expect(fact('Date of payment')).toBe('03/28/2026');
    expect(fact('Payment method')).toBe('GIRO (bank transfer) to DBS Bank Ltd 100-2');
    expect(fact('Payroll')).toBe('#1 (Bonus), Mar 2026');
    expect(fact('Basic rate of pay')).toBe('$5,800.00 a month');
    // A monthly salary counts no hours or days; no overtime period was set.
    expect(within(facts).queryByText(/Hours worked|Days worked|Overtime period/)).toBeNull();
  });

  it('groups the items as the itemised payslip does, with their remarks, the net pay and the year to date', async () => {
    shows(view);
    const lines = await screen.findByRole('table', { name: 'Payslip lines' });
    expect(
      within(lines)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ItemValueAmount',
      'Basic pay',
      'Basic salary$5,800.00 a month$5,800.00',
      'Allowances',
      'Transport AllowanceRemarks: Site visits$120.00',
      'Deductions',
      'Employee CPF-$1,184.00',
      'Community fund (CDAC)-$2.00',
      'Total deductions-$1,186.00',
      'Net Pay$4,734.00',
    ]);
    expect(screen.getByRole('region', { name: 'Remarks' })).toHaveTextContent(
      'Transport for the March site visits.',
    );
    expect(screen.getByRole('table', { name: 'Employer contributions' })).toHaveTextContent(
      'Employer CPF$1,006.00',
    );
    expect(screen.getByRole('table', { name: 'Year to date' })).toHaveTextContent(
      'Net pay$14,202.00',
    );
  });

  it('never shows the compliance warnings, which are for the payroll admins', async () => {
    // The server sends staff none; were one to come, the page still would not show it.
    shows(view);
    await screen.findByRole('table', { name: 'Payslip lines' });
    expect(screen.queryByText(/Part IV/)).toBeNull();
    expect(screen.queryByText(/Warning|Notes/)).toBeNull();
  });

  it("shows an hourly joiner's part of the month, the hours worked, overtime at its rate and its period", async () => {
    shows(
      payslipViewFixture({
        itemised: {
          salaryPeriod: {
            from: '2026-03-16',
            to: '2026-03-31',
            partial: true,
            workingDays: '12',
            workingDaysInPeriod: '22',
          },
          basicPay: { basis: 'Hourly', rate: '12.50', unit: 'hours', paid: '96', worked: '88' },
          overtimeRatesPerHour: {
            normal: '18.7500',
            offDay: '18.7500',
            restDay: '25.0000',
            holiday: '25.0000',
          },
          overtimePeriod: { from: '2026-02-01', to: '2026-02-28' },
        },
        payslip: {
          ...view.payslip,
          payRollItem: [
            payslipLine('M1', 'Basic salary', '1200.00', { unit: 'Rate', value: '12.50' }),
            payslipLine('M2', 'Absence', '-100.00', { unit: 'Days', value: '1' }),
            payslipLine('M8a', 'Overtime (normal)', '75.00', { unit: 'Hours', value: '4' }),
            payslipLine('M8c', 'Rest day pay', '200.00', {
              unit: 'Hours',
              value: '8',
              remarks: 'Stocktake',
            }),
            payslipLine('TotalWages', 'Total Wages', '1375.00'),
            payslipLine('M10A', 'Employee CPF', '-275.00'),
            payslipLine('M7', 'Net pay', '1100.00'),
          ],
        },
      }),
    );
    const facts = await screen.findByRole('region', { name: 'Payslip details' });
    const fact = (label: string) =>
      within(facts).getByText(label, { selector: 'p' }).nextElementSibling?.textContent;
    expect(fact('Salary period')).toBe('03/16/2026 – 03/31/202612 of 22 working days');
    expect(fact('Basic rate of pay')).toBe('$12.50 an hour');
    expect(fact('Hours worked')).toBe('88 of 96 hours');
    expect(fact('Overtime period')).toBe('02/01/2026 – 02/28/2026');
    expect(
      within(screen.getByRole('table', { name: 'Payslip lines' }))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ItemValueAmount',
      'Basic pay',
      'Basic salary96 hours × $12.50$1,200.00',
      'Deductions',
      'Absence1 day-$100.00',
      'Employee CPF-$275.00',
      'Total deductions-$375.00',
      'Overtime',
      'Overtime (normal)4 hours × $18.75$75.00',
      'Other additional payments',
      'Rest day payRemarks: Stocktake8 hours × $25.00$200.00',
      'Net Pay$1,100.00',
    ]);
  });

  it('puts each value under its item on a phone, so the item and its amount have the width', async () => {
    setViewportWidth(390);
    shows(view);
    const lines = await screen.findByRole('table', { name: 'Payslip lines' });
    expect(
      within(lines)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ItemAmount',
      'Basic pay',
      'Basic salaryValue: $5,800.00 a month$5,800.00',
      'Allowances',
      'Transport AllowanceRemarks: Site visits$120.00',
      'Deductions',
      'Employee CPF-$1,184.00',
      'Community fund (CDAC)-$2.00',
      'Total deductions-$1,186.00',
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
