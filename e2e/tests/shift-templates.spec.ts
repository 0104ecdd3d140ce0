import { expect, test } from '../fixtures.js';
import { apiOfPage } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';
import { chooseOption, mainNavigation, PagedTable, successDialog } from '../support/pages.js';
import { expectFitsPhone, phone } from '../support/phone.js';

// Shift templates and the attendance settings are the organisation's, which every test shares,
// so each test signs up an organisation of its own.

test('an admin adds an overnight shift template and sees it listed', async ({
  newOrganisationPage: page,
}) => {
  await mainNavigation(page).getByRole('link', { name: 'Shift templates' }).click();
  await expect(page).toHaveURL(/\/shift-planning\/template$/);
  await expect(page.getByText('No shift templates yet.')).toBeVisible();

  await page.getByRole('link', { name: 'New shift template' }).click();
  await expect(page).toHaveURL(/\/shift-planning\/template\/create$/);
  await page.getByRole('textbox', { name: 'Name' }).fill('Night watch');
  await page.getByRole('textbox', { name: 'Colour' }).fill('#7048e8');
  await page.getByRole('textbox', { name: 'Start', exact: true }).fill('22:00');
  await page.getByRole('textbox', { name: 'End', exact: true }).fill('06:00');
  await page.getByRole('textbox', { name: 'Break (minutes)' }).fill('30');
  await expect(page.getByText('22:00 – 06:00 (next day) · 7 h 30 min paid')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Branch' })).toHaveValue('All branches');
  const payRules = page.getByRole('group', { name: 'Pay rules' });
  await payRules.getByRole('checkbox', { name: 'Rest day' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(successDialog(page)).toContainText('Shift template has been saved');
  await expect(page).toHaveURL(/\/shift-planning\/template$/);

  const templates = new PagedTable(page, 'Shift templates');
  const night = await templates.findRow('Night watch');
  await expect(night.getByRole('cell')).toHaveText([
    'Night watch',
    '22:00 – 06:00 (next day)',
    '30 min',
    '7 h 30 min',
    'All branches',
    'Normal, Rest day',
    'Active',
    '',
  ]);

  // The same name in another case is refused beside the name.
  await page.getByRole('link', { name: 'New shift template' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('NIGHT WATCH');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: 'Error!' })).toContainText(
    'another shift template has this name',
  );
});

test('attendance settings are kept after a reload, and put back', async ({
  newOrganisationPage: page,
}) => {
  await mainNavigation(page).getByRole('link', { name: 'Attendance settings' }).click();
  await expect(page).toHaveURL(/\/attendance\/settings$/);
  const lateGrace = page.getByRole('textbox', { name: 'Late grace (minutes)' });
  const autoCheckOut = page.getByRole('switch', { name: /^Automatic check-out/ });
  const rounding = page.getByRole('combobox', { name: 'Rounding' });
  const geofence = page.getByRole('combobox', { name: 'Geofence rule' });
  await expect(lateGrace).toHaveValue('5');
  await expect(rounding).toHaveValue('No rounding');
  await expect(geofence).toHaveValue('Allowed, but flagged for review');
  await expect(autoCheckOut).not.toBeChecked();
  const before = await (await apiOfPage(page)).data('GET', '/attendance/settings');

  await lateGrace.fill('12');
  await chooseOption(page, 'Rounding', 'To 15 minutes');
  await chooseOption(page, 'Geofence rule', 'Refused');
  await autoCheckOut.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(successDialog(page)).toContainText('Attendance settings have been saved');

  await page.reload();
  await expect(lateGrace).toHaveValue('12');
  await expect(rounding).toHaveValue('To 15 minutes');
  await expect(geofence).toHaveValue('Refused');
  await expect(autoCheckOut).toBeChecked();

  await lateGrace.fill('5');
  await chooseOption(page, 'Rounding', 'No rounding');
  await chooseOption(page, 'Geofence rule', 'Allowed, but flagged for review');
  await autoCheckOut.uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(successDialog(page)).toContainText('Attendance settings have been saved');
  await page.reload();
  await expect(lateGrace).toHaveValue('5');
  expect(await (await apiOfPage(page)).data('GET', '/attendance/settings')).toEqual(before);
});

test('the screens pass the accessibility rules and fit a phone, in either direction', async ({
  adminPage: page,
}) => {
  const [branch] = await (await apiOfPage(page)).data<{ id: string }[]>(
    'GET',
    '/organization/branches',
  );
  const screens = [
    ['Shift templates', '/shift-planning/template'],
    ['New shift template', '/shift-planning/template/create'],
    ['Attendance settings', '/attendance/settings'],
    // The branch form, for its geofence.
    ['Edit branch/outlet', `/organization/branches-outlets/${branch?.id}`],
  ] as const;
  for (const direction of ['ltr', 'rtl']) {
    await page.evaluate(
      (settings) => localStorage.setItem('tembusu.settings', settings),
      JSON.stringify({ direction }),
    );
    for (const [name, address] of screens) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expectAccessible(page, `${name} (${direction})`, { soft: true });
      await page.setViewportSize(phone);
      await expectFitsPhone(page, `${name} (${direction})`);
    }
  }
});
