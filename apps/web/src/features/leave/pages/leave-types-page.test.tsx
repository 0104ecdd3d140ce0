import type { LeaveType } from '@tembusu/contracts/leave';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';

const annual: LeaveType = {
  id: 'lt-1',
  name: 'Annual leave',
  code: 'AL',
  description: null,
  colour: '#228be6',
  paid: true,
  entitlementRule: 'annualByService',
  fixedDays: null,
  prorated: true,
  accrual: 'upfront',
  carryForwardLimit: '5.0',
  carryForwardExpiryMonths: 3,
  encashable: false,
  documentRequired: false,
  eligibleGenders: [],
  minServiceMonths: 3,
  eligibleResidencies: [],
  eligibleEmploymentTypes: [],
  halfDayAllowed: true,
  countsRestDays: false,
  countsPublicHolidays: false,
  allowNegative: false,
  isActive: true,
  statutory: true,
};
const study: LeaveType = {
  ...annual,
  id: 'lt-2',
  name: 'Study leave',
  code: 'ST',
  colour: '#7048e8',
  paid: false,
  entitlementRule: 'fixed',
  fixedDays: '4.5',
  carryForwardLimit: '0.0',
  carryForwardExpiryMonths: null,
  isActive: false,
  statutory: false,
};

const refusal = 'Study leave has requests: deactivate it instead';

function typesApi() {
  return [
    apiRoute.get('/leaves/types', () => envelope([annual, study])),
    apiRoute.delete('/leaves/types/:id', () => envelope(null, 409, refusal)),
  ];
}

describe('LeaveTypesPage', () => {
  it('lists the types, marking the statutory ones, which cannot be deleted', async () => {
    renderApp('/leaves/leaves-types', { session: 'admin', handlers: typesApi() });
    const table = await screen.findByRole('table', { name: 'Leave types' });
    const annualRow = within(table).getByRole('row', { name: /Annual leave/ });
    expect(
      within(annualRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'AL',
      'Annual leaveStatutory',
      'Paid',
      'Annual leave by years of service (7 rising to 14 days)',
      'Up to 5 days, lapsing after 3 months',
      'Active',
      '',
    ]);
    expect(within(annualRow).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    const studyRow = within(table).getByRole('row', { name: /Study leave/ });
    expect(
      within(studyRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['ST', 'Study leave', 'Unpaid', '4.5 days a year', 'None', 'Inactive', '']);
    expect(within(studyRow).getByRole('link', { name: 'Edit Study leave' })).toHaveAttribute(
      'href',
      '/leaves/leaves-types/edit/lt-2',
    );
    expect(screen.getByRole('link', { name: 'New leave type' })).toHaveAttribute(
      'href',
      '/leaves/leaves-types/create',
    );
  });

  it("shows the server's refusal to delete in the error dialog", async () => {
    renderApp('/leaves/leaves-types', { session: 'admin', handlers: typesApi() });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Study leave' }));
    const prompt = screen.getByRole('dialog', { name: 'Delete leave type' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Error!' })).toHaveTextContent(refusal);
  });

  it('shows a card a type on a phone', async () => {
    setViewportWidth(390);
    renderApp('/leaves/leaves-types', { session: 'admin', handlers: typesApi() });
    const cards = await screen.findByRole('list', { name: 'Leave types' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
