import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { ImpactValue, Result } from 'axe-core';

// axe-core's WCAG 2.0 and 2.1 A and AA rules, run on a screen once it has settled.

/** The rule sets the product answers for (issue #13). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What fails a test; moderate and minor findings are listed in the report but pass. */
const failingImpacts: ImpactValue[] = ['serious', 'critical'];

/**
 * Waits for what a person would wait for before reading a screen: its first heading, no spinner
 * or placeholder still standing in for content, and no transition still running (a dialog fading
 * in is half transparent, and its text's contrast is measured against what shows through).
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(
    page.locator('.mantine-Loader-root, .mantine-Skeleton-root[data-visible="true"]'),
  ).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** One line per finding: rule, impact, and the selector of each element it found. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes.map((node) => `    ${node.target.join(' >>> ')}`);
      return [
        `  ${violation.id} (${violation.impact}, ${violation.nodes.length} element${
          violation.nodes.length === 1 ? '' : 's'
        }): ${violation.help}`,
        ...targets.slice(0, 12),
        ...(targets.length > 12 ? [`    … and ${targets.length - 12} more`] : []),
      ].join('\n');
    })
    .join('\n');
}

/**
 * The serious and critical WCAG findings on the page as it is now. axe runs in the page itself
 * (legacy mode, which reads same-origin frames too; the app has no other): the default mode puts
 * the findings together in a blank page of its own, a new renderer for every screen read, which
 * made reading a screen half as slow again. Passes are not listed in full, as nothing reads them.
 */
export async function seriousViolations(page: Page): Promise<Result[]> {
  const results = await new AxeBuilder({ page })
    // Before the tags: options() replaces every option set so far.
    .options({ resultTypes: ['violations'] })
    .withTags(wcagTags)
    .setLegacyMode()
    .analyze();
  return results.violations.filter((violation) =>
    failingImpacts.includes(violation.impact ?? 'minor'),
  );
}

/**
 * Fails with a readable list when axe finds a serious or critical WCAG A/AA problem on the
 * screen; `screen` names it in the message. Waits for the screen to settle first. `soft` lets a
 * test that reads several screens go on to the next one.
 */
export async function expectAccessible(
  page: Page,
  screen: string,
  { soft = false }: { soft?: boolean } = {},
): Promise<void> {
  await settled(page);
  const violations = await seriousViolations(page);
  const elements = violations.reduce((sum, violation) => sum + violation.nodes.length, 0);
  (soft ? expect.soft : expect)(
    violations.length,
    `${screen} (${page.url()}): ${violations.length} serious or critical WCAG violations on ${elements} elements\n${describeViolations(violations)}\n`,
  ).toBe(0);
}
