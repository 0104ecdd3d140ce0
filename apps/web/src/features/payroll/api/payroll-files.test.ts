import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiRoute, server } from '../../../test/server';
import {
  downloadPayrollFile,
  downloadPayslipPdf,
  hasPayrollFiles,
  type PayrollFile,
  payrollFiles,
} from './payroll-files';

/**
 * Answers every payroll file request with a small file, and records the address each request
 * asked for (path and query) and the name each download is saved under.
 */
function stubDownloads(disposition?: string) {
  const asked: string[] = [];
  server.use(
    apiRoute.get('/payroll/*', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.pathname + url.search);
      return new HttpResponse('x', {
        status: 200,
        headers: disposition ? { 'Content-Disposition': disposition } : {},
      });
    }),
  );
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
  return { asked, names };
}

describe('payroll files', () => {
  afterEach(() => {
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
      const { asked, names } = stubDownloads();
      await downloadPayrollFile('r1', 7, file);
      expect(asked).toEqual([url]);
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
    vi.restoreAllMocks();
  });

  it("asks for the payslip's PDF and falls back to payslip-<no>.pdf", async () => {
    const { asked, names } = stubDownloads();
    await downloadPayslipPdf('r1', 'p1', 'PS-000036');
    expect(asked).toEqual(['/api/v1/payroll/r1/payslips/p1/pdf']);
    expect(names).toEqual(['payslip-PS-000036.pdf']);
  });
});
