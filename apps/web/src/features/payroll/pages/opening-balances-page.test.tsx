import {
  type OpeningBalance,
  type OpeningBalanceRow,
  openingBalanceSavedMessage,
} from '@tembusu/contracts/opening-balances';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';

const balance: OpeningBalance = {
  throughMonth: 9,
  grossSalary: '54000.00',
  ordinaryWagesForCpf: '48000.00',
  additionalWagesForCpf: '6000.00',
  employeeCpf: '10800.00',
  employerCpf: '9180.00',
  cdac: '27.00',
  ecf: '0.00',
  mbmf: '0.00',
  sinda: '0.00',
  sdl: '101.25',
  updatedAt: '2026-10-01T02:00:00.000Z',
};
const tan: OpeningBalanceRow = {
  employeeId: 'e1',
  name: 'Tan Wei Ming',
  employeeNumber: 'EMP-0001',
  departmentName: 'Engineering',
  balance,
};
const siti: OpeningBalanceRow = {
  employeeId: 'e2',
  name: 'Siti Nurhaliza',
  employeeNumber: 'EMP-0002',
  departmentName: null,
  balance: null,
};

const page2026 = '/payroll/opening-balances?year=2026';

/** Answers the list with `rows`, and keeps the address of each request for it. */
function listAnswers(rows: OpeningBalanceRow[]) {
  const asked: string[] = [];
  const handler = apiRoute.get('/payroll/opening-balances', ({ request }) => {
    const url = new URL(request.url);
    asked.push(url.pathname + url.search);
    return envelope({ items: rows, total: rows.length });
  });
  return { asked, handler };
}

function renderPage(path: string, handlers: RequestHandler[] = []) {
  return renderApp(path, {
    session: 'admin',
    handlers: [listAnswers([tan, siti]).handler, ...handlers],
  });
}

/** Answers a PUT of a balance with `answer`, and keeps what was sent and where. */
function saveAnswers(answer: (body: unknown) => Response) {
  const sent: { path: string; body: unknown }[] = [];
  const handler = apiRoute.put(
    '/payroll/opening-balances/:employeeId/:year',
    async ({ request }) => {
      const body = await request.json();
      sent.push({ path: new URL(request.url).pathname, body });
      return answer(body);
    },
  );
  return { sent, handler };
}

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

async function openEditor(name: string) {
  await userEvent.click(await screen.findByRole('link', { name: `Edit ${name}` }));
  return screen.findByRole('dialog', { name: 'Opening balance 2026' });
}

