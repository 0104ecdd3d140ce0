import type { PayrollDetail, PayrollSaveInput } from '@tembusu/contracts/payroll-runs';
import { payslipViewFixture } from '@tembusu/contracts/test/payslip-view';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';

const { payslip } = payslipViewFixture();
const detail: PayrollDetail = {
  id: 'r1',
  payrollNo: 1,
  dateOfPayment: '2026-03-28',
  month: 3,
  year: 2026,
  periodType: 'Monthly',
  periodValue: 3,
  status: 'draft',
  defaultWorkSchedule: { defaultWorkingHours: '8' },
  payslipNumbers: [{ payslipNo: payslip.payslipNo, name: payslip.employee.name }],
  payslips: [{ ...payslip, remarks: null }],
};

describe("the payslip editor: the payslip's remarks and overtime period", () => {
  it('saves the remarks typed and an overtime period once both its dates are given', async () => {
    const sent: PayrollSaveInput[] = [];
    renderApp(`/payroll/r1/edit?payslipNo=${payslip.payslipNo}`, {
      session: 'admin',
      handlers: [
        apiRoute.get('/payroll/r1', () => envelope(detail)),
        apiRoute.get('/payroll/pay-items', () => envelope([])),
        apiRoute.put('/payroll/r1', async ({ request }) => {
          sent.push((await request.json()) as PayrollSaveInput);
          return envelope(detail);
        }),
      ],
    });
    const remarks = await screen.findByRole('textbox', { name: 'Remarks on the payslip' });
    expect(
      screen.getByText(
        /worked in another period than the salary period \(03\/01\/2026 – 03\/31\/2026\)/,
      ),
    ).toBeInTheDocument();
    await userEvent.type(remarks, 'Overtime of February paid in March');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Overtime period from' }),
      '02/01/2026',
    );
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    // Half a period is not one: Confirm waits for the other date.
    expect(confirm).toBeDisabled();
    expect(screen.getByText('Give both dates of the overtime period, or neither')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Overtime period to' }), '02/28/2026');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(await screen.findByText('Payroll has been updated')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.payslips[0]).toMatchObject({
      remarks: 'Overtime of February paid in March',
      overtimePeriod: { from: '2026-02-01', to: '2026-02-28' },
    });
  });
});
