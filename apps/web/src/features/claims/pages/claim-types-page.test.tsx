import { claimTypeInUseMessage } from '@tembusu/contracts/claims';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stripBidiMarks } from '../../../lib/format';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import {
  overtimeMealsType as mealsType,
  phoneType,
  taxiType as transportType,
} from '../claim-setup-test-data';

function typesApi() {
  return [
    apiRoute.get('/claims/types', () => envelope([phoneType, mealsType, transportType])),
    apiRoute.delete('/claims/types/:id', () => envelope(null, 409, claimTypeInUseMessage)),
  ];
}

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => stripBidiMarks(cell.textContent ?? ''));

describe('ClaimTypesPage', () => {
  it('lists each type with its limits, receipt, tax, pay item and who may claim it', async () => {
    renderApp('/claims/types', { session: 'admin', handlers: typesApi() });
    const table = await screen.findByRole('table', { name: 'Claim types' });

    expect(cellTexts(within(table).getByRole('row', { name: /^Transport/ }))).toEqual([
      'TransportTaxis and rides for work',
      'Per claim: $100.00Per month: $300.00Per year: $2,000.00',
      'Required',
      'Not taxable',
      'Transport claims',
      'Everyone',
      'Active',
      '',
    ]);
    expect(cellTexts(within(table).getByRole('row', { name: /Overtime meals/ }))).toEqual([
      'Overtime meals',
      'No limit',
      'Not required',
      'Not taxable',
      'Meal claims',
      'Everyone',
      'Active',
      '',
    ]);
    const phone = within(table).getByRole('row', { name: /Mobile phone/ });
    expect(cellTexts(phone)).toEqual([
      'Mobile phoneThe work share of a personal phone plan',
      'Per claim: No limitPer month: $80.00Per year: No limit',
      'Not required',
      'TaxableOther allowance',
      'Phone allowance',
      'Sales; Full time, Contract',
      'Inactive',
      '',
    ]);
    expect(within(phone).getByRole('link', { name: 'Edit Mobile phone' })).toHaveAttribute(
      'href',
      `/claims/types/${phoneType.id}/edit`,
    );
    expect(screen.getByRole('link', { name: 'Add claim type' })).toHaveAttribute(
      'href',
      '/claims/types/add',
    );
  });

  it('says why a type with claims cannot be deleted', async () => {
    renderApp('/claims/types', { session: 'admin', handlers: typesApi() });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Transport' }));
    const prompt = screen.getByRole('dialog', { name: 'Delete claim type' });
    expect(prompt).toHaveTextContent(
      'Deleting claim type Transport Are you sure you want to proceed?',
    );
    await userEvent.click(within(prompt).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Error!' })).toHaveTextContent(
      claimTypeInUseMessage,
    );
  });

  it('deletes a type without claims', async () => {
    let deleted: string | null = null;
    renderApp('/claims/types', {
      session: 'admin',
      handlers: [
        apiRoute.get('/claims/types', () => envelope([mealsType])),
        apiRoute.delete('/claims/types/:id', ({ params }) => {
          deleted = String(params.id);
          return envelope(null, 200, 'Claim type has been deleted');
        }),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Overtime meals' }));
    const prompt = screen.getByRole('dialog', { name: 'Delete claim type' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Success' })).toHaveTextContent(
      'Claim type has been deleted',
    );
    expect(deleted).toBe(mealsType.id);
  });

  it('shows a card a type on a phone, with every column', async () => {
    setViewportWidth(390);
    renderApp('/claims/types', { session: 'admin', handlers: typesApi() });
    const cards = await screen.findByRole('list', { name: 'Claim types' });
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Who may claimSales; Full time, Contract');
    expect(
      within(items[0] as HTMLElement).getByRole('link', { name: 'Edit Mobile phone' }),
    ).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
