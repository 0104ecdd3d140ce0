import type { PayslipView } from '@tembusu/contracts/payroll-runs';
import { payslipViewFixture } from '@tembusu/contracts/test/payslip-view';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';

const asAdmin = { session: 'admin' } as const;
const payrollId = '0b4a58d6-62b0-4a49-9b52-1c2b8f6e2f10';

const shows = (view: PayslipView) =>
  renderApp(`/payroll/${payrollId}/payslip/p1/view`, {
    ...asAdmin,
    handlers: [apiRoute.get(`/payroll/${payrollId}/payslips/p1`, () => envelope(view))],
  });

describe('PayslipViewPage', () => {
  it("shows the admins the employee's payslip, its warnings apart, and how each figure is worked out", async () => {
    shows(payslipViewFixture());
    const warnings = await screen.findByRole('alert', { name: 'Warnings for payroll admins' });
    expect(warnings).toHaveTextContent('Not shown to the employee and not printed on the payslip.');
    expect(warnings).toHaveTextContent(
      'Basic monthly salary $5,800.00 is above the Part IV limit of $2,600.00',
    );
    // The same items, in the same groups, as the employee's page and the PDF.
    const facts = screen.getByRole('region', { name: 'Payslip details' });
    expect(within(facts).getByText('03/01/2026 – 03/31/2026')).toBeInTheDocument();
    expect(within(facts).getByText('22 of 22 working days')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Payslip lines' }))
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
    const details = screen.getByRole('table', { name: 'How each figure is worked out' });
    expect(within(details).getByText('Monthly salary $5,800.00')).toBeInTheDocument();
    // A confirmed payroll's payslip is final: no draft notice, no editing.
    expect(screen.queryByText('Draft — not final')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit Payslip' })).toBeNull();
  });

  it("marks a draft payroll's payslip as not final, and offers to edit it", async () => {
    shows(payslipViewFixture({ status: 'draft' }));
    expect(await screen.findByText('Draft — not final')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Payslip' })).toHaveAttribute(
      'href',
      `/payroll/${payrollId}/edit?payslipNo=PS-000036`,
    );
  });

  it('shows no warnings panel when the payslip has none', async () => {
    const view = payslipViewFixture();
    shows({ ...view, payslip: { ...view.payslip, warnings: [] } });
    await screen.findByRole('table', { name: 'Payslip lines' });
    expect(screen.queryByRole('alert', { name: 'Warnings for payroll admins' })).toBeNull();
  });
});
