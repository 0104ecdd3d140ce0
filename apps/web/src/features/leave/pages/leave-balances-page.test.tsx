import type { LeaveBalance } from '@tembusu/contracts/leave';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import type { EmployeeLeaveBalances } from '../api/leave-balances';

const annualId = '6a1d2c3b-0000-4000-8000-000000000001';
const sickId = '6a1d2c3b-0000-4000-8000-000000000002';
const noPayId = '6a1d2c3b-0000-4000-8000-000000000003';

function balance(
  leaveType: Pick<LeaveBalance['leaveType'], 'id' | 'name' | 'code' | 'entitlementRule'>,
  change: Partial<LeaveBalance> = {},
): LeaveBalance {
  return {
    leaveType: { colour: '#228be6', paid: true, ...leaveType },
    yearStart: '2026-01-01',
    yearEnd: '2026-12-31',
    entitlement: '14.0',
    earned: '14.0',
    carriedForward: '0.0',
    expired: '0.0',
    adjusted: '0.0',
    taken: '4.5',
    pending: '0.0',
    balance: '9.5',
    available: '9.5',
    notYetEligible: null,
    ...change,
  };
}

const annual = {
  id: annualId,
  name: 'Annual leave',
  code: 'AL',
  entitlementRule: 'annualByService',
};
const sick = { id: sickId, name: 'Sick leave', code: 'SL', entitlementRule: 'sickOutpatient' };
const noPay = { id: noPayId, name: 'No-pay leave', code: 'NPL', entitlementRule: 'unlimited' };

const tan: EmployeeLeaveBalances = {
  employeeId: 'e1',
  name: 'Tan Wei Ming',
  employeeNumber: 'EMP-0001',
  departmentName: 'Engineering',
  balances: [
    balance(annual as LeaveBalance['leaveType']),
    balance(sick as LeaveBalance['leaveType'], {
      notYetEligible: 'After 3 months of service',
      entitlement: '0.0',
      available: '0.0',
    }),
    balance(noPay as LeaveBalance['leaveType'], {
      entitlement: null,
      earned: null,
      balance: null,
      available: null,
    }),
  ],
};

/** The balances list, the departments, and adjustments, keeping what each request asked. */
function balancesApi() {
  const asked: string[] = [];
  const adjustments: { path: string; body: unknown }[] = [];
  const handlers = [
    apiRoute.get('/leaves/balances', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.pathname + url.search);
      return envelope({ items: [tan], total: 1 });
    }),
    apiRoute.get('/organization/departments', () => envelope([])),
    apiRoute.post('/leaves/balances/:employeeId/adjustments', async ({ request }) => {
      const body = await request.json();
      adjustments.push({ path: new URL(request.url).pathname, body });
      return envelope({ employeeId: 'e1', date: '2026-03-02', balances: tan.balances }, 201);
    }),
  ];
  return { handlers, asked, adjustments };
}

const page = '/leaves/leaves-balances?date=2026-03-02';

