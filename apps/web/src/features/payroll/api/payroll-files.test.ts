import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  downloadPayrollFile,
  downloadPayslipPdf,
  hasPayrollFiles,
  type PayrollFile,
  payrollFiles,
} from './payroll-files';

/** Answers every fetch with a small file, and records the name each download is saved under. */
function stubDownloads(disposition?: string) {
  const fetch = vi.fn(
    async (_url: string) =>
      new Response('x', {
        status: 200,
        headers: disposition ? { 'Content-Disposition': disposition } : {},
      }),
  );
  vi.stubGlobal('fetch', fetch);
  // jsdom has no object URLs: stand-ins for these tests only.
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
  return { fetch, names };
}

describe('payroll files', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('are made for confirmed and paid payrolls, never for a draft', () => {
    expect(hasPayrollFiles('draft')).toBe(false);
    expect(hasPayrollFiles('confirmed')).toBe(true);
    expect(hasPayrollFiles('paid')).toBe(true);
  });

  it.each([
    ['giro-csv', '/api/v1/payroll/r1/giro?format=csv', 'giro-payroll-7.csv'],
    [
      'contributions-xlsx',
      '/api/v1/payroll/r1/contributions?format=xlsx',
      'cpf-contributions-payroll-7.xlsx',
    ],
    [
      'contributions-csv',
      '/api/v1/payroll/r1/contributions?format=csv',
      'cpf-contributions-payroll-7.csv',
    ],
  ] as [PayrollFile, string, string][])(
    '%s comes from %s, saved as %s without a server name',
    async (file, url, name) => {
      const { fetch, names } = stubDownloads();
      await downloadPayrollFile('r1', 7, file);
      expect(fetch).toHaveBeenCalledWith(url, expect.anything());
      expect(names).toEqual([name]);
    },
  );

  it('keep the name the server gives', async () => {
    const { names } = stubDownloads(
      'attachment; filename="cpf-contributions-Nov-2026-payroll-7.csv"',
    );
    await downloadPayrollFile('r1', 7, 'contributions-csv');
    expect(names).toEqual(['cpf-contributions-Nov-2026-payroll-7.csv']);
  });

  it('are labelled as the menu shows them', () => {
    expect(Object.values(payrollFiles).map((file) => file.label)).toEqual([
      'GIRO file (CSV)',
      'CPF contributions (XLSX)',
      'CPF contributions (CSV)',
    ]);
  });
});

describe('downloadPayslipPdf', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("asks for the payslip's PDF and falls back to payslip-<no>.pdf", async () => {
    const { fetch, names } = stubDownloads();
    await downloadPayslipPdf('r1', 'p1', 'PS-000036');
    expect(fetch).toHaveBeenCalledWith('/api/v1/payroll/r1/payslips/p1/pdf', expect.anything());
    expect(names).toEqual(['payslip-PS-000036.pdf']);
  });
});
