import type { Ir8aEmployee, Ir8aFigures, Ir8aYear } from '@tembusu/contracts/ir8a';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';

const figures = (changes: Partial<Ir8aFigures> = {}): Ir8aFigures => ({
  salary: '0.00',
  bonus: '0.00',
  directorsFees: '0.00',
  others: '0.00',
  total: '0.00',
  cpf: '0.00',
  donations: '0.00',
  mbf: '0.00',
  insurance: '0.00',
  ...changes,
});

const noOthers = {
  transportAllowance: '0.00',
  entertainmentAllowance: '0.00',
  otherAllowance: '0.00',
  grossCommission: '0.00',
  pension: '0.00',
  gratuityNoticePayExGratia: '0.00',
  compensationForLossOfOffice: '0.00',
  retirementBenefitsUpTo1992: '0.00',
  retirementBenefitsFrom1993: '0.00',
  benefitsInKind: '0.00',
};

const lim: Ir8aEmployee = {
  employeeId: 'e1',
  name: 'Lim Wei Jie',
  employeeNumber: 'EMP-8101',
  departmentName: 'Engineering',
  idType: 'NRIC',
  idNumber: 'S9000001B',
  commencementDate: '2015-03-01',
  cessationDate: null,
  periodFrom: '2025-01-01',
  periodTo: '2025-12-31',
  figures: figures({
    salary: '15000.00',
    bonus: '6000.00',
    others: '1240.00',
    total: '22240.00',
    cpf: '4248.00',
    donations: '7.00',
  }),
  others: { ...noOthers, transportAllowance: '240.00', benefitsInKind: '1000.00' },
  appendix8A: true,
  problems: [],
  notes: [],
};

const nurul: Ir8aEmployee = {
  ...lim,
  employeeId: 'e2',
  name: 'Nurul Huda',
  employeeNumber: 'EMP-8102',
  figures: figures({ salary: '6000.00', total: '6000.00', cpf: '1200.00', mbf: '13.00' }),
  others: noOthers,
  appendix8A: false,
};

const year2025 = (changes: Partial<Ir8aYear> = {}): Ir8aYear => ({
  year: 2025,
  settingsGap: null,
  rows: [lim, nurul],
  totals: figures({
    salary: '21000.00',
    bonus: '6000.00',
    others: '1240.00',
    total: '28240.00',
    cpf: '5448.00',
    donations: '7.00',
    mbf: '13.00',
  }),
  ...changes,
});

/** Answers the year with `answer`, keeping each year asked for. */
function yearAnswers(answer: Ir8aYear) {
  const asked: string[] = [];
  const handler = apiRoute.get('/payroll/ir8a', ({ request }) => {
    asked.push(new URL(request.url).searchParams.get('year') ?? '');
    return envelope(answer);
  });
  return { asked, handler };
}

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

const fileAnswer = (name: string) =>
  new HttpResponse('<IR8A/>', {
    headers: { 'Content-Disposition': `attachment; filename="${name}"` },
  });