describe('LeaveBalancesPage', () => {
  it("shows each employee's available days of every type on the date", async () => {
    const api = balancesApi();
    renderApp(page, { session: 'admin', handlers: api.handlers });
    const table = await screen.findByRole('table', { name: 'Leave balances on 03/02/2026' });
    expect(api.asked[0]).toBe('/api/v1/leaves/balances?date=2026-03-02&page=1&pageSize=5');
    const row = within(table).getByRole('row', { name: /Tan Wei Ming/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Tan Wei MingEMP-0001 · EngineeringAdjust',
      '9.5 / 14',
      'Not yet eligible',
      'No limit',
    ]);
  });

  it('posts an adjustment of the type, days and reason entered, for the date shown', async () => {
    const api = balancesApi();
    const { router } = renderApp(page, { session: 'admin', handlers: api.handlers });
    await userEvent.click(
      await screen.findByRole('button', { name: "Adjust Tan Wei Ming's balance" }),
    );
    expect(router.state.location.search).toBe('?date=2026-03-02&adjust=e1');
    const dialog = await screen.findByRole('dialog', { name: 'Adjust leave balance' });
    // A type without a balance cannot be adjusted.
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Leave type' }));
    expect(screen.queryByRole('option', { name: 'No-pay leave' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: 'Annual leave' }));
    expect(dialog).toHaveTextContent('Available: 9.5 days');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Days' }), '-1.5');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'Leave taken before joining the system',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust' }));

    await waitFor(() => expect(api.adjustments).toHaveLength(1));
    expect(api.adjustments[0]).toEqual({
      path: '/api/v1/leaves/balances/e1/adjustments',
      body: {
        leaveTypeId: annualId,
        days: -1.5,
        date: '2026-03-02',
        reason: 'Leave taken before joining the system',
      },
    });
    expect(await screen.findByRole('dialog', { name: 'Success' })).toHaveTextContent(
      'Leave balance has been adjusted',
    );
    expect(router.state.location.search).toBe('?date=2026-03-02');
  });

  it('asks for every field of an adjustment before sending it', async () => {
    const api = balancesApi();
    renderApp(`${page}&adjust=e1`, { session: 'admin', handlers: api.handlers });
    const dialog = await screen.findByRole('dialog', { name: 'Adjust leave balance' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(dialog).toHaveTextContent('Choose a leave type');
    expect(dialog).toHaveTextContent('Enter the days to add or take away');
    expect(dialog).toHaveTextContent('Say why the balance is adjusted');
    expect(api.adjustments).toHaveLength(0);
  });

  it('lists the employees as cards on a phone', async () => {
    setViewportWidth(390);
    renderApp(page, { session: 'admin', handlers: balancesApi().handlers });
    const cards = await screen.findByRole('list', { name: 'Leave balances on 03/02/2026' });
    const [card] = within(cards).getAllByRole('listitem');
    expect(card).toHaveTextContent('Tan Wei Ming');
    expect(card).toHaveTextContent('9.5 / 14');
    expect(within(card as HTMLElement).getByRole('button', { name: /Adjust/ })).toBeVisible();
  });

  describe('importing balances', () => {
    /** Answers the import with each of `answers` in turn, keeping what was asked. */
    function importAnswers(...answers: [number, object][]) {
      const asked: string[] = [];
      const handler = apiRoute.post('/leaves/balances/import', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        const [status, body] = answers[Math.min(asked.length, answers.length) - 1] ?? [500, {}];
        return HttpResponse.json(body, { status });
      });
      return { asked, handler };
    }

    async function openImport() {
      await userEvent.click(await screen.findByRole('button', { name: 'Import balances' }));
      return screen.findByRole('dialog', { name: 'Import leave balances' });
    }

    async function sendFile(dialog: HTMLElement, name: string) {
      const user = userEvent.setup({ applyAccept: false });
      const input = dialog.querySelector('input[type=file]');
      if (!(input instanceof HTMLInputElement)) throw new Error('The file input is missing');
      await user.upload(input, new File(['employeeNumber\n'], name));
      await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    }

    it('downloads the template as CSV or XLSX from the import dialog', async () => {
      const templates: string[] = [];
      const api = balancesApi();
      renderApp(page, {
        session: 'admin',
        handlers: [
          ...api.handlers,
          apiRoute.get('/leaves/balances/import/template', ({ request }) => {
            const url = new URL(request.url);
            templates.push(url.pathname + url.search);
            return new HttpResponse('employeeNumber,leaveType\n', {
              headers: {
                'Content-Type': 'text/csv',
                'Content-Disposition': 'attachment; filename="leave-balance-import-template.csv"',
              },
            });
          }),
        ],
      });
      // jsdom has no object URLs: stand-ins for this test only.
      const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
      URL.createObjectURL = vi.fn(() => 'blob:template');
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

      const dialog = await openImport();
      await userEvent.click(within(dialog).getByRole('button', { name: 'CSV template' }));
      await vi.waitFor(() => expect(saving).toEqual(['leave-balance-import-template.csv']));
      expect(templates).toEqual(['/api/v1/leaves/balances/import/template?format=csv']);
    });

    it('lists the problems of a refused file by row and column, then imports the fixed one and reads the balances again', async () => {
      const api = balancesApi();
      const answer = importAnswers(
        [
          400,
          {
            statusCode: 400,
            message: 'file: the file has 2 problems; nothing was imported',
            field: 'file',
            data: {
              problems: [
                { row: 4, field: 'leaveType', message: 'No leave type has the code or name XL' },
                { row: 2, field: 'employeeNumber', message: 'No employee has the number EMP-9' },
              ],
            },
          },
        ],
        [200, { statusCode: 200, message: '3 leave balances imported', data: { imported: 3 } }],
      );
      renderApp(page, { session: 'admin', handlers: [...api.handlers, answer.handler] });
      const dialog = await openImport();
      await sendFile(dialog, 'balances.csv');

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
        '2employeeNumberNo employee has the number EMP-9',
        '4leaveTypeNo leave type has the code or name XL',
      ]);
      const listedBefore = api.asked.length;

      await sendFile(dialog, 'balances.xlsx');
      expect(await screen.findByRole('dialog', { name: 'Success' })).toHaveTextContent(
        '3 leave balances imported',
      );
      expect(answer.asked).toEqual([
        '/api/v1/leaves/balances/import',
        '/api/v1/leaves/balances/import',
      ]);
      await waitFor(() =>
        expect(
          screen.queryByRole('dialog', { name: 'Import leave balances' }),
        ).not.toBeInTheDocument(),
      );
      await waitFor(() => expect(api.asked.length).toBeGreaterThan(listedBefore));
    });
  });
});
