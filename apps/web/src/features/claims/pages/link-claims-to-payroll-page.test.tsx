import type { Claim, ClaimsToLink } from '@tembusu/contracts/claims';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stripBidiMarks } from '../../../lib/format';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import { payrollOf } from '../claim-setup-test-data';
import { claimOf } from '../claim-test-data';

const march = payrollOf({ id: '5a0c1f3e-0000-4000-8000-0000000000b3', payrollNo: 3 });
const bonus = payrollOf({
  id: '5a0c1f3e-0000-4000-8000-0000000000b2',
  payrollNo: 2,
  kind: 'bonus',
});
const february = payrollOf({
  id: '5a0c1f3e-0000-4000-8000-0000000000b1',
  payrollNo: 1,
  month: 2,
  periodLabel: 'Feb 2026',
  status: 'confirmed',
});

const approved = (overrides: Partial<Claim>) =>
  claimOf({ status: 'approved', pendingLevel: null, waitingFor: null, ...overrides });

const taxi = approved({
  id: '5a0c1f3e-0000-4000-8000-0000000000c1',
  number: 'CL-000001',
  claimType: { id: 't1', name: 'Transport', taxable: false },
  claimDate: '2026-03-02',
  amount: '100.00',
  currency: 'USD',
  exchangeRate: '1.345',
  amountSgd: '134.50',
  description: 'Taxi to the client in Jakarta',
});
const lunch = approved({
  id: '5a0c1f3e-0000-4000-8000-0000000000c2',
  number: 'CL-000004',
  claimType: { id: 't2', name: 'Client entertainment', taxable: true },
  claimDate: '2026-03-09',
  amount: '45.10',
  currency: 'SGD',
  exchangeRate: '1',
  amountSgd: '45.10',
  description: 'Lunch with a client',
});
const parking = approved({
  id: '5a0c1f3e-0000-4000-8000-0000000000c3',
  number: 'CL-000005',
  claimType: { id: 't3', name: 'Parking', taxable: false },
  amount: '12.00',
  currency: 'SGD',
  exchangeRate: '1',
  amountSgd: '12.00',
  claimDate: '2026-03-02',
  description: 'Parking at the client',
});
const hotel = approved({
  id: '5a0c1f3e-0000-4000-8000-0000000000c4',
  number: 'CL-000007',
  employee: { id: 'e2', name: 'Nur Aisyah', employeeNumber: 'EMP-0002', departmentName: null },
  claimType: { id: 't4', name: 'Travel', taxable: false },
  amount: '300.00',
  currency: 'SGD',
  exchangeRate: '1',
  amountSgd: '300.00',
  claimDate: '2026-03-05',
  description: 'Hotel in Kuala Lumpur',
});

const linkedTo = (claim: Claim, payrollId: string): Claim => ({
  ...claim,
  payroll: { id: payrollId, payrollNo: 3, month: '2026-03' },
});

function stateOf(payrollId: string, tan: Claim[], linkedSgd = '0.00'): ClaimsToLink {
  return {
    payroll: { id: payrollId, payrollNo: 3, month: '2026-03', status: 'draft' },
    employees: [
      {
        employee: { id: 'e1', name: 'Tan Wei Ming', employeeNumber: 'EMP-0001' },
        inPayroll: true,
        claims: tan,
        linkedSgd,
      },
      {
        employee: { id: 'e2', name: 'Nur Aisyah', employeeNumber: 'EMP-0002' },
        inPayroll: false,
        claims: [hotel],
        linkedSgd: '0.00',
      },
    ],
  };
}

/** The payrolls, and the claims of each draft, kept as the server would keep them. */
function linkApi(
  start: { claims: Claim[]; linkedSgd: string } = {
    claims: [taxi, lunch, parking],
    linkedSgd: '0.00',
  },
) {
  const states = new Map<string, ClaimsToLink>([
    [march.id, stateOf(march.id, start.claims, start.linkedSgd)],
    [bonus.id, { ...stateOf(bonus.id, []), employees: [] }],
  ]);
  const linked: unknown[] = [];
  const removed: string[] = [];
  const handlers = [
    apiRoute.get('/payroll', () => envelope({ items: [march, bonus, february], total: 3 })),
    apiRoute.get('/payroll/:id/claims', ({ params }) => envelope(states.get(String(params.id)))),
    apiRoute.post('/payroll/:id/claims', async ({ request, params }) => {
      const body = (await request.json()) as { claimIds: string[] };
      linked.push(body);
      const id = String(params.id);
      const tan = [taxi, lunch, parking].map((claim) =>
        body.claimIds.includes(claim.id) ? linkedTo(claim, id) : claim,
      );
      const next = stateOf(id, tan, '179.60');
      states.set(id, next);
      return envelope(next);
    }),
    apiRoute.delete('/payroll/:id/claims/:claimId', ({ params }) => {
      removed.push(String(params.claimId));
      const id = String(params.id);
      states.set(id, stateOf(id, [taxi, lunch, parking]));
      return envelope(null, 200, 'The claim has been taken off the payroll');
    }),
  ];
  return { handlers, linked, removed };
}

