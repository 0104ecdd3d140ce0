import { type ClaimSettings, defaultClaimSettings } from '@tembusu/contracts/claims';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stripBidiMarks } from '../../../lib/format';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';

/** The settings as the server keeps them; a PUT replaces them (SGD left out, sorted) and is kept. */
function settingsApi(start: ClaimSettings) {
  let current = start;
  const sent: unknown[] = [];
  const handlers = [
    apiRoute.get('/claims/settings', () => envelope(current)),
    apiRoute.put('/claims/settings', async ({ request }) => {
      const body = (await request.json()) as ClaimSettings;
      sent.push(body);
      current = { ...body, currencies: [...body.currencies].sort() };
      return envelope(current, 200, 'Claim settings have been saved');
    }),
  ];
  return { handlers, sent };
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const page = '/claims/settings';

describe('ClaimSettingsPage', () => {
  it('saves two approval levels and the cut-off day', async () => {
    const api = settingsApi(defaultClaimSettings);
    renderApp(page, { session: 'admin', handlers: api.handlers });
    expect(await screen.findByRole('combobox', { name: 'First level' })).toHaveValue(
      'Reporting manager',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Two levels' }));
    expect(screen.getByRole('combobox', { name: 'Second level' })).toHaveValue(
      'Admin or assistant admin',
    );
    await choose('Second level', 'Department head');

    const cutOff = screen.getByRole('textbox', { name: 'Cut-off day' });
    expect(cutOff).toHaveValue('20');
    expect(stripBidiMarks(screen.getByText(/Claims submitted after/).textContent ?? '')).toBe(
      "Claims submitted after the 20th of the month go to the next month's payroll; those submitted on or before it, to that month's.",
    );
    await userEvent.clear(cutOff);
    await userEvent.type(cutOff, '25');
    expect(screen.getByText(/Claims submitted after/)).toHaveTextContent('after the 25th');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({
      approvalLevels: ['reportingManager', 'departmentHead'],
      cutOffDay: 25,
      currencies: [],
    });
    expect(await screen.findByRole('dialog', { name: 'Success' })).toHaveTextContent(
      'Claim settings have been saved',
    );
  });

  it('allows the currencies searched for, SGD always', async () => {
    const api = settingsApi(defaultClaimSettings);
    renderApp(page, { session: 'admin', handlers: api.handlers });
    const currencies = await screen.findByRole('region', { name: 'Currencies' });
    expect(within(currencies).getByText('SGD – Singapore Dollar')).toBeVisible();
    const others = within(currencies).getByRole('combobox', { name: 'Other currencies' });
    await userEvent.type(others, 'ringgit');
    await userEvent.click(await screen.findByRole('option', { name: 'MYR – Malaysian Ringgit' }));
    await userEvent.type(others, 'SGD');
    expect(screen.queryByRole('option', { name: /^SGD/ })).not.toBeInTheDocument();
    await userEvent.clear(others);
    await userEvent.type(others, 'Euro');
    await userEvent.click(await screen.findByRole('option', { name: 'EUR – Euro' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({ ...defaultClaimSettings, currencies: ['MYR', 'EUR'] });
  });

  it('asks for a cut-off day, and refuses the same approver twice', async () => {
    const api = settingsApi(defaultClaimSettings);
    renderApp(page, { session: 'admin', handlers: api.handlers });
    const cutOff = await screen.findByRole('textbox', { name: 'Cut-off day' });
    await userEvent.click(screen.getByRole('radio', { name: 'Two levels' }));
    await choose('Second level', 'Reporting manager');
    await userEvent.clear(cutOff);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Enter a day of the month')).toBeInTheDocument();
    expect(screen.getByText(/Claims submitted after this day/)).toBeInTheDocument();
    await userEvent.clear(cutOff);
    await userEvent.type(cutOff, '31');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Choose a different approver for the second level'),
    ).toBeInTheDocument();
    expect(screen.getByText(/In a shorter month, the cut-off is its last day/)).toBeVisible();
    expect(api.sent).toHaveLength(0);
  });

  it('goes back to one level and takes a currency off', async () => {
    const api = settingsApi({
      approvalLevels: ['admin', 'reportingManager'],
      cutOffDay: 15,
      currencies: ['MYR', 'USD'],
    });
    renderApp(page, { session: 'admin', handlers: api.handlers });
    expect(await screen.findByRole('combobox', { name: 'Second level' })).toHaveValue(
      'Reporting manager',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'One level' }));
    const currencies = screen.getByRole('region', { name: 'Currencies' });
    expect(within(currencies).getByText('MYR – Malaysian Ringgit')).toBeVisible();
    // Backspace in the empty search takes the last one chosen off.
    await userEvent.click(within(currencies).getByRole('combobox', { name: 'Other currencies' }));
    await userEvent.keyboard('{Backspace}');
    expect(within(currencies).queryByText('USD – US Dollar')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({
      approvalLevels: ['admin'],
      cutOffDay: 15,
      currencies: ['MYR'],
    });
  });
});
