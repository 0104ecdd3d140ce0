import { type AttendanceSettings, defaultAttendanceSettings } from '@tembusu/contracts/attendance';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';

/** The settings as the server keeps them; a PUT replaces them and is kept to check. */
function settingsApi(start: AttendanceSettings) {
  let current = start;
  const sent: unknown[] = [];
  const handlers = [
    apiRoute.get('/attendance/settings', () => envelope(current)),
    apiRoute.put('/attendance/settings', async ({ request }) => {
      const body = (await request.json()) as AttendanceSettings;
      sent.push(body);
      current = body;
      return envelope(current, 200, 'Attendance settings have been saved');
    }),
  ];
  return { handlers, sent };
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function fill(label: string, text: string) {
  const input = screen.getByRole('textbox', { name: label });
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

describe('AttendanceSettingsPage', () => {
  it('shows the settings and saves them as changed', async () => {
    const api = settingsApi(defaultAttendanceSettings);
    renderApp('/attendance/settings', { session: 'admin', handlers: api.handlers });
    expect(await screen.findByRole('textbox', { name: 'Late grace (minutes)' })).toHaveValue('5');
    expect(screen.getByRole('textbox', { name: 'Early-out grace (minutes)' })).toHaveValue('0');
    expect(screen.getByRole('combobox', { name: 'Rounding' })).toHaveValue('No rounding');
    expect(screen.getByRole('combobox', { name: 'Geofence rule' })).toHaveValue(
      'Allowed, but flagged for review',
    );
    expect(screen.getByRole('switch', { name: /^Automatic check-out/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /^Overtime needs approval/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Minimum overtime (minutes)' })).toHaveValue('30');

    await fill('Late grace (minutes)', '10');
    await fill('Early-out grace (minutes)', '5');
    await choose('Rounding', 'To 15 minutes');
    await choose('Geofence rule', 'Refused');
    await userEvent.click(screen.getByRole('switch', { name: /^Automatic check-out/ }));
    await userEvent.click(screen.getByRole('switch', { name: /^Overtime needs approval/ }));
    await fill('Minimum overtime (minutes)', '45');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({
      lateGraceMinutes: 10,
      earlyOutGraceMinutes: 5,
      roundingMinutes: 15,
      geofenceRule: 'refuse',
      autoCheckOut: true,
      overtimeNeedsApproval: false,
      minimumOvertimeMinutes: 45,
    });
    expect(await screen.findByRole('dialog', { name: 'Success' })).toHaveTextContent(
      'Attendance settings have been saved',
    );
  });

  it('offers every rounding step and geofence rule', async () => {
    renderApp('/attendance/settings', {
      session: 'admin',
      handlers: settingsApi(defaultAttendanceSettings).handlers,
    });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Rounding' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'No rounding',
      'To 5 minutes',
      'To 10 minutes',
      'To 15 minutes',
      'To 30 minutes',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('combobox', { name: 'Geofence rule' }));
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Not checked',
        'Allowed, but flagged for review',
        'Refused',
      ]),
    );
  });

  it('refuses an empty grace period, sending nothing', async () => {
    const api = settingsApi(defaultAttendanceSettings);
    renderApp('/attendance/settings', { session: 'admin', handlers: api.handlers });
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Late grace (minutes)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A number of minutes')).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });
});
