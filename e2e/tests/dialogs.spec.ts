import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { successDialog } from '../support/pages.js';
import { confirmedPayrollInFreeMonth } from '../support/payroll.js';

// The success dialog is one dialog in the brand's colours with its button, and never shows empty.
// Marking a payroll paid is for good, so this file pays a month of the second half of 2024, which
// no other spec reads (rtl.spec.ts has June): a month with no payroll yet, one employee on it.
const year = 2024;
const ownMonths = [7, 8, 9, 10, 11, 12];

/** The people of the demo's staff accounts, whose payslips other specs read. */
const demoStaff = ['Tan Wei Ming', 'Priya Nair'];

/** What the page's dialogs showed, frame by frame, since `watchDialogs` started. */
type DialogsSeen = {
  /** Frames that drew a dialog with no text besides its buttons. */
  emptyFrames: number;
  /** Each dialog with an OK button: its text without the buttons, and the OK button's style. */
  answers: { text: string; okStyle: string }[];
  /** The most dialogs fully shown at once in a frame that showed one with an OK button. */
  mostAtOnceWithAnswer: number;
};

/**
 * Watches the page's dialogs on every frame. A success dialog closes itself after 1.5 s, sooner
 * than a loaded machine may take for a few steps of a test, so what it showed is recorded in the
 * page as it is drawn and checked afterwards.
 */
async function watchDialogs(page: Page): Promise<() => Promise<DialogsSeen>> {
  await page.evaluate(() => {
    const seen: DialogsSeen = { emptyFrames: 0, answers: [], mostAtOnceWithAnswer: 0 };
    (window as unknown as { dialogsSeen: DialogsSeen }).dialogsSeen = seen;
    const look = () => {
      const drawn = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].filter(
        (dialog) => {
          const box = dialog.getBoundingClientRect();
          return box.width > 0 && box.height > 0;
        },
      );
      let withAnswer = false;
      // A dialog fading out as the next fades in is one moving on to the other, not two stacked.
      const fullyShown = drawn.filter((dialog) => getComputedStyle(dialog).opacity === '1');
      for (const dialog of drawn) {
        const copy = dialog.cloneNode(true) as HTMLElement;
        for (const button of copy.querySelectorAll('button')) button.remove();
        const text = copy.textContent?.trim() ?? '';
        if (!text) seen.emptyFrames += 1;
        const ok = [...dialog.querySelectorAll('button')].find(
          (button) => button.textContent?.trim() === 'OK',
        );
        if (!ok) continue;
        withAnswer = true;
        if (!seen.answers.some((answer) => answer.text === text)) {
          seen.answers.push({ text, okStyle: ok.getAttribute('style') ?? '' });
        }
      }
      if (withAnswer) {
        seen.mostAtOnceWithAnswer = Math.max(seen.mostAtOnceWithAnswer, fullyShown.length);
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  return () => page.evaluate(() => (window as unknown as { dialogsSeen: DialogsSeen }).dialogsSeen);
}

/** Waits until a dialog with an OK button has shown `text`, and answers what it showed. */
async function answerShown(seen: () => Promise<DialogsSeen>, text: string) {
  let found: DialogsSeen['answers'][number] | undefined;
  await expect
    .poll(
      async () => {
        found = (await seen()).answers.find((answer) => answer.text.includes(text));
        return found !== undefined;
      },
      { message: `a dialog says "${text}"` },
    )
    .toBe(true);
  return found as DialogsSeen['answers'][number];
}

test('Mark as Paid asks in the brand colour, then says so in one dialog that is never empty', async ({
  adminPage: page,
  adminApi,
}) => {
  const { id } = await confirmedPayrollInFreeMonth(
    adminApi,
    year,
    (payable) => payable.filter((c) => !demoStaff.includes(c.name)).slice(0, 1),
    ownMonths,
  );
  await page.goto(`/payroll/${id}`);
  await expect(page.getByRole('heading', { name: /^Summary of Payroll #\d+$/ })).toBeVisible();
  const seen = await watchDialogs(page);

  await page.getByRole('button', { name: 'Mark as Paid' }).click();
  const prompt = page.getByRole('dialog', { name: 'Mark as paid' });
  await expect(prompt).toContainText('A paid payroll cannot be changed or deleted.');
  // A step forward, not a delete: the brand's colour, not red.
  const markPaid = prompt.getByRole('button', { name: 'Mark as Paid' });
  expect(await markPaid.getAttribute('style')).toContain('--mantine-color-tembusu-filled');
  await markPaid.click();

  const answer = await answerShown(seen, 'Payroll marked as paid');
  expect(answer.okStyle).toContain('--mantine-color-tembusu-filled');
  // It closes itself after a moment, and nothing is left behind.
  await expect(successDialog(page)).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Paid: its payslips can no longer be changed.')).toBeVisible();
  const { emptyFrames, mostAtOnceWithAnswer } = await seen();
  // The question had gone by the time the answer showed: one dialog, never two stacked.
  expect(mostAtOnceWithAnswer).toBe(1);
  expect(emptyFrames).toBe(0);
});

test('every success dialog has the same look and its button', async ({ adminPage: page }) => {
  // The payroll settings, saved as they are: the dialog any form shows after a save.
  await page.goto('/payroll/setting');
  await expect(page.getByRole('heading').first()).toBeVisible();
  const seen = await watchDialogs(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const answer = await answerShown(seen, 'The payroll settings have been saved.');
  expect(answer.okStyle).toContain('--mantine-color-tembusu-filled');
  // Without OK it still closes itself after a moment.
  await expect(successDialog(page)).toBeHidden();
});
