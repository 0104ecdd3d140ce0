import type { BankFilePreview, FilingSettings } from '@tembusu/contracts/payroll-filing';
import type { PayrollSummary } from '@tembusu/contracts/payroll-runs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';

const asAdmin = { session: 'admin' } as const;

const settings = (changes: Partial<FilingSettings> = {}): FilingSettings => ({
  uen: '202612345K',
  cpfPaymentType: 'PTE',
  cpfSerial: '01',
  salaryBank: 'DBS',
  debitAccountNumber: '012-345678-9',
  bankCompanyId: 'TEMBUSU01',
  irasIdType: '8',
  irasAuthorisedName: null,
  irasAuthorisedDesignation: null,
  irasAuthorisedPhone: null,
  irasAuthorisedEmail: null,
  ...changes,
});

const totals = {
  grossSalary: '2000.00',
  employeeCPF: '400.00',
  employerCPF: '340.00',
  communityFund: '2.00',
  sdl: '5.00',
  netPay: '1598.00',
  total: '2343.00',
};

const summary: PayrollSummary = {
  id: 'r1',
  payrollNo: 7,
  year: 2026,
  month: 11,
  kind: 'regular',
  periodLabel: 'Nov 2026',
  dateOfPayment: '2026-11-28',
  headcount: 0,
  status: 'confirmed',
  totals,
  engineVersion: '1.0.0',
  confirmedAt: '2026-11-20T02:00:00.000Z',
  paidAt: null,
  rows: [],
};

const preview: BankFilePreview = {
  bank: 'DBS',
  fileName: 'DBS_UFF_SAL_20261128_01.csv',
  valueDate: '2026-11-28',
  credits: 1,
  total: '799.00',
  leftOut: [{ payslipId: 'p2', name: 'Siti Aminah', netPay: '799.00', reason: 'not-giro' }],
};

/** The names downloads are saved under. */
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

const summaryRoute = (status: PayrollSummary['status'] = 'confirmed') =>
  apiRoute.get('/payroll/r1/summary', () => envelope({ ...summary, status }));

