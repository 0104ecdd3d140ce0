import type { Employee } from '@tembusu/contracts/employees';
import type { EmployeePayslipListItem } from '@tembusu/contracts/payroll-runs';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { storageKeys } from '../../../lib/session/session-storage';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { EmployeePayslipsTab, payslipColumns } from './employee-payslips-tab';

const employee = {
  id: 'emp-1',
  personal: { name: 'Lee Jia Hui' },
} as Employee;

function payslip(n: number, change: Partial<EmployeePayslipListItem> = {}) {
  return {
    id: `slip-${n}`,
    payslipNo: `PS-${n}`,
    periodLabel: `Period ${n}`,
    kind: 'regular',
    year: 2026,
    month: n,
    dateOfPayment: `2026-${String(n).padStart(2, '0')}-28`,
    grossSalary: '4800',
    netPay: '3840.5',
    payrollId: `run-${n}`,
    payrollNo: n,
    status: 'confirmed',
    ...change,
  } satisfies EmployeePayslipListItem;
}

/**
 * The API: the payslip list for the employee, and `pdf` for any payslip's PDF. Keeps the PDF
 * requests it answers, to check.
 */
function payslipsApi(
  payslips: EmployeePayslipListItem[],
  pdf: () => Response = () => new HttpResponse(''),
) {
  const pdfRequests: Request[] = [];
  const handlers = [
    apiRoute.get('/payroll/employees/emp-1/payslips', () => envelope(payslips)),
    apiRoute.get('/payroll/:runId/payslips/:payslipId/pdf', ({ request }) => {
      pdfRequests.push(request);
      return pdf();
    }),
  ];
  return { handlers, pdfRequests };
}

function renderTab(api: ReturnType<typeof payslipsApi>, options: { signedIn?: boolean } = {}) {
  renderApp(<EmployeePayslipsTab employee={employee} />, {
    handlers: api.handlers,
    session: options.signedIn ? 'admin' : undefined,
  });
}

const rows = async () =>
  within(await screen.findByRole('table', { name: 'Payslips' }))
    .getAllByRole('row')
    .slice(1);

describe('EmployeePayslipsTab', () => {
  it('says the table is empty when the employee has no payslips', async () => {
    renderTab(payslipsApi([]));
    const [row] = await rows();
    expect(row).toHaveTextContent('Table is empty');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent?.trim())).toEqual(
      [...payslipColumns],
    );
  });

  it('lists payslips with money, status and links to the payroll and the payslip', async () => {
    renderTab(payslipsApi([payslip(5, { status: 'draft', grossSalary: '12345.6' }), payslip(4)]));
    const [first, second] = await rows();
    if (!first || !second) throw new Error('Two rows expected');
    const cells = within(first).getAllByRole('cell');
    expect(cells.slice(0, 7).map((cell) => cell.textContent)).toEqual([
      'Period 5',
      'PS-5',
      '#5',
      '05/28/2026',
      '$12,345.60',
      '$3,840.50',
      'Draft',
    ]);
    expect(cells[4]).toHaveStyle({ textAlign: 'right' });
    expect(within(second).getByText('Confirmed')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Period 5' })).toHaveAttribute(
      'href',
      '/payroll/run-5/payslip/slip-5/view',
    );
    expect(within(first).getByRole('link', { name: 'View payslip PS-5' })).toHaveAttribute(
      'href',
      '/payroll/run-5/payslip/slip-5/view',
    );
    expect(within(first).getByRole('link', { name: '#5' })).toHaveAttribute(
      'href',
      '/payroll/run-5',
    );
  });

  it('shows five payslips a page', async () => {
    renderTab(payslipsApi(Array.from({ length: 7 }, (_, i) => payslip(12 - i))));
    expect(await rows()).toHaveLength(5);
    expect(screen.getByText('Showing 1–5 of 7')).toBeInTheDocument();
  });

  it('downloads the PDF with the session headers', async () => {
    const api = payslipsApi(
      [payslip(5)],
      () =>
        new HttpResponse('%PDF-1.7', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="payslip-PS-5.pdf"',
          },
        }),
    );
    // jsdom has no object URLs: stand-ins for this test only.
    const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = saved.create;
      URL.revokeObjectURL = saved.revoke;
    });
    const saving: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saving.push(this.download);
    });
    onTestFinished(() => click.mockRestore());
    renderTab(api, { signedIn: true });
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Download payslip PS-5 as PDF' }));
    await vi.waitFor(() => expect(saving).toEqual(['payslip-PS-5.pdf']));
    const [request] = api.pdfRequests;
    expect(new URL(request?.url ?? '').pathname).toBe('/api/v1/payroll/run-5/payslips/slip-5/pdf');
    const token = localStorage.getItem(storageKeys.token);
    expect(token).toBeTruthy();
    expect(request?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(screen.queryByText('An error sorry')).not.toBeInTheDocument();
  });

  it("says 'An error sorry' when the download fails", async () => {
    renderTab(payslipsApi([payslip(5)], () => envelope(null, 404, 'Payslip not found')));
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Download payslip PS-5 as PDF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent('An error sorry');
  });
});
