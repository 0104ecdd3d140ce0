import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { type ApiClient, apiOfPage } from '../support/api.js';
import { payslipsOf, sharedPayroll } from '../support/payroll.js';

// Issue #13, right to left: the layout mirrors, while times, dates, numbers and money keep their
// own left-to-right order (lib/format.ts marks them), required asterisks follow their labels and
// no screen scrolls sideways. The order is checked where the reader sees it: the boxes of the
// characters on the screen. The booking calendars have their own right-to-left tests.
//
// One payroll of its own, June 2024, confirmed, paying Tan Wei Ming (the staff account); no other
// spec pays that month (dialogs.spec.ts pays months of July to December 2024).

const payrollYear = 2024;
const payrollMonth = 6;
const staffName = 'Tan Wei Ming';

/** The marks lib/format.ts puts around values in right-to-left pages. */
const bidiMarks = /[\u202A-\u202E\u2066-\u2069]/;

/** Every later load of the page reads the setting before the app starts, as the panel saves it. */
async function rightToLeft(page: Page) {
  await page.addInitScript(() =>
    localStorage.setItem('tembusu.settings', JSON.stringify({ direction: 'rtl' })),
  );
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/**
 * The left edge on the screen of each character of the first match of `pattern` in the
 * element's text (the marks left out), in reading order.
 */
async function characterLefts(element: Locator, pattern: RegExp): Promise<number[]> {
  await expect(element).toContainText(pattern);
  return element.evaluate(
    (root, { source, flags, marks }) => {
      const characters: { node: Text; offset: number }[] = [];
      let text = '';
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const value = node.nodeValue ?? '';
        for (let offset = 0; offset < value.length; offset += 1) {
          const character = value.charAt(offset);
          if (new RegExp(marks).test(character)) continue;
          characters.push({ node: node as Text, offset });
          text += character;
        }
      }
      const match = new RegExp(source, flags).exec(text);
      if (!match) throw new Error(`"${text}" has no ${source}`);
      return characters
        .slice(match.index, match.index + match[0].length)
        .map(({ node, offset }) => {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          return range.getBoundingClientRect().left;
        });
    },
    { source: pattern.source, flags: pattern.flags.replace('g', ''), marks: bidiMarks.source },
  );
}

/** The first match of `pattern` in the element reads left to right on the screen. */
async function expectLeftToRight(element: Locator, pattern: RegExp) {
  const lefts = await characterLefts(element, pattern);
  expect(lefts.length, `${pattern} is found`).toBeGreaterThan(1);
  const inOrder = lefts.every((left, index) => index === 0 || left > (lefts[index - 1] ?? 0));
  expect(inOrder, `${pattern} reads left to right: ${lefts.map(Math.round).join(', ')}`).toBe(true);
}

/** The left edge of the first character of `pattern`'s match. */
async function leftOf(element: Locator, pattern: RegExp): Promise<number> {
  const [left] = await characterLefts(element, pattern);
  if (left === undefined) throw new Error(`${pattern} is not shown`);
  return left;
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(clientWidth);
}

async function box(element: Locator) {
  const found = await element.boundingBox();
  if (!found) throw new Error('The element is not shown');
  return found;
}

/** June 2024's payroll, confirmed: generated here, or found when an earlier test made it. */
const confirmedPayroll = (api: ApiClient) =>
  sharedPayroll(api, {
    year: payrollYear,
    month: payrollMonth,
    status: 'confirmed',
    paying: staffName,
    others: 3,
  });

/** Tan Wei Ming's payslip in June 2024's payroll. */
async function staffPayslip(api: ApiClient, payrollId: string): Promise<string> {
  const payslip = (await payslipsOf(api, payrollId)).find((p) => p.name === staffName);
  if (!payslip) throw new Error(`${staffName} is not paid in June 2024`);
  return payslip.payslipId;
}

test('a sentence and a table header keep their full stop at their end', async ({
  adminPage: page,
  adminApi,
}) => {
  // The payroll list draws its table once a payroll exists; this spec's own is enough.
  await confirmedPayroll(adminApi);
  await rightToLeft(page);
  await open(page, '/dashboard');

  const greeting = page.getByText(/^Good to see you, .+\.$/);
  await expectLeftToRight(greeting, /you, [^.]+\./);
  // Still aligned where right-to-left text starts: on the right of its column.
  const main = await box(page.getByRole('main'));
  const text = await greeting.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { right } = range.getBoundingClientRect();
    return { right, boxRight: element.getBoundingClientRect().right };
  });
  expect(Math.abs(text.right - text.boxRight)).toBeLessThan(2);
  expect(text.boxRight).toBeLessThanOrEqual(main.x + main.width);

  // A table's header ending in a full stop keeps it too.
  await open(page, '/payroll/list');
  await expectLeftToRight(
    page.getByRole('columnheader', { name: 'Payroll No.', exact: true }),
    /Payroll No\./,
  );
});

test('a form: labels on the right, asterisks after them, inputs in the direction of their text', async ({
  adminPage: page,
}) => {
  await rightToLeft(page);
  await open(page, '/organization/branches-outlets/create');

  const label = page.locator('label').filter({ hasText: /^Name\s*\*$/ });
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toBeVisible();

  // The label starts where the input starts: on the right.
  const labelBox = await box(label);
  const inputBox = await box(name);
  expect(Math.abs(labelBox.x + labelBox.width - (inputBox.x + inputBox.width))).toBeLessThan(2);

  // The asterisk follows the label in reading order, which right to left is on its left.
  const asterisk = await box(label.locator('[aria-hidden="true"]'));
  const nameLeft = await leftOf(label, /Name/);
  expect(asterisk.x + asterisk.width).toBeLessThanOrEqual(nameLeft + 1);

  // What is typed reads in its own direction: a number keeps its sign in front.
  const phone = page.getByRole('textbox', { name: 'Phone', exact: true });
  await phone.fill('+65 6123 4567');
  await expect(phone).toHaveCSS('unicode-bidi', 'plaintext');
  await expect(phone).toHaveCSS('text-align', 'right');

  await expectNoSidewaysScroll(page);
});

