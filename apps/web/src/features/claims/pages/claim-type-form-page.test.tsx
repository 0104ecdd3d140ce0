import { type ClaimType, claimTypeExistsMessage } from '@tembusu/contracts/claims';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import {
  allowanceItem,
  bonusItem,
  departments,
  finance,
  mealsItem,
  payItems,
  phoneType,
  reimbursementItem,
} from '../claim-setup-test-data';

/** Answers the lists the form offers and a save, keeping what each save sent. */
function formApi(refusal?: { message: string; field: string | null }) {
  const saved: { method: string; path: string; body: unknown }[] = [];
  const keep = async ({ request }: { request: Request }) => {
    const body = await request.json();
    saved.push({ method: request.method, path: new URL(request.url).pathname, body });
    if (refusal) {
      return HttpResponse.json({ statusCode: 409, data: null, ...refusal }, { status: 409 });
    }
    return envelope({ ...phoneType, ...(body as object) }, 201, 'Claim type has been saved');
  };
  const handlers = [
    apiRoute.get('/payroll/pay-items', () => envelope(payItems)),
    apiRoute.get('/organization/departments', () => envelope(departments)),
    apiRoute.get('/claims/types', () => envelope([phoneType])),
    apiRoute.get('/claims/types/:id', () => envelope(phoneType)),
    apiRoute.post('/claims/types', keep),
    apiRoute.put('/claims/types/:id', keep),
  ];
  return { handlers, saved };
}

