import type { PayrollCandidates } from '@tembusu/contracts/payroll-runs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';

const asAdmin = { session: 'admin' } as const;

const candidatesFor = (kind: PayrollCandidates['kind']): PayrollCandidates => ({
  year: 2026,
  month: 3,
  kind,
  periodLabel: 'Mar 2026',
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  paymentDate: '2026-03-28',
  candidates: [
    {
      employeeId: 'e1',
      name: 'Tan Wei Ming',
      employeeNumber: 'EMP-0001',
      departmentName: 'Finance',
      salaryBasis: 'Monthly',
      salaryAmount: '7000.00',
      paySchemeTemplateName: null,
      excludedReason: kind === 'regular' ? 'Already in payroll #1 for this month' : null,
    },
  ],
});

describe('generating an off-cycle payroll', () => {
  it('asks for the run of the chosen type and sends its type and basic-salary choice', async () => {
    const asked: string[] = [];
    let sent: unknown = null;
    const { router } = renderApp('/payroll/generate', {
      ...asAdmin,
      handlers: [
        apiRoute.get('/payroll/generate/candidates', ({ request }) => {
          const query = new URL(request.url).searchParams;
          asked.push(query.get('kind') ?? '');
          return envelope({
            ...candidatesFor(query.get('kind') as PayrollCandidates['kind']),
            year: Number(query.get('year')),
            month: Number(query.get('month')),
          });
        }),
        apiRoute.post('/payroll/generate', async ({ request }) => {
          sent = await request.json();
          return HttpResponse.json(
            envelope({
              id: 'g1',
              state: 'queued',
              done: 0,
              total: 1,
              payrollId: null,
              error: null,
            }),
            { status: 202 },
          );
        }),
        apiRoute.get('/payroll/generations/g1', () =>
          envelope({ id: 'g1', state: 'running', done: 0, total: 1, payrollId: null, error: null }),
        ),
      ],
    });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Month' }));
    await userEvent.click(await screen.findByRole('option', { name: 'March' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Year' }));
    await userEvent.click(await screen.findByRole('option', { name: '2026' }));
    expect(await screen.findByText('Already in payroll #1 for this month')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Pay basic salary' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Payroll type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bonus' }));
    await waitFor(() => expect(asked.at(-1)).toBe('bonus'));
    await waitFor(() =>
      expect(screen.queryByText('Already in payroll #1 for this month')).not.toBeInTheDocument(),
    );
    expect(screen.getByText(/It pays no basic salary/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pay basic salary' }));
    expect(screen.getByText(/It pays basic salary/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/payroll/generate-confirm'));
    const heading = await screen.findByRole('heading', {
      name: 'Confirm Bonus Payroll for March 2026',
    });
    expect(heading).toBeInTheDocument();
    expect(screen.getByText(/It pays basic salary/)).toBeInTheDocument();
    const included = await screen.findByRole('region', { name: 'Included employees' });
    expect(within(included).getByText('Tan Wei Ming')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(sent).toEqual({
        year: 2026,
        month: 3,
        kind: 'bonus',
        payBasicSalary: true,
        dateOfPayment: '2026-03-28',
        employeeIds: ['e1'],
      }),
    );
  });
});
