import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { latestMailTo } from '../mailbox.js';
import { uniqueId } from '../support/accounts.js';
import type { ApiClient } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';
import { staffPageOf } from '../support/leave.js';
import { successDialog } from '../support/pages.js';
import { expectFitsPhone, phone } from '../support/phone.js';
import { addStaffEmployee, type StaffEmployee } from '../support/staff.js';

// An admin builds a week of the roster on the board (by picking a template and a cell, and by
// dragging one), publishes it, and the employee sees it on their shift schedule. The people, the
// department and the templates are this test's own, and the week is in May 2028, which no other
// spec plans: the roster has no statutory table to end with a year.

const week = { monday: '2028-05-08', month: '2028-05' };

/** 'Mon 08 May', as the board names a day. */
const dayName = (iso: string) => {
  const at = new Date(`${iso}T00:00:00Z`);
  const weekday = at.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' });
  const date = at.toLocaleDateString('en-GB', { day: '2-digit', month: 'short', timeZone: 'UTC' });
  return `${weekday} ${date}`;
};
const dayOf = (offset: number) => {
  const at = new Date(`${week.monday}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + offset);
  return at.toISOString().slice(0, 10);
};

type RosterPerson = StaffEmployee;

/** A full-time employee of the department, employed from 2026 with no end. */
function addRosterPerson(api: ApiClient, surname: string, departmentId: string) {
  return addStaffEmployee(
    api,
    { surname, prefix: 'roster', code: 'RS', roleTitle: 'Store Associate' },
    { departmentId },
  );
}

async function addTemplate(api: ApiClient, name: string, startTime: string, endTime: string) {
  await api.data('POST', '/shift/templates', {
    name,
    colour: startTime < endTime ? '#1c7ed6' : '#7048e8',
    startTime,
    endTime,
    breakMinutes: 60,
    branchId: null,
    payRules: ['normal'],
    isActive: true,
  });
}

const board = (page: Page) => page.getByRole('table', { name: 'Roster' });
const cellOf = (page: Page, person: RosterPerson, date: string) =>
  board(page).locator(`[data-cell="${person.id}:${date}"]`);

test('an admin builds a week on the board and publishes it; the employee sees it', async ({
  adminPage: page,
  adminApi,
  browser,
}) => {
  test.setTimeout(180_000);
  const id = uniqueId();
  const department = await adminApi.data<{ id: string }>('POST', '/organization/departments', {
    name: `Roster Floor ${id}`,
    description: null,
    parentId: null,
  });
  const ana = await addRosterPerson(adminApi, 'Ana Roster', department.id);
  const ben = await addRosterPerson(adminApi, 'Ben Roster', department.id);
  const day = `Day ${id}`;
  const night = `Night ${id}`;
  await addTemplate(adminApi, day, '09:00', '18:00');
  await addTemplate(adminApi, night, '22:00', '06:00');

  // Wide enough for a week's board beside the navigation, so that a drag needs no scrolling.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/shift-planning');
  await expect(page).toHaveURL(/\/shift-planning\/board$/);
  await page.goto(`/shift-planning/board?from=${week.monday}&departmentId=${department.id}`);
  await expect(board(page)).toBeVisible();
  await expect(board(page).getByRole('row')).toHaveCount(3);
  await expect(page.getByText('8 May – 14 May 2028')).toBeVisible();

  // By the keyboard and click path: pick the template, then a cell, three days for Ana.
  const dayTemplate = page.getByRole('button', { name: new RegExp(`^${day}`) });
  await dayTemplate.click();
  await expect(dayTemplate).toHaveAttribute('aria-pressed', 'true');
  for (const offset of [0, 1, 2]) {
    await page
      .getByRole('button', { name: `Place ${day} on ${dayName(dayOf(offset))} for ${ana.name}` })
      .click();
    await expect(cellOf(page, ana, dayOf(offset))).toContainText(day);
  }
  // And by keyboard alone: the night shift for Ben on Monday.
  const nightTemplate = page.getByRole('button', { name: new RegExp(`^${night}`) });
  await nightTemplate.focus();
  await page.keyboard.press('Enter');
  await expect(nightTemplate).toHaveAttribute('aria-pressed', 'true');
  const place = page.getByRole('button', {
    name: `Place ${night} on ${dayName(dayOf(0))} for ${ben.name}`,
  });
  await place.focus();
  await page.keyboard.press('Enter');
  await expect(cellOf(page, ben, dayOf(0))).toContainText('22:00–06:00 +1');

  // By dragging: the night shift onto Ben's Thursday.
  await cellOf(page, ben, dayOf(3)).scrollIntoViewIfNeeded();
  await nightTemplate.dragTo(cellOf(page, ben, dayOf(3)));
  await expect(cellOf(page, ben, dayOf(3))).toContainText(night);

  // Taking one off again: a draft is simply gone.
  await page
    .getByRole('button', { name: `Remove ${day} on ${dayName(dayOf(2))} for ${ana.name}` })
    .click();
  await expect(cellOf(page, ana, dayOf(2))).not.toContainText(day);
  await expect(page.getByText('4 drafts')).toBeVisible();
  await expectAccessible(page, 'the roster board');

  const before = Date.now();
  await page.getByRole('button', { name: 'Publish' }).click();
  const confirm = page.getByRole('dialog', { name: 'Publish the roster' });
  await expect(confirm).toContainText('4 drafts become what staff see');
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await expect(successDialog(page)).toContainText(
    'Roster has been published: 4 shifts published, 0 removed, 2 people notified',
  );
  await expect(board(page).getByText('Draft')).toHaveCount(0);
  const mail = await latestMailTo(ana.account.email, before);
  expect(mail).toContain('Your roster has changed on these days:');
  expect(mail).toContain(`- Mon 05/08/2028: ${day} 09:00–18:00`);

  const staff = await staffPageOf(browser, ana.account);
  await staff.getByRole('link', { name: 'Shift schedule' }).click();
  await expect(staff).toHaveURL(/\/staff-shift-schedule$/);
  await staff.goto(`/staff-shift-schedule?month=${week.month}`);
  const month = staff.getByRole('list', { name: 'Shifts in May 2028' });
  const days = month.getByRole('listitem');
  await expect(days).toHaveCount(31);
  await expect(days.nth(7)).toContainText(`${day}09:00–18:00`);
  await expect(days.nth(8)).toContainText(day);
  await expect(days.nth(9)).toContainText('No shift');
  await expect(staff.getByText('2 shifts')).toBeVisible();
  await expectAccessible(staff, 'the staff shift schedule');

  await staff.getByRole('button', { name: 'Create calendar link' }).click();
  const link = staff.getByRole('textbox', { name: 'Calendar link' });
  await expect(link).toHaveValue(/\/api\/v1\/shift-feed\/[A-Za-z0-9_-]{43}\.ics$/);
  // The feed reaches three months ahead, short of 2028: it answers the calendar, without events.
  const feed = await staff.request.get(new URL(await link.inputValue()).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain(`X-WR-CALNAME:Shifts · ${ana.name}`);

  await staff.setViewportSize(phone);
  await expectFitsPhone(staff, 'the staff shift schedule');
  await staff.context().close();

  await page.setViewportSize(phone);
  await expectFitsPhone(page, 'the roster board');
  await expect(page.getByRole('group', { name: 'Day' })).toBeVisible();
});
