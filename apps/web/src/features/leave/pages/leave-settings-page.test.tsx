import { defaultLeaveSettings, type LeaveSettings } from '@tembusu/contracts/leave';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';

/** The settings as the server keeps them; a PUT replaces them and is kept to check. */
function settingsApi(start: LeaveSettings) {
  let current = start;
  const sent: unknown[] = [];
  const handlers = [
    apiRoute.get('/leaves/setting', () => envelope(current)),
    apiRoute.put('/leaves/setting', async ({ request }) => {
      const body = (await request.json()) as LeaveSettings;
      sent.push(body);
      current = body;
      return envelope(current, 200, 'Leave settings have been saved');
    }),
  ];
  return { handlers, sent };
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('LeaveSettingsPage', () => {
  it('adds a second approval level and saves it', async () => {
    const api = settingsApi(defaultLeaveSettings);
    renderApp('/leaves/leaves-setting', { session: 'admin', handlers: api.handlers });
    expect(await screen.findByRole('combobox', { name: 'First level' })).toHaveValue(
      'Reporting manager',
    );
    expect(screen.queryByRole('combobox', { name: 'Second level' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Two levels' }));
    // The admins decide after the manager unless told otherwise.
    expect(screen.getByRole('combobox', { name: 'Second level' })).toHaveValue(
      'Admin or assistant admin',
    );
    await choose('Second level', 'Department head');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({
      ...defaultLeaveSettings,
      approvalLevels: ['reportingManager', 'departmentHead'],
    });
    expect(await screen.findByRole('dialog', { name: 'Success' })).toHaveTextContent(
      'Leave settings have been saved',
    );
  });

  it('refuses the same approver at both levels', async () => {
    const api = settingsApi(defaultLeaveSettings);
    renderApp('/leaves/leaves-setting', { session: 'admin', handlers: api.handlers });
    await userEvent.click(await screen.findByRole('radio', { name: 'Two levels' }));
    await choose('Second level', 'Reporting manager');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Choose a different approver for the second level'),
    ).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });

  it('goes back to one level, and saves the rest of the settings as entered', async () => {
    const api = settingsApi({
      ...defaultLeaveSettings,
      approvalLevels: ['reportingManager', 'admin'],
    });
    renderApp('/leaves/leaves-setting', { session: 'admin', handlers: api.handlers });
    expect(await screen.findByRole('combobox', { name: 'Second level' })).toHaveValue(
      'Admin or assistant admin',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'One level' }));
    expect(screen.queryByRole('combobox', { name: 'Second level' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /hire date/ }));
    const notice = screen.getByRole('textbox', { name: 'Notice' });
    await userEvent.clear(notice);
    await userEvent.type(notice, '3');
    const notified = screen.getByRole('region', { name: 'Notifications' });
    await userEvent.click(within(notified).getByRole('checkbox', { name: 'Admins' }));
    await choose('Month', 'April');
    await choose('Day', '15');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({
      leaveYear: 'hireAnniversary',
      approvalLevels: ['reportingManager'],
      noticeDays: 3,
      backdateDays: 30,
      notify: ['reportingManager', 'admins'],
      carryForwardRunDate: '04-15',
    });
  });
});
