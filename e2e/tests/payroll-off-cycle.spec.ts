import { expect, test } from '../fixtures.js';
import { chooseOption } from '../support/pages.js';

// A bonus run of June 2025, generated here and deleted at the end; no other spec pays June 2025.

test('an admin generates a bonus run that pays no basic salary, and deletes it', async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/payroll/generate');
  await chooseOption(page, 'Payroll type', 'Bonus');
  await chooseOption(page, 'Month', 'June');
  await chooseOption(page, 'Year', '2025');
  await expect(page.getByText(/^It pays no basic salary/)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Pay basic salary' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Choose Ahmad bin Ismail' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(
    page.getByRole('heading', { name: 'Confirm Bonus Payroll for June 2025' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  const heading = page.getByRole('heading', { name: /^Summary of Payroll #\d+$/ });
  await expect(heading).toBeVisible();
  const payrollNo = ((await heading.textContent()) ?? '').replace('Summary of Payroll #', '');
  await expect(page.getByText('Bonus', { exact: true })).toBeVisible();
  const ahmad = page.getByRole('row').filter({ hasText: 'Ahmad bin Ismail' });
  await expect(ahmad).toContainText('$0.00');

  await page.goto('/payroll/list');
  const listed = page.getByRole('row').filter({ hasText: `#${payrollNo}` });
  await expect(listed).toContainText('Jun 2025');
  await expect(listed).toContainText('Bonus');

  await listed.getByRole('link', { name: `Payroll #${payrollNo}` }).click();
  await expect(heading).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Payroll has been deleted')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Jun 2025' })).toHaveCount(0);
});