describe('the payroll summary filing area', () => {
  it('is not shown for a draft', async () => {
    renderApp('/payroll/r1', { ...asAdmin, handlers: [summaryRoute('draft')] });
    expect(await screen.findByRole('button', { name: 'Confirm Payroll' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Filing' })).not.toBeInTheDocument();
  });

  it.each(['confirmed', 'paid'] as const)(
    'offers the CPF EZPay and bank files of a %s payroll, with who is left out',
    async (status) => {
      const asked: string[] = [];
      renderApp('/payroll/r1', {
        ...asAdmin,
        handlers: [
          summaryRoute(status),
          apiRoute.get('/payroll/setting/filing', () => envelope(settings())),
          apiRoute.get('/payroll/r1/files/bank/preview', () => envelope(preview)),
          apiRoute.get('/payroll/r1/files/cpf-ezpay', () => {
            asked.push('cpf');
            return new HttpResponse('F 202612345KPTE01 01', {
              headers: {
                'Content-Disposition': 'attachment; filename="202612345KPTE01NOV202601.DTL"',
              },
            });
          }),
          apiRoute.get('/payroll/r1/files/bank', () => {
            asked.push('bank');
            return new HttpResponse('HEADER', {
              headers: { 'Content-Disposition': `attachment; filename="${preview.fileName}"` },
            });
          }),
        ],
      });
      const names = catchDownloads();
      const area = await screen.findByRole('region', { name: 'Filing' });
      await userEvent.click(await within(area).findByRole('button', { name: 'CPF EZPay file' }));
      await waitFor(() => expect(names).toEqual(['202612345KPTE01NOV202601.DTL']));
      await userEvent.click(await within(area).findByRole('button', { name: 'Bank file (DBS)' }));
      await waitFor(() => expect(names).toHaveLength(2));
      expect(names[1]).toBe('DBS_UFF_SAL_20261128_01.csv');
      expect(asked).toEqual(['cpf', 'bank']);
      expect(area).toHaveTextContent('1 credit totalling $799.00');
      const leftOut = within(area).getByRole('list', { name: 'Not in the bank file' });
      expect(leftOut).toHaveTextContent('Siti Aminah: Not paid by GIRO ($799.00)');
    },
  );

  it('links to the filing settings instead of offering files that would fail', async () => {
    setViewportWidth(390);
    renderApp('/payroll/r1', {
      ...asAdmin,
      handlers: [
        summaryRoute(),
        apiRoute.get('/payroll/setting/filing', () =>
          envelope(settings({ uen: null, salaryBank: null, debitAccountNumber: null })),
        ),
      ],
    });
    const area = await screen.findByRole('region', { name: 'Filing' });
    expect(await within(area).findByText(/Enter the organisation's UEN/)).toBeInTheDocument();
    expect(area).toHaveTextContent('Choose the bank the salaries are paid from');
    expect(within(area).queryByRole('button')).not.toBeInTheDocument();
    for (const link of within(area).getAllByRole('link', { name: 'Open the filing settings' })) {
      expect(link).toHaveAttribute('href', '/payroll/setting/filing');
    }
  });

  it("shows the server's reason when the bank file cannot be made", async () => {
    renderApp('/payroll/r1', {
      ...asAdmin,
      handlers: [
        summaryRoute(),
        apiRoute.get('/payroll/setting/filing', () => envelope(settings())),
        apiRoute.get('/payroll/r1/files/bank/preview', () =>
          envelope(null, 409, 'Tan Wei Ming is paid by GIRO but payslip PS-000001 has no bank'),
        ),
      ],
    });
    const area = await screen.findByRole('region', { name: 'Filing' });
    expect(await within(area).findByText(/has no bank/)).toBeInTheDocument();
    expect(within(area).queryByRole('button', { name: /Bank file/ })).not.toBeInTheDocument();
  });
});

describe('FilingSettingsPage', () => {
  it('saves the CSN parts and the paying bank, asking for the ID DBS needs', async () => {
    const saved: object[] = [];
    renderApp('/payroll/setting/filing', {
      ...asAdmin,
      handlers: [
        apiRoute.get('/payroll/setting/filing', () =>
          envelope(settings({ salaryBank: null, debitAccountNumber: null, bankCompanyId: null })),
        ),
        apiRoute.put('/payroll/setting/filing', async ({ request }) => {
          const body = (await request.json()) as object;
          saved.push(body);
          return envelope(settings(body as Partial<FilingSettings>));
        }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Filing settings' })).toBeInTheDocument();
    expect(await screen.findByText('202612345K')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Bank' }));
    await userEvent.click(await screen.findByRole('option', { name: 'DBS (IDEAL)' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: /Debit account number/ }),
      '0123456789',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter the ID DBS gave the organisation for file uploads'),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
    await userEvent.type(screen.getByRole('textbox', { name: /Organisation ID/ }), 'TEMBUSU01');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The filing settings have been saved.')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        cpfPaymentType: 'PTE',
        cpfSerial: '01',
        salaryBank: 'DBS',
        debitAccountNumber: '0123456789',
        bankCompanyId: 'TEMBUSU01',
        irasIdType: '8',
        irasAuthorisedName: '',
        irasAuthorisedDesignation: '',
        irasAuthorisedPhone: '',
        irasAuthorisedEmail: '',
      },
    ]);
  });

  it('saves the IRAS ID type and the authorised person, refusing what the AIS file cannot carry', async () => {
    const saved: object[] = [];
    renderApp('/payroll/setting/filing', {
      ...asAdmin,
      handlers: [
        apiRoute.get('/payroll/setting/filing', () => envelope(settings())),
        apiRoute.put('/payroll/setting/filing', async ({ request }) => {
          const body = (await request.json()) as object;
          saved.push(body);
          return envelope(settings(body as Partial<FilingSettings>));
        }),
      ],
    });
    const iras = await screen.findByRole('combobox', { name: 'IRAS ID type' });
    expect(iras).toHaveValue('UEN of a local company (ROC)');
    await userEvent.click(iras);
    await userEvent.click(await screen.findByRole('option', { name: 'UEN of a business (ROB)' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: /Authorised person/ }),
      'Aisha Rahman',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Designation/ }), 'HR; Payroll');
    await userEvent.type(screen.getByRole('textbox', { name: /Telephone/ }), '+65 6123 4567');
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'aisha');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Leave out | ^ [ ] ` { } ! ~ < > ? = ; : and "'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(saved).toEqual([]);
    const designation = screen.getByRole('textbox', { name: /Designation/ });
    await userEvent.clear(designation);
    await userEvent.type(designation, 'HR Director');
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), '@tembusu.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The filing settings have been saved.')).toBeInTheDocument();
    expect(saved).toEqual([
      expect.objectContaining({
        irasIdType: '7',
        irasAuthorisedName: 'Aisha Rahman',
        irasAuthorisedDesignation: 'HR Director',
        irasAuthorisedPhone: '+65 6123 4567',
        irasAuthorisedEmail: 'aisha@tembusu.example',
      }),
    ]);
  });

  it("shows the server's refusal in the error dialog", async () => {
    renderApp('/payroll/setting/filing', {
      ...asAdmin,
      handlers: [
        apiRoute.get('/payroll/setting/filing', () => envelope(settings())),
        apiRoute.put('/payroll/setting/filing', () =>
          envelope(null, 400, 'cpfSerial: Use 2 digits, such as 01'),
        ),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent('cpfSerial: Use 2 digits, such as 01');
  });
});