test('a table: columns mirror, dates keep their order', async ({ adminPage: page }) => {
  await rightToLeft(page);
  await open(page, '/employees');

  const table = page.getByRole('table', { name: 'Employees' });
  const nameHeader = table.getByRole('columnheader', { name: 'Employee Name', exact: true });
  const birthHeader = table.getByRole('columnheader', { name: 'Date of Birth', exact: true });
  // The first column is on the right.
  expect((await box(nameHeader)).x).toBeGreaterThan((await box(birthHeader)).x);

  const row = table.getByRole('row').filter({ hasText: 'Ahmad bin Ismail' });
  const birth = row
    .getByRole('cell')
    .filter({ hasText: /^\W*\d{2}\/\d{2}\/\d{4}\W*$/ })
    .first();
  await expectLeftToRight(birth, /\d{2}\/\d{2}\/\d{4}/);
  // Month first, as the spec writes it: 12/01/1962 shows "12" left of "1962".
  expect(await leftOf(birth, /\d{2}\//)).toBeLessThan(await leftOf(birth, /\d{4}/));

  await expectNoSidewaysScroll(page);
});

test('a table of money: every amount reads left to right', async ({ adminPage: page }) => {
  const payrollId = await confirmedPayroll(await apiOfPage(page));
  await rightToLeft(page);
  await open(page, `/payroll/${payrollId}`);

  const table = page.getByRole('table', { name: 'Payslips' });
  const employeeHeader = table.getByRole('columnheader', { name: 'Employee', exact: true });
  const netPayHeader = table.getByRole('columnheader', { name: 'Net Pay', exact: true });
  expect((await box(employeeHeader)).x).toBeGreaterThan((await box(netPayHeader)).x);

  const total = table.getByRole('row').filter({ hasText: /Total \(\d+ employees\)/ });
  const amounts = total.locator('th, td').filter({ hasText: /\$[\d,]+\.\d{2}/ });
  await expect(amounts.first()).toBeVisible();
  for (const cell of await amounts.all()) {
    await expectLeftToRight(cell, /\$[\d,]+\.\d{2}/);
    // The text carries its own direction: a left-to-right embedding (LRE … PDF).
    expect(await cell.textContent()).toMatch(/^\u202A\$[\d,]+\.\d{2}\u202C$/);
  }
  const paymentDate = page.getByText(/^\W*06\/28\/2024\W*$/);
  await expectLeftToRight(paymentDate, /06\/28\/2024/);

  await expectNoSidewaysScroll(page);
});

for (const [device, viewport] of [
  ['a desktop', { width: 1440, height: 900 }],
  ['a phone', { width: 390, height: 844 }],
] as const) {
  test(`the staff payslip on ${device}: money keeps its sign, dates their order`, async ({
    adminApi,
    staffPage: page,
  }) => {
    const payslipId = await staffPayslip(adminApi, await confirmedPayroll(adminApi));
    await page.setViewportSize(viewport);
    await rightToLeft(page);

    // The list: the period on the right, its date and money reading left to right. A phone
    // shows a card a payslip, each header on the right of its value.
    await open(page, '/staff-payslip');
    const onPhone = viewport.width < 768;
    const payslip = onPhone
      ? page.getByRole('list', { name: 'Payslips' }).getByRole('listitem')
      : page.getByRole('table', { name: 'Payslips' }).getByRole('row');
    const june = payslip.filter({ hasText: 'Jun 2024' });
    await expectLeftToRight(june, /06\/28\/2024/);
    const netPay = june.getByRole(onPhone ? 'definition' : 'cell').last();
    await expectLeftToRight(netPay, /\$[\d,]+\.\d{2}/);
    await expectNoSidewaysScroll(page);

    await open(page, `/staff-payslip/${payslipId}`);
    await expect(page.getByRole('heading', { name: /^Payslip PS-\d+$/ })).toBeVisible();
    await expectLeftToRight(page.getByLabel('Net pay this month'), /\$[\d,]+\.\d{2}/);

    // A deduction: the minus stays in front of the dollar sign, on its left.
    const lines = page.getByRole('table', { name: 'Payslip lines' });
    const cpf = lines.getByRole('row', { name: /Employee CPF/ });
    await expectLeftToRight(cpf, /-\$[\d,]+\.\d{2}/);

    // The salary period reads as written: "06/01/2024 – 06/30/2024", its start on the left, and
    // the working days counted as "21 of 21 working days".
    const facts = page.getByRole('region', { name: 'Payslip details' });
    const period = facts.getByText(/06\/01\/2024 – 06\/30\/2024/);
    await expectLeftToRight(period, /06\/01\/2024 – 06\/30\/2024/);
    expect(await leftOf(period, /06\/01/)).toBeLessThan(await leftOf(period, /06\/30/));
    await expectLeftToRight(facts.getByText(/\d+ of \d+ working days/), /\d+ of \d+/);

    // English around an amount keeps its place: "from total wages of $…" ends with the amount.
    const wages = page.getByText(/from total wages of/);
    expect(await leftOf(wages, /from/)).toBeLessThan(await leftOf(wages, /\$/));

    // The way back points to where the page starts: the right.
    const back = page.getByRole('link', { name: 'Back' }).locator('svg');
    await expect(back).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');

    await expectNoSidewaysScroll(page);
  });
}
