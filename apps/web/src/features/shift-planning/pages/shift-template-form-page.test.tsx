import type { ShiftTemplate } from '@tembusu/contracts/attendance';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';

const branches = [
  { id: '5a0c1d8e-2b3f-4c5d-8e9f-0a1b2c3d4e5f', name: 'Changi', organizationId: 'org-1' },
  { id: '6b1d2e9f-3c4a-4d6e-9f0a-1b2c3d4e5f60', name: 'Jurong', organizationId: 'org-1' },
];

const office: ShiftTemplate = {
  id: '0b7f3c52-4f4e-4d8e-9d36-2f1d4c1e7a01',
  name: 'Office day',
  colour: '#1c7ed6',
  startTime: '09:00',
  endTime: '18:00',
  breakMinutes: 60,
  branchId: null,
  branchName: null,
  payRules: ['normal'],
  isActive: true,
  overnight: false,
  paidMinutes: 480,
};

/** Answers the list, the branches and a save (or the refusal given), keeping what each save sent. */
function templatesApi(refusal?: { status: number; message: string; field: string }) {
  const saved: { method: string; path: string; body: unknown }[] = [];
  const keep = async ({ request }: { request: Request }) => {
    const body = await request.json();
    saved.push({ method: request.method, path: new URL(request.url).pathname, body });
    if (refusal) {
      return Response.json(
        { statusCode: refusal.status, message: refusal.message, field: refusal.field, data: null },
        { status: refusal.status },
      );
    }
    return envelope({ ...office, ...(body as object) }, 201, 'Shift template has been saved');
  };
  const handlers = [
    apiRoute.get('/organization/branch', () => envelope(branches)),
    apiRoute.get('/shift/templates', () => envelope([office])),
    apiRoute.get('/shift/templates/:id', () => envelope(office)),
    apiRoute.post('/shift/templates', keep),
    apiRoute.put('/shift/templates/:id', keep),
  ];
  return { handlers, saved };
}

async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

describe('ShiftTemplateFormPage', () => {
  it('adds an overnight template at a branch', async () => {
    const api = templatesApi();
    const { router } = renderApp('/shift-planning/template/create', {
      session: 'admin',
      handlers: api.handlers,
    });
    expect(await screen.findByRole('heading', { name: 'New shift template' })).toBeVisible();
    await fill(await screen.findByRole('textbox', { name: 'Name' }), 'Night');
    await fill(screen.getByLabelText(/^Colour/), '#7048e8');
    await fill(screen.getByLabelText(/^Start/), '22:00');
    await fill(screen.getByLabelText(/^End/), '06:00');
    await fill(screen.getByRole('textbox', { name: 'Break (minutes)' }), '30');
    expect(screen.getByText('22:00 – 06:00 (next day) · 7 h 30 min paid')).toBeVisible();

    await userEvent.click(screen.getByRole('combobox', { name: 'Branch' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Changi' }));
    const payRules = screen.getByRole('group', { name: 'Pay rules' });
    await userEvent.click(within(payRules).getByRole('checkbox', { name: 'Public holiday' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.saved).toHaveLength(1));
    expect(api.saved[0]).toEqual({
      method: 'POST',
      path: '/api/v1/shift/templates',
      body: {
        name: 'Night',
        colour: '#7048e8',
        startTime: '22:00',
        endTime: '06:00',
        breakMinutes: 30,
        branchId: branches[0]?.id,
        payRules: ['normal', 'publicHoliday'],
        isActive: true,
      },
    });
    expect(await screen.findByRole('dialog', { name: 'Success' })).toHaveTextContent(
      'Shift template has been saved',
    );
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shift-planning/template'));
  });

  it('refuses a break as long as the shift and a template with no pay rule', async () => {
    const api = templatesApi();
    renderApp('/shift-planning/template/create', { session: 'admin', handlers: api.handlers });
    await fill(await screen.findByRole('textbox', { name: 'Name' }), 'Short');
    await fill(screen.getByLabelText(/^Start/), '23:00');
    await fill(screen.getByLabelText(/^End/), '00:30');
    await fill(screen.getByRole('textbox', { name: 'Break (minutes)' }), '90');
    const payRules = screen.getByRole('group', { name: 'Pay rules' });
    await userEvent.click(within(payRules).getByRole('checkbox', { name: 'Normal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The break must be shorter than the shift')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one')).toBeInTheDocument();
    expect(api.saved).toHaveLength(0);
  });

  it('edits a template, and shows a name already taken beside the name', async () => {
    const api = templatesApi({
      status: 409,
      message: 'name: another shift template has this name',
      field: 'name',
    });
    renderApp(`/shift-planning/template/edit/${office.id}`, {
      session: 'admin',
      handlers: api.handlers,
    });
    expect(await screen.findByRole('heading', { name: 'Edit shift template' })).toBeVisible();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Office day');
    expect(screen.getByRole('combobox', { name: 'Branch' })).toHaveValue('All branches');
    await fill(name, 'Night');
    await userEvent.click(screen.getByRole('switch', { name: /^Active/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.saved).toHaveLength(1));
    expect(api.saved[0]).toMatchObject({
      method: 'PUT',
      path: `/api/v1/shift/templates/${office.id}`,
      body: { name: 'Night', isActive: false, branchId: null },
    });
    expect(await screen.findByRole('dialog', { name: 'Error!' })).toHaveTextContent(
      'another shift template has this name',
    );
    expect(screen.getByText('Another shift template has this name')).toBeInTheDocument();
  });
});