/** Types a value at once: keystroke by keystroke, a long form outlasts the test's time. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  if (text) await userEvent.paste(text);
}

const switchNamed = (label: string) =>
  screen.getByRole('switch', { name: new RegExp(`^${label}`) });

async function optionsOf(label: string): Promise<string[]> {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  const names = within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  return names;
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('ClaimTypeFormPage', () => {
  it('offers only reimbursements for a claim that is not taxable', async () => {
    renderApp('/claims/types/add', { session: 'admin', handlers: formApi().handlers });
    expect(await screen.findByRole('heading', { name: 'Add claim type' })).toBeVisible();
    const incomeType = await screen.findByRole('combobox', { name: 'IRAS income type' });
    expect(incomeType).toBeDisabled();
    expect(incomeType).toHaveValue('Not taxable');
    expect(await optionsOf('Pay item')).toEqual(['Transport claims (NW)', 'Meal claims (NW)']);
    expect(screen.getByText(/only Reimbursement items \(NW, no CPF\) are offered/)).toBeVisible();
  });

  it('asks for the income type of a taxable claim, and offers wage additions', async () => {
    renderApp('/claims/types/add', { session: 'admin', handlers: formApi().handlers });
    const incomeType = await screen.findByRole('combobox', { name: 'IRAS income type' });
    await choose('Pay item', 'Meal claims (NW)');
    await userEvent.click(switchNamed('Taxable'));
    expect(incomeType).toBeEnabled();
    expect(incomeType).toHaveValue('Other allowance');
    // The reimbursement no longer fits a taxable claim.
    expect(screen.getByRole('combobox', { name: 'Pay item' })).toHaveValue('');
    expect(await optionsOf('Pay item')).toEqual(['Phone allowance (OW)', 'Performance bonus (AW)']);
    expect(screen.getByText(/only Addition items counted as ordinary/)).toBeVisible();
    expect(await optionsOf('IRAS income type')).not.toContain('Not taxable');

    await userEvent.click(switchNamed('Taxable'));
    expect(incomeType).toHaveValue('Not taxable');
  });

  it('sends what was entered, and goes back to the list', async () => {
    const api = formApi();
    const { router } = renderApp('/claims/types/add', {
      session: 'admin',
      handlers: api.handlers,
    });
    await fill(await screen.findByRole('textbox', { name: 'Name' }), 'Parking');
    await fill(screen.getByRole('textbox', { name: 'Description' }), 'Car parks for client visits');
    await fill(screen.getByRole('textbox', { name: 'Per claim' }), '150');
    await fill(screen.getByRole('textbox', { name: 'Per year' }), '2000.50');
    await userEvent.click(switchNamed('Receipt required'));
    await choose('Pay item', 'Transport claims (NW)');
    await choose('Departments', 'Finance');
    await choose('Employment types', 'Part time');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.saved).toHaveLength(1));
    expect(api.saved[0]).toEqual({
      method: 'POST',
      path: '/api/v1/claims/types',
      body: {
        name: 'Parking',
        description: 'Car parks for client visits',
        limitPerClaim: '150',
        limitPerMonth: null,
        limitPerYear: '2000.50',
        receiptRequired: false,
        taxable: false,
        incomeType: 'NotTaxable',
        payItemId: reimbursementItem.id,
        departmentIds: [finance.id],
        employmentTypes: ['partTime'],
        isActive: true,
      },
    });
    const done = await screen.findByRole('dialog', { name: 'Success' });
    expect(done).toHaveTextContent('Claim type has been saved');
    await userEvent.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/claims/types'));
  });

  it('sends a taxable type with the income type chosen', async () => {
    const api = formApi();
    renderApp('/claims/types/add', { session: 'admin', handlers: api.handlers });
    await fill(await screen.findByRole('textbox', { name: 'Name' }), 'Client entertainment');
    await userEvent.click(switchNamed('Taxable'));
    await choose('IRAS income type', 'Entertainment allowance');
    await choose('Pay item', 'Performance bonus (AW)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.saved).toHaveLength(1));
    expect(api.saved[0]).toMatchObject({
      body: {
        name: 'Client entertainment',
        taxable: true,
        incomeType: 'EntertainmentAllowance',
        payItemId: bonusItem.id,
        departmentIds: [],
        employmentTypes: [],
      },
    });
  });

  it('checks the amounts and the pay item before sending, then the limits against each other', async () => {
    const api = formApi();
    renderApp('/claims/types/add', { session: 'admin', handlers: api.handlers });
    await fill(await screen.findByRole('textbox', { name: 'Name' }), 'Transport');
    await fill(screen.getByRole('textbox', { name: 'Per claim' }), '500');
    await fill(screen.getByRole('textbox', { name: 'Per month' }), '300');
    await fill(screen.getByRole('textbox', { name: 'Per year' }), '12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Enter an amount with at most 2 decimal places'),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose the pay item it is paid through')).toBeInTheDocument();

    await fill(screen.getByRole('textbox', { name: 'Per year' }), '');
    await choose('Pay item', 'Transport claims (NW)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Cannot be more than the limit per month')).toBeInTheDocument();
    expect(api.saved).toHaveLength(0);
  });

  it("shows the server's refusal of the name beside it", async () => {
    const api = formApi({ message: claimTypeExistsMessage, field: 'name' });
    renderApp('/claims/types/add', { session: 'admin', handlers: api.handlers });
    await fill(await screen.findByRole('textbox', { name: 'Name' }), 'Transport');
    await choose('Pay item', 'Transport claims (NW)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const error = await screen.findByRole('dialog', { name: 'Error!' });
    expect(error).toHaveTextContent(claimTypeExistsMessage);
    await userEvent.click(within(error).getByRole('button', { name: /OK|Close/ }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription(expect.stringContaining(claimTypeExistsMessage));
  });

  it('edits a type as it was saved', async () => {
    const api = formApi();
    renderApp(`/claims/types/${phoneType.id}/edit`, { session: 'admin', handlers: api.handlers });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Mobile phone');
    expect(screen.getByRole('textbox', { name: 'Per month' })).toHaveValue('80.00');
    expect(screen.getByRole('textbox', { name: 'Per claim' })).toHaveValue('');
    expect(switchNamed('Taxable')).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Pay item' })).toHaveValue('Phone allowance (OW)');
    expect(switchNamed('Active')).not.toBeChecked();
    await fill(screen.getByRole('textbox', { name: 'Per month' }), '');
    await userEvent.click(switchNamed('Active'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.saved).toHaveLength(1));
    expect(api.saved[0]).toEqual({
      method: 'PUT',
      path: `/api/v1/claims/types/${phoneType.id}`,
      body: {
        name: 'Mobile phone',
        description: 'The work share of a personal phone plan',
        limitPerClaim: null,
        limitPerMonth: null,
        limitPerYear: null,
        receiptRequired: false,
        taxable: true,
        incomeType: 'OtherAllowance',
        payItemId: allowanceItem.id,
        departmentIds: [phoneType.departments[0]?.id],
        employmentTypes: ['fullTime', 'contract'],
        isActive: true,
      },
    });
  });

  it('keeps a type paid through an item that no longer fits until another is chosen', async () => {
    const old: ClaimType = {
      ...phoneType,
      taxable: false,
      incomeType: 'NotTaxable',
      payItem: { id: mealsItem.id, description: mealsItem.description, cPFType: 'NoWages' },
    };
    renderApp(`/claims/types/${old.id}/edit`, {
      session: 'admin',
      handlers: [apiRoute.get('/claims/types/:id', () => envelope(old)), ...formApi().handlers],
    });
    expect(await screen.findByRole('combobox', { name: 'Pay item' })).toHaveValue(
      'Meal claims (NW)',
    );
    expect(await optionsOf('Pay item')).toEqual([
      `${reimbursementItem.description} (NW)`,
      'Meal claims (NW)',
    ]);
  });
});
