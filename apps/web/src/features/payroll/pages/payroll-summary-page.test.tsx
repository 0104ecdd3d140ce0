import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PayrollStatus, PayrollSummary } from '@tembusu/contracts/payroll-runs';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { theme } from '../../../lib/theme';
import { PayrollSummaryPage } from './payroll-summary-page';

const totals = {
  grossSalary: '5920.00',
  employeeCPF: '1184.00',
  employerCPF: '1006.00',
  communityFund: '2.00',
  sdl: '11.25',
  netPay: '4734.00',
  total: '6937.25',
};

const summary = (status: PayrollStatus): PayrollSummary => ({
  id: 'r1',
  payrollNo: 7,
  year: 2026,
  month: 11,
  periodLabel: 'Nov 2026',
  dateOfPayment: '2026-11-28',
  headcount: 1,
  status,
  totals,
  engineVersion: status === 'draft' ? null : '1.0.0',
  confirmedAt: status === 'draft' ? null : '2026-11-20T02:00:00.000Z',
  paidAt: null,
  rows: [
    {
      payslipId: 'p1',
      payslipNo: 'PS-000036',
      employeeId: 'e1',
      name: 'Tan Wei Ming',
      employeeNumber: 'EMP-0001',
      departmentName: null,
      paymentMethod: 'giro',
      ...totals,
      warnings: 0,
    },
  ],
});

const envelope = (data: unknown, statusCode = 200) =>
  new Response(
    JSON.stringify({ statusCode, message: statusCode === 200 ? 'Success' : 'No', data }),
    { status: statusCode },
  );

function stubServer(answer: (url: string) => Response) {
  const fetch = vi.fn(async (url: string) => answer(url));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Catches the browser download a file fetch ends in: the name it is saved under. */
function catchDownloads() {
  const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
  onTestFinished(() => {
    URL.createObjectURL = saved.create;
    URL.revokeObjectURL = saved.revoke;
  });
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return names;
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/payroll/:id', element: <PayrollSummaryPage /> }], {
    initialEntries: ['/payroll/r1'],
  });
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('PayrollSummaryPage downloads', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('offers no bank or CPF files for a draft', async () => {
    stubServer(() => envelope(summary('draft')));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Confirm Payroll' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  });

  it.each(['confirmed', 'paid'] as const)(
    'offers the GIRO file and the CPF contributions of a %s payroll',
    async (status) => {
      const fetch = stubServer((url) =>
        url.endsWith('/summary') ? envelope(summary(status)) : new Response('Bank Code'),
      );
      const names = catchDownloads();
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
      expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
        'GIRO file (CSV)',
        'CPF contributions (XLSX)',
        'CPF contributions (CSV)',
      ]);
      await userEvent.click(screen.getByRole('menuitem', { name: 'GIRO file (CSV)' }));
      expect(fetch).toHaveBeenCalledWith('/api/v1/payroll/r1/giro?format=csv', expect.anything());
      expect(names).toEqual(['giro-payroll-7.csv']);

      await userEvent.click(screen.getByRole('button', { name: 'Download' }));
      await userEvent.click(screen.getByRole('menuitem', { name: 'CPF contributions (XLSX)' }));
      expect(fetch).toHaveBeenCalledWith(
        '/api/v1/payroll/r1/contributions?format=xlsx',
        expect.anything(),
      );
      expect(names).toEqual(['giro-payroll-7.csv', 'cpf-contributions-payroll-7.xlsx']);
    },
  );

  it("shows 'An error sorry' when a file cannot be made", async () => {
    stubServer((url) =>
      url.endsWith('/summary') ? envelope(summary('confirmed')) : envelope(null, 409),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'CPF contributions (CSV)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent('An error sorry');
  });
});
