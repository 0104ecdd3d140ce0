import type { PayrollListItem } from '@tembusu/contracts/payroll-runs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';

const asAdmin = { session: 'admin' } as const;

const march: PayrollListItem = {
  id: 'r1',
  payrollNo: 7,
  year: 2026,
  month: 3,
  kind: 'bonus',
  periodLabel: 'Mar 2026',
  dateOfPayment: '2026-03-28',
  headcount: 12,
  status: 'confirmed',
  totals: {
    grossSalary: '59200.00',
    employeeCPF: '11840.00',
    employerCPF: '10060.00',
    communityFund: '20.00',
    sdl: '112.50',
    netPay: '47340.00',
    total: '69372.50',
  },
};

const headers = [
  'Payroll No.',
  'Period',
  'Payment Date',
  'Headcount',
  'Gross',
  'Employee CPF',
  'Employer CPF',
  'Net Pay',
  'Status',
];
const values = [
  '#7',
  'Mar 2026 · Bonus',
  '03/28/2026',
  '12',
  '$59,200.00',
  '$11,840.00',
  '$10,060.00',
  '$47,340.00',
  'Confirmed',
];

const listRoute = (items: PayrollListItem[]) =>
  apiRoute.get('/payroll', () => envelope({ items, total: items.length }));

describe('PayrollListPage', () => {
  it("says 'Table is empty' before any payroll is generated", async () => {
    renderApp('/payroll/list', { ...asAdmin, handlers: [listRoute([])] });
    expect(await screen.findByText('Table is empty')).toBeInTheDocument();
  });

  it('lists each payroll in a row of the table', async () => {
    renderApp('/payroll/list', { ...asAdmin, handlers: [listRoute([march])] });
    const table = await screen.findByRole('table', { name: 'Payrolls' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(headers);
    const row = within(table).getByRole('row', { name: /Mar 2026/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(values);
    expect(within(row).getByRole('link', { name: 'Payroll #7' })).toHaveAttribute(
      'href',
      '/payroll/r1',
    );
  });

  describe('on a phone', () => {
    it('shows each payroll as a card with every column, and the card opens it', async () => {
      setViewportWidth(390);
      const { router } = renderApp('/payroll/list', {
        ...asAdmin,
        handlers: [
          listRoute([march]),
          apiRoute.get('/payroll/r1/summary', () => envelope(null, 404, 'No')),
        ],
      });
      const cards = await screen.findByRole('list', { name: 'Payrolls' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const [card] = within(cards).getAllByRole('listitem');
      if (!card) throw new Error('no card');
      expect(
        within(card)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(headers);
      expect(
        within(card)
          .getAllByRole('definition')
          .map((value) => value.textContent),
      ).toEqual(values);
      expect(within(card).getByRole('link', { name: 'Payroll #7' })).toHaveAttribute(
        'href',
        '/payroll/r1',
      );

      await userEvent.click(within(card).getByText('Mar 2026 · Bonus'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/payroll/r1'));
    });
  });
});
