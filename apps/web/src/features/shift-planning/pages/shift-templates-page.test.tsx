import type { ShiftTemplate } from '@tembusu/contracts/attendance';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';

const night: ShiftTemplate = {
  id: 'st-1',
  name: 'Night',
  colour: '#7048e8',
  startTime: '22:00',
  endTime: '06:00',
  breakMinutes: 30,
  branchId: 'b-1',
  branchName: 'Changi',
  payRules: ['normal', 'restDay', 'publicHoliday'],
  isActive: true,
  overnight: true,
  paidMinutes: 450,
};
const office: ShiftTemplate = {
  ...night,
  id: 'st-2',
  name: 'Office day',
  colour: '#1c7ed6',
  startTime: '09:00',
  endTime: '18:00',
  breakMinutes: 60,
  branchId: null,
  branchName: null,
  payRules: ['normal'],
  isActive: false,
  overnight: false,
  paidMinutes: 480,
};

const refusal = 'Night is on the roster: deactivate it instead';

function templatesApi() {
  return [
    apiRoute.get('/shift/templates', ({ request }) =>
      new URL(request.url).searchParams.get('includeInactive') === 'true'
        ? envelope([night, office])
        : envelope([night]),
    ),
    apiRoute.delete('/shift/templates/:id', () => envelope(null, 409, refusal)),
  ];
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('ShiftTemplatesPage', () => {
  it('lists every template, inactive ones too, with hours, break, pay and branch', async () => {
    renderApp('/shift-planning/template', { session: 'admin', handlers: templatesApi() });
    const table = await screen.findByRole('table', { name: 'Shift templates' });
    expect(cellsOf(within(table).getByRole('row', { name: /Night/ }))).toEqual([
      'Night',
      '22:00 – 06:00 (next day)',
      '30 min',
      '7 h 30 min',
      'Changi',
      'Normal, Rest day, Public holiday',
      'Active',
      '',
    ]);
    const officeRow = within(table).getByRole('row', { name: /Office day/ });
    expect(cellsOf(officeRow)).toEqual([
      'Office day',
      '09:00 – 18:00',
      '1 h',
      '8 h',
      'All branches',
      'Normal',
      'Inactive',
      '',
    ]);
    expect(within(officeRow).getByRole('link', { name: 'Edit Office day' })).toHaveAttribute(
      'href',
      '/shift-planning/template/edit/st-2',
    );
    expect(screen.getByRole('link', { name: 'New shift template' })).toHaveAttribute(
      'href',
      '/shift-planning/template/create',
    );
  });

  it("shows the server's refusal to delete a template on the roster", async () => {
    renderApp('/shift-planning/template', { session: 'admin', handlers: templatesApi() });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Night' }));
    const prompt = screen.getByRole('dialog', { name: 'Delete shift template' });
    expect(prompt).toHaveTextContent(
      'Deleting shift template Night Are you sure you want to proceed?',
    );
    await userEvent.click(within(prompt).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Error!' })).toHaveTextContent(refusal);
  });

  it('shows a card a template on a phone', async () => {
    setViewportWidth(390);
    renderApp('/shift-planning/template', { session: 'admin', handlers: templatesApi() });
    const cards = await screen.findByRole('list', { name: 'Shift templates' });
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('22:00 – 06:00 (next day)');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