describe('OpeningBalancesPage', () => {
  it("asks for the current year's first page, then another year's", async () => {
    const list = listAnswers([tan]);
    renderApp('/payroll/opening-balances', { session: 'admin', handlers: [list.handler] });
    expect(await screen.findByRole('heading', { name: 'Opening Balances' })).toBeVisible();
    const year = new Date().getFullYear();
    await waitFor(() =>
      expect(list.asked[0]).toBe(`/api/v1/payroll/opening-balances?year=${year}&page=1&pageSize=5`),
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Year' }));
    await userEvent.click(await screen.findByRole('option', { name: String(year - 1) }));
    await waitFor(() =>
      expect(list.asked.at(-1)).toBe(
        `/api/v1/payroll/opening-balances?year=${year - 1}&page=1&pageSize=5`,
      ),
    );

    await userEvent.type(screen.getByRole('textbox', { name: 'Search employees' }), 'tan');
    await waitFor(() =>
      expect(list.asked.at(-1)).toBe(
        `/api/v1/payroll/opening-balances?year=${year - 1}&page=1&pageSize=5&search=tan`,
      ),
    );
  });

  it('lists every employee with their balance, and a dash where there is none', async () => {
    renderPage(page2026);
    const table = await screen.findByRole('table', { name: 'Opening balances 2026' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Employee',
      'Department',
      'Covers',
      'Gross pay',
      'OW subject to CPF',
      'AW subject to CPF',
      'Employee CPF',
      'Employer CPF',
      'Action',
    ]);
    const withBalance = within(table).getByRole('row', { name: /Tan Wei Ming/ });
    expect(cellTexts(withBalance)).toEqual([
      'Tan Wei MingEMP-0001',
      'Engineering',
      'Jan–Sep 2026',
      '$54,000.00',
      '$48,000.00',
      '$6,000.00',
      '$10,800.00',
      '$9,180.00',
      '',
    ]);
    const without = within(table).getByRole('row', { name: /Siti Nurhaliza/ });
    expect(cellTexts(without)).toEqual([
      'Siti NurhalizaEMP-0002',
      '—',
      '—',
      '—',
      '—',
      '—',
      '—',
      '—',
      '',
    ]);
    // Only a balance there is can be deleted; either can be edited.
    expect(within(without).getByRole('link', { name: 'Edit Siti Nurhaliza' })).toBeVisible();
    expect(
      within(without).queryByRole('button', { name: 'Delete Siti Nurhaliza' }),
    ).not.toBeInTheDocument();
    expect(within(withBalance).getByRole('button', { name: 'Delete Tan Wei Ming' })).toBeVisible();
  });

  it('shows each employee as a card on a phone', async () => {
    setViewportWidth(390);
    renderPage(page2026);
    const cards = await screen.findByRole('list', { name: 'Opening balances 2026' });
    const [first, second] = within(cards).getAllByRole('listitem');
    if (!first || !second) throw new Error('no cards');
    expect(
      within(first)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual([
      'Tan Wei MingEMP-0001',
      'Engineering',
      'Jan–Sep 2026',
      '$54,000.00',
      '$48,000.00',
      '$6,000.00',
      '$10,800.00',
      '$9,180.00',
    ]);
    expect(within(first).getByRole('button', { name: 'Delete Tan Wei Ming' })).toBeVisible();
    expect(within(second).getAllByText('—')).toHaveLength(7);
    expect(within(second).queryByRole('button')).not.toBeInTheDocument();
  });

  it('sends the month and every figure, an empty one as 0.00, and says it is saved', async () => {
    const save = saveAnswers(() =>
      envelope(
        { ...siti, balance: { ...balance, throughMonth: 6 } },
        200,
        openingBalanceSavedMessage,
      ),
    );
    const { router } = renderPage(page2026, [save.handler]);
    const dialog = await openEditor('Siti Nurhaliza');
    expect(within(dialog).getByText('Siti Nurhaliza')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Covers January to/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'June' }));
    const figure = (name: string) => within(dialog).getByRole('textbox', { name });
    await userEvent.type(figure('Gross pay'), '18000');
    await userEvent.type(figure('OW subject to CPF'), '18000');
    await userEvent.type(figure('Employee CPF'), '3600');
    await userEvent.type(figure('Employer CPF'), '3060');
    await userEvent.type(figure('SINDA'), '1.00');
    await userEvent.type(figure('SDL'), '45');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const saved = await screen.findByRole('dialog', { name: 'Success' });
    expect(saved).toHaveTextContent(openingBalanceSavedMessage);
    expect(save.sent).toEqual([
      {
        path: '/api/v1/payroll/opening-balances/e2/2026',
        body: {
          throughMonth: 6,
          grossSalary: '18000',
          ordinaryWagesForCpf: '18000',
          additionalWagesForCpf: '0.00',
          employeeCpf: '3600',
          employerCpf: '3060',
          cdac: '0.00',
          ecf: '0.00',
          mbmf: '0.00',
          sinda: '1.00',
          sdl: '45',
        },
      },
    ]);
    await waitFor(() => expect(router.state.location.search).toBe('?year=2026'));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Opening balance 2026' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('asks for the month before sending anything', async () => {
    const save = saveAnswers(() => envelope(null));
    renderPage(page2026, [save.handler]);
    const dialog = await openEditor('Siti Nurhaliza');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Gross pay' }), '12.345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose the last month it covers')).toBeVisible();
    expect(within(dialog).getByText('Enter an amount with at most 2 decimal places')).toBeVisible();
    expect(save.sent).toEqual([]);
  });

  it("shows the server's refusal of a figure on that figure", async () => {
    const save = saveAnswers(() =>
      HttpResponse.json(
        {
          statusCode: 400,
          message: 'employeeCpf: more than the CPF due on the wages entered',
          field: 'employeeCpf',
          data: null,
        },
        { status: 400 },
      ),
    );
    renderPage(page2026, [save.handler]);
    const dialog = await openEditor('Tan Wei Ming');
    const employeeCpf = within(dialog).getByRole('textbox', { name: 'Employee CPF' });
    expect(employeeCpf).toHaveValue('10800.00');
    await userEvent.clear(employeeCpf);
    await userEvent.type(employeeCpf, '20000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(employeeCpf).toHaveAttribute('aria-invalid', 'true'));
    expect(employeeCpf).toHaveAccessibleDescription('More than the CPF due on the wages entered');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(save.sent[0]?.body).toEqual({
      throughMonth: 9,
      grossSalary: '54000.00',
      ordinaryWagesForCpf: '48000.00',
      additionalWagesForCpf: '6000.00',
      employeeCpf: '20000',
      employerCpf: '9180.00',
      cdac: '27.00',
      ecf: '0.00',
      mbmf: '0.00',
      sinda: '0.00',
      sdl: '101.25',
    });
  });

  it('shows a conflict with a draft payroll as the server words it', async () => {
    const refusal = 'Draft payroll #12 of 2026 pays Tan Wei Ming: delete it first';
    const save = saveAnswers(() =>
      HttpResponse.json(
        { statusCode: 409, message: refusal, field: null, data: null },
        { status: 409 },
      ),
    );
    renderPage(page2026, [save.handler]);
    const dialog = await openEditor('Tan Wei Ming');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
  });

  it('deletes a balance after asking', async () => {
    const deleted: string[] = [];
    renderPage(page2026, [
      apiRoute.delete('/payroll/opening-balances/:employeeId/:year', ({ request }) => {
        deleted.push(new URL(request.url).pathname);
        return envelope(null, 200, 'Opening balance has been deleted');
      }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Tan Wei Ming' }));
    const prompt = screen.getByRole('dialog', { name: 'Delete opening balance' });
    expect(prompt).toHaveTextContent(
      'Deleting the 2026 opening balance of Tan Wei Ming Are you sure you want to proceed?',
    );
    await userEvent.click(within(prompt).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Success' })).toHaveTextContent(
      'Opening balance has been deleted',
    );
    expect(deleted).toEqual(['/api/v1/payroll/opening-balances/e1/2026']);
  });

  describe('importing', () => {
    function importAnswers(status: number, body: object) {
      const asked: string[] = [];
      const handler = apiRoute.post('/payroll/opening-balances/import', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.pathname + url.search);
        return HttpResponse.json(body, { status });
      });
      return { asked, handler };
    }

    async function importFile(name: string) {
      const user = userEvent.setup({ applyAccept: false });
      await user.click(await screen.findByRole('button', { name: 'Import' }));
      const dialog = screen.getByRole('dialog', { name: 'Import opening balances for 2026' });
      const input = dialog.querySelector('input[type=file]');
      if (!(input instanceof HTMLInputElement)) throw new Error('The file input is missing');
      await user.upload(input, new File(['employeeNumber\n'], name));
      await user.click(within(dialog).getByRole('button', { name: 'Import' }));
      return dialog;
    }

    it('lists the problems of a refused file, row by row', async () => {
      const answer = importAnswers(400, {
        statusCode: 400,
        message: 'file: the file has 2 problems; nothing was imported',
        field: 'file',
        data: {
          problems: [
            {
              row: 4,
              field: 'employeeCpf',
              message: 'Enter an amount with at most 2 decimal places',
            },
            { row: 2, field: 'throughMonth', message: 'Choose a month from January to November' },
          ],
        },
      });
      renderPage(page2026, [answer.handler]);
      const dialog = await importFile('balances.xlsx');

      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'The file has 2 problems. Fix the rows below and import the file again.',
      );
      const problems = within(dialog).getByRole('table', { name: 'Import problems' });
      expect(
        within(problems)
          .getAllByRole('row')
          .slice(1)
          .map((row) => row.textContent),
      ).toEqual([
        '2throughMonthChoose a month from January to November',
        '4employeeCpfEnter an amount with at most 2 decimal places',
      ]);
      expect(answer.asked).toEqual(['/api/v1/payroll/opening-balances/import?year=2026']);
    });

    it('says how many balances were imported', async () => {
      const answer = importAnswers(200, {
        statusCode: 200,
        message: '2 opening balances imported',
        data: { imported: 2 },
      });
      renderPage(page2026, [answer.handler]);
      await importFile('balances.csv');
      expect(await screen.findByRole('dialog', { name: 'Success' })).toHaveTextContent(
        '2 opening balances imported',
      );
      expect(
        screen.queryByRole('dialog', { name: 'Import opening balances for 2026' }),
      ).not.toBeInTheDocument();
    });
  });
});
