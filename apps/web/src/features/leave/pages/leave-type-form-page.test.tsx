import type { LeaveType } from '@tembusu/contracts/leave';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';

const annualLeave: LeaveType = {
  id: '0b7f3c52-4f4e-4d8e-9d36-2f1d4c1e7a01',
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

/** Answers the list and a save, keeping what each save sent. */
function typesApi() {
  const saved: { method: string; path: string; body: unknown }[] = [];
  const keep = async ({ request }: { request: Request }) => {
    const body = await request.json();
    saved.push({ method: request.method, path: new URL(request.url).pathname, body });
    return envelope({ ...annualLeave, ...(body as object) }, 201, 'Leave type has been saved');
  };
  const handlers = [
    apiRoute.get('/leaves/types', () => envelope([annualLeave])),
    apiRoute.get('/leaves/types/:id', () => envelope(annualLeave)),
    apiRoute.post('/leaves/types', keep),
    apiRoute.put('/leaves/types/:id', keep),
  ];
  return { handlers, saved };
}

async function chooseOption(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Types a value at once: keystroke by keystroke, a long form outlasts the test's time. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

/** A switch is named by its label and the description under it. */
async function toggle(label: string) {
  await userEvent.click(screen.getByRole('switch', { name: new RegExp(`^${label}`) }));
}

describe('LeaveTypeFormPage', () => {
  it('asks for the days a year only for a fixed entitlement', async () => {
    renderApp('/leaves/leaves-types/create', { session: 'admin', handlers: typesApi().handlers });
    expect(await screen.findByRole('heading', { name: 'New leave type' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Days a year' })).toBeVisible();

    await chooseOption('Rule', 'Annual leave by years of service (7 rising to 14 days)');
    expect(screen.queryByRole('textbox', { name: 'Days a year' })).not.toBeInTheDocument();

    await chooseOption('Rule', 'No balance (taken as needed)');
    expect(screen.queryByRole('textbox', { name: 'Days a year' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Days carried forward' })).not.toBeInTheDocument();
  });

  it('sends what was entered', async () => {
    const api = typesApi();
    const { router } = renderApp('/leaves/leaves-types/create', {
      session: 'admin',
      handlers: api.handlers,
    });
    await fill(await screen.findByRole('textbox', { name: 'Name' }), 'Study leave');
    await fill(screen.getByRole('textbox', { name: 'Code' }), 'st');
    await fill(
      screen.getByRole('textbox', { name: 'Description' }),
      'For examinations and courses',
    );
    await toggle('Paid leave');
    await fill(screen.getByRole('textbox', { name: 'Days a year' }), '4.5');
    await toggle('Prorated');
    await userEvent.click(
      screen.getByRole('radio', { name: 'Month by month, as they are earned' }),
    );
    const carried = screen.getByRole('textbox', { name: 'Days carried forward' });
    await fill(carried, '2');
    await fill(screen.getByRole('textbox', { name: 'Carried days lapse after' }), '6');
    await toggle('Encashable');
    const who = screen.getByRole('region', { name: 'Who may take it' });
    await userEvent.click(within(who).getByRole('checkbox', { name: 'Female' }));
    const service = within(who).getByRole('textbox', { name: 'Minimum service' });
    await fill(service, '6');
    await userEvent.click(within(who).getByRole('checkbox', { name: 'Singapore Citizen' }));
    await userEvent.click(within(who).getByRole('checkbox', { name: 'Permanent Resident' }));
    await userEvent.click(within(who).getByRole('checkbox', { name: 'Full time' }));
    await toggle('Half days allowed');
    await toggle('Counts rest days and off days');
    await toggle('Counts public holidays');
    await toggle('May go negative');
    await toggle('Document required');
    await toggle('Active');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.saved).toHaveLength(1));
    expect(api.saved[0]).toEqual({
      method: 'POST',
      path: '/api/v1/leaves/types',
      body: {
        name: 'Study leave',
        code: 'ST',
        description: 'For examinations and courses',
        colour: '#228be6',
        paid: false,
        entitlementRule: 'fixed',
        fixedDays: 4.5,
        prorated: false,
        accrual: 'monthly',
        carryForwardLimit: 2,
        carryForwardExpiryMonths: 6,
        encashable: true,
        documentRequired: true,
        eligibleGenders: ['Female'],
        minServiceMonths: 6,
        eligibleResidencies: ['Citizen', 'PermanentResident'],
        eligibleEmploymentTypes: ['fullTime'],
        halfDayAllowed: false,
        countsRestDays: true,
        countsPublicHolidays: true,
        allowNegative: true,
        isActive: false,
      },
    });
    const done = await screen.findByRole('dialog', { name: 'Success' });
    expect(done).toHaveTextContent('Leave type has been saved');
    await userEvent.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leaves/leaves-types'));
  });

  it('asks for the days of a fixed entitlement before sending', async () => {
    const api = typesApi();
    renderApp('/leaves/leaves-types/create', { session: 'admin', handlers: api.handlers });
    await fill(await screen.findByRole('textbox', { name: 'Name' }), 'Study leave');
    await fill(screen.getByRole('textbox', { name: 'Code' }), 'ST');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter the days a year for a fixed entitlement'),
    ).toBeInTheDocument();
    expect(api.saved).toHaveLength(0);
  });

  it('sends no days for a rule of its own, and keeps a statutory rule', async () => {
    const api = typesApi();
    renderApp(`/leaves/leaves-types/edit/${annualLeave.id}`, {
      session: 'admin',
      handlers: api.handlers,
    });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Annual leave');
    expect(screen.getByRole('combobox', { name: 'Rule' })).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: 'Days a year' })).not.toBeInTheDocument();
    await fill(name, 'Annual leave (AL)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.saved).toHaveLength(1));
    expect(api.saved[0]).toMatchObject({
      method: 'PUT',
      path: `/api/v1/leaves/types/${annualLeave.id}`,
      body: {
        name: 'Annual leave (AL)',
        entitlementRule: 'annualByService',
        fixedDays: null,
        carryForwardLimit: 5,
        carryForwardExpiryMonths: 3,
        minServiceMonths: 3,
      },
    });
  });
});