const page = '/claims/linkToPayroll';

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => stripBidiMarks(cell.textContent ?? ''));

describe('LinkClaimsToPayrollPage', () => {
  it('offers the draft payrolls, the latest first, and lists their claims by employee', async () => {
    renderApp(page, { session: 'admin', handlers: linkApi().handlers });
    const payroll = await screen.findByRole('combobox', { name: 'Payroll' });
    expect(payroll).toHaveValue('#3 · Mar 2026');
    await userEvent.click(payroll);
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['#3 · Mar 2026', '#2 · Mar 2026 · Bonus']);
    await userEvent.keyboard('{Escape}');

    const tan = await screen.findByRole('region', { name: 'Tan Wei Ming' });
    const rows = within(within(tan).getByRole('table', { name: 'Claims of Tan Wei Ming' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map(cellTexts)).toEqual([
      [
        '',
        'CL-000001',
        'TransportTaxi to the client in Jakarta',
        '03/02/2026',
        '$134.50USD 100.00',
        'Not taxable',
        '',
      ],
      [
        '',
        'CL-000004',
        'Client entertainmentLunch with a client',
        '03/09/2026',
        '$45.10',
        'Taxable',
        '',
      ],
      ['', 'CL-000005', 'ParkingParking at the client', '03/02/2026', '$12.00', 'Not taxable', ''],
    ]);

    // Nur has no payslip in this payroll: her claim is shown, not to be chosen.
    const nur = screen.getByRole('region', { name: 'Nur Aisyah' });
    expect(nur).toHaveTextContent('No payslip in this payroll');
    expect(within(nur).getByRole('checkbox', { name: 'Choose CL-000007' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Link to payroll' })).toBeDisabled();
  });

  it('links the chosen claims and shows them linked', async () => {
    const api = linkApi();
    renderApp(page, { session: 'admin', handlers: api.handlers });
    const tan = await screen.findByRole('region', { name: 'Tan Wei Ming' });
    await userEvent.click(within(tan).getByRole('checkbox', { name: 'Choose all their claims' }));
    await userEvent.click(within(tan).getByRole('checkbox', { name: 'Choose CL-000005' }));
    expect(within(tan).getByRole('checkbox', { name: 'Choose all their claims' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );
    expect(stripBidiMarks(screen.getByText(/chosen/).textContent ?? '')).toBe(
      '2 claims chosen, $179.60',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Link to payroll' }));

    expect(await screen.findByRole('dialog', { name: 'Success' })).toHaveTextContent(
      '2 claims have been linked to the payroll',
    );
    expect(api.linked).toEqual([{ claimIds: [taxi.id, lunch.id] }]);
    await waitFor(() =>
      expect(within(tan).getAllByText('Linked', { exact: true })).toHaveLength(2),
    );
    expect(within(tan).getByRole('button', { name: 'Remove CL-000001' })).toBeVisible();
    expect(within(tan).getByRole('checkbox', { name: 'Choose CL-000005' })).not.toBeChecked();
    expect(stripBidiMarks(tan.textContent ?? '')).toContain('Linked $179.60');
    expect(screen.getByRole('button', { name: 'Link to payroll' })).toBeDisabled();
  });

  it('takes a linked claim off the payroll after asking', async () => {
    const api = linkApi({
      claims: [linkedTo(taxi, march.id), lunch, parking],
      linkedSgd: '134.50',
    });
    renderApp(page, { session: 'admin', handlers: api.handlers });
    const tan = await screen.findByRole('region', { name: 'Tan Wei Ming' });
    expect(
      within(tan).queryByRole('checkbox', { name: 'Choose CL-000001' }),
    ).not.toBeInTheDocument();
    expect(stripBidiMarks(tan.textContent ?? '')).toContain('Linked $134.50');
    await userEvent.click(within(tan).getByRole('button', { name: 'Remove CL-000001' }));
    const prompt = screen.getByRole('dialog', { name: 'Remove claim' });
    expect(prompt).toHaveTextContent('Taking claim CL-000001 off this payroll');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByRole('dialog', { name: 'Success' })).toHaveTextContent(
      'The claim has been taken off the payroll',
    );
    expect(api.removed).toEqual([taxi.id]);
    // The server answered no state: the payroll's claims are asked for again.
    expect(await within(tan).findByRole('checkbox', { name: 'Choose CL-000001' })).toBeEnabled();
    expect(within(tan).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('says when there is no draft payroll', async () => {
    renderApp(page, {
      session: 'admin',
      handlers: [apiRoute.get('/payroll', () => envelope({ items: [february], total: 1 }))],
    });
    expect(await screen.findByText(/There is no draft payroll/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Generate payroll' })).toHaveAttribute(
      'href',
      '/payroll/generate',
    );
  });

  it('shows each claim as a card on a phone', async () => {
    setViewportWidth(390);
    renderApp(page, { session: 'admin', handlers: linkApi().handlers });
    const cards = await screen.findByRole('list', { name: 'Claims of Tan Wei Ming' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
