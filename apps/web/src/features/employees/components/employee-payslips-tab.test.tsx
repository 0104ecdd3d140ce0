import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Employee } from '@tembusu/contracts/employees';
import type { EmployeePayslipListItem } from '@tembusu/contracts/payroll-runs';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { storageKeys } from '../../../lib/session/session-storage';
import { theme } from '../../../lib/theme';
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

/** The server: the payslip list for the employee, and a PDF answer for any download. */
function server(payslips: EmployeePayslipListItem[], pdf: () => Response) {
  const fetch = vi.fn(async (url: string) => {
    if (url === '/api/v1/payroll/employees/emp-1/payslips') {
      return new Response(JSON.stringify({ statusCode: 200, message: 'Success', data: payslips }));
    }
    if (url.endsWith('/pdf')) return pdf();
    return new Response(JSON.stringify({ statusCode: 404, message: 'Not found', data: null }), {
      status: 404,
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function signedIn() {
  const user = { id: 'acc-1', organizationId: 'org-1', exp: Date.now() / 1000 + 600 };
  localStorage.setItem(storageKeys.token, 'token-1');
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
  localStorage.setItem(storageKeys.organizationId, 'org-1');
}

function renderTab() {
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <EmployeePayslipsTab employee={employee} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const rows = async () =>
  within(await screen.findByRole('table', { name: 'Payslips' }))
    .getAllByRole('row')
    .slice(1);

describe('EmployeePayslipsTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the table is empty when the employee has no payslips', async () => {
    server([], () => new Response(''));
    renderTab();
    const [row] = await rows();
    expect(row).toHaveTextContent('Table is empty');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent?.trim())).toEqual(
      [...payslipColumns],
    );
  });

  it('lists payslips with money, status and links to the payroll and the payslip', async () => {
    server([payslip(5, { status: 'draft', grossSalary: '12345.6' }), payslip(4)], () => {
      return new Response('');
    });
    renderTab();
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
    server(
      Array.from({ length: 7 }, (_, i) => payslip(12 - i)),
      () => new Response(''),
    );
    renderTab();
    expect(await rows()).toHaveLength(5);
    expect(screen.getByText('Showing 1–5 of 7')).toBeInTheDocument();
  });

  it('downloads the PDF with the session headers', async () => {
    const fetch = server(
      [payslip(5)],
      () =>
        new Response('%PDF-1.7', {
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
    signedIn();
    renderTab();
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Download payslip PS-5 as PDF' }));
    await vi.waitFor(() => expect(saving).toEqual(['payslip-PS-5.pdf']));
    const call = fetch.mock.calls.find(([url]) => url.endsWith('/pdf')) as unknown as [
      string,
      RequestInit,
    ];
    expect(call[0]).toBe('/api/v1/payroll/run-5/payslips/slip-5/pdf');
    expect(call[1].headers).toMatchObject({ Authorization: 'Bearer token-1' });
    expect(screen.queryByText('An error sorry')).not.toBeInTheDocument();
  });

  it("says 'An error sorry' when the download fails", async () => {
    server(
      [payslip(5)],
      () =>
        new Response(
          JSON.stringify({ statusCode: 404, message: 'Payslip not found', data: null }),
          {
            status: 404,
          },
        ),
    );
    renderTab();
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Download payslip PS-5 as PDF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent('An error sorry');
  });
});