describe('IR8A page', () => {
  it("lists each employee's figures for the year chosen, with the year's totals", async () => {
    const { asked, handler } = yearAnswers(year2025());
    renderApp('/payroll/ir8a?year=2025', { session: 'admin', handlers: [handler] });
    expect(await screen.findByRole('heading', { name: 'IR8A' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'IR8A 2025' });
    const limRow = within(table).getByText('Lim Wei Jie').closest('tr') as HTMLElement;
    for (const shown of [
      '$15,000.00',
      '$6,000.00',
      '$1,240.00',
      '$22,240.00',
      '$4,248.00',
      '$7.00',
    ]) {
      expect(limRow).toHaveTextContent(shown);
    }
    expect(limRow).toHaveTextContent('01/01/2025 – 12/31/2025');
    expect(limRow).toHaveTextContent('Ready');
    const totals = screen.getByRole('region', { name: 'Totals of the year' });
    expect(totals).toHaveTextContent('2 employees');
    expect(totals).toHaveTextContent('$28,240.00');
    expect(asked).toEqual(['2025']);
    await userEvent.click(screen.getByRole('combobox', { name: 'Year' }));
    await userEvent.click(await screen.findByRole('option', { name: '2024' }));
    await waitFor(() => expect(asked).toContain('2024'));
  });

  it('downloads the AIS file, an original or an amendment, and each form', async () => {
    const files: string[] = [];
    const { handler } = yearAnswers(year2025());
    renderApp('/payroll/ir8a?year=2025', {
      session: 'admin',
      handlers: [
        handler,
        apiRoute.get('/payroll/ir8a/ais-file', ({ request }) => {
          const batch = new URL(request.url).searchParams.get('batch');
          files.push(`ais ${batch}`);
          return fileAnswer(
            batch === 'A' ? 'IR8A_202612345K_2025_amendment.xml' : 'IR8A_202612345K_2025.xml',
          );
        }),
        apiRoute.get('/payroll/ir8a/e1/pdf', ({ request }) => {
          files.push(`form ${new URL(request.url).searchParams.get('year')}`);
          return fileAnswer('IR8A_2025_EMP-8101.pdf');
        }),
        apiRoute.get('/payroll/ir8a/e1/appendix-8a', () => {
          files.push('appendix');
          return fileAnswer('Appendix8A_2025_EMP-8101.pdf');
        }),
      ],
    });
    const names = catchDownloads();
    await userEvent.click(await screen.findByRole('button', { name: 'Download AIS file' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Original' }));
    await waitFor(() => expect(names).toEqual(['IR8A_202612345K_2025.xml']));
    await userEvent.click(screen.getByRole('button', { name: 'Download AIS file' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Amendment' }));
    await waitFor(() => expect(names).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'IR8A PDF of Lim Wei Jie' }));
    await waitFor(() => expect(names).toHaveLength(3));
    await userEvent.click(screen.getByRole('button', { name: 'Appendix 8A of Lim Wei Jie' }));
    await waitFor(() => expect(names).toHaveLength(4));
    expect(names.slice(1)).toEqual([
      'IR8A_202612345K_2025_amendment.xml',
      'IR8A_2025_EMP-8101.pdf',
      'Appendix8A_2025_EMP-8101.pdf',
    ]);
    expect(files).toEqual(['ais O', 'ais A', 'form 2025', 'appendix']);
    // Appendix 8A only for someone paid benefits-in-kind.
    expect(screen.queryByRole('button', { name: 'Appendix 8A of Nurul Huda' })).toBeNull();
  });

  it("lists each return's problems, and holds the AIS file and that form back", async () => {
    const problem =
      'Nurul Huda has no residential address: correct it under Employees > Nurul Huda > Personal details.';
    const { handler } = yearAnswers(year2025({ rows: [lim, { ...nurul, problems: [problem] }] }));
    renderApp('/payroll/ir8a?year=2025', { session: 'admin', handlers: [handler] });
    expect(await screen.findByText(problem)).toBeInTheDocument();
    expect(
      screen.getByText(
        "1 employee's return has problems, listed below: the AIS file can be made once they are put right.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download AIS file' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'IR8A PDF of Nurul Huda' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'IR8A PDF of Lim Wei Jie' })).toBeEnabled();
    // The name leads to the record the problem is put right in.
    expect(screen.getByRole('link', { name: 'Nurul Huda' })).toHaveAttribute(
      'href',
      '/employees/e2/personal-details',
    );
  });

  it('says what the settings still need, with the way to them', async () => {
    const gap = 'Choose the IRAS ID type of the organisation under Payroll > Settings > Filing.';
    const { handler } = yearAnswers(year2025({ settingsGap: gap }));
    renderApp('/payroll/ir8a?year=2025', { session: 'admin', handlers: [handler] });
    expect(await screen.findByText(gap)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the filing settings' })).toHaveAttribute(
      'href',
      '/payroll/setting/filing',
    );
    expect(screen.getByRole('button', { name: 'Download AIS file' })).toBeDisabled();
  });

  it("shows the server's refusal of a file in the error dialog", async () => {
    const { handler } = yearAnswers(year2025());
    renderApp('/payroll/ir8a?year=2025', {
      session: 'admin',
      handlers: [
        handler,
        apiRoute.get('/payroll/ir8a/e1/pdf', () =>
          envelope(null, 409, 'The IR8A form cannot be made. Lim Wei Jie has no postal code.'),
        ),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'IR8A PDF of Lim Wei Jie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent('Lim Wei Jie has no postal code.');
  });

  it('says so when nobody was paid in the year', async () => {
    const { handler } = yearAnswers(year2025({ rows: [], totals: figures() }));
    renderApp('/payroll/ir8a?year=2025', { session: 'admin', handlers: [handler] });
    expect(
      await screen.findByText('Nobody was paid in 2025 by a confirmed or paid payroll.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download AIS file' })).toBeDisabled();
  });

  it('shows a card per employee on a phone, with the form buttons', async () => {
    setViewportWidth(390);
    const { handler } = yearAnswers(year2025());
    renderApp('/payroll/ir8a?year=2025', { session: 'admin', handlers: [handler] });
    const cards = await screen.findByRole('list', { name: 'IR8A 2025' });
    expect(screen.queryByRole('table')).toBeNull();
    const [first] = within(cards).getAllByRole('listitem');
    expect(first).toHaveTextContent('Lim Wei Jie');
    expect(first).toHaveTextContent('Total income');
    expect(
      within(first as HTMLElement).getByRole('button', { name: 'IR8A PDF of Lim Wei Jie' }),
    ).toBeEnabled();
  });
});
