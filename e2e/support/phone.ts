import { expect, type Page } from '@playwright/test';

// Checks that a screen fits a phone: nothing makes the page scroll sideways, nothing sticks out
// past either edge of the screen, and every primary button can be reached without scrolling
// sideways. Tables that scroll inside their own box (Table.ScrollContainer) are allowed: of an
// element inside a box that scrolls or clips sideways only what the box shows counts, and the
// box itself must fit.

/** An iPhone 12 to 15's screen in CSS pixels. */
export const phone = { width: 390, height: 844 } as const;

/** The ways a screen does not fit, each a line naming the element; empty when it fits. */
export type PhoneProblems = string[];

/** Measures the page as it is now; runs in the browser. */
function measure(): PhoneProblems {
  const width = document.documentElement.clientWidth;
  const problems: string[] = [];
  const root = document.scrollingElement ?? document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) {
    problems.push(`the page scrolls sideways: ${root.scrollWidth}px wide on a ${width}px screen`);
  }

  const describe = (element: Element) => {
    const rect = element.getBoundingClientRect();
    const classes = [...element.classList]
      .filter((name) => name.startsWith('mantine-') || !/^m_[0-9a-f]+$/.test(name))
      .slice(0, 3)
      .join('.');
    const label =
      element.getAttribute('aria-label') ??
      (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${label}" at ${Math.round(rect.left)}–${Math.round(rect.right)}px`;
  };

  const shown = (element: Element) => {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return false;
    return element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  };

  // The part of an element that can show: its box cut to every ancestor box that scrolls or
  // clips sideways (not the page itself). What a table's scroll box or a switch's track hides
  // is not on the screen, so it cannot stick out of it.
  const showing = (element: Element) => {
    const rect = element.getBoundingClientRect();
    let { left, right } = rect;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (parent === document.body || parent === document.documentElement) break;
      if (getComputedStyle(parent).overflowX === 'visible') continue;
      const box = parent.getBoundingClientRect();
      left = Math.max(left, box.left);
      right = Math.min(right, box.right);
    }
    return { left, right };
  };

  // An element sticks out when what shows of it is partly on the screen and partly past an edge.
  // One wholly off the screen is a closed drawer (fixed in place) or it makes the page scroll,
  // found above.
  const sticksOut = (element: Element) => {
    const { left, right } = showing(element);
    const partlyIn = right > 0 && left < width && right > left;
    return partlyIn && (left < -1 || right > width + 1);
  };

  const out = new Set<Element>();
  for (const element of document.body.querySelectorAll('*')) {
    if (shown(element) && sticksOut(element)) out.add(element);
  }
  // Name where the trouble starts: the outermost element that sticks out, not its children.
  const starts = [...out].filter(
    (element) => !element.parentElement || !out.has(element.parentElement),
  );
  for (const element of starts.slice(0, 8)) problems.push(`sticks out: ${describe(element)}`);
  if (starts.length > 8) problems.push(`and ${starts.length - 8} more that stick out`);

  // Mantine's filled Button is a screen's main action (Save, Submit, Book, Create).
  for (const button of document.querySelectorAll('.mantine-Button-root[data-variant="filled"]')) {
    if (!shown(button)) continue;
    const rect = button.getBoundingClientRect();
    if (rect.left < -1 || rect.right > width + 1) {
      problems.push(`primary button off the screen: ${describe(button)}`);
    }
  }
  return problems;
}

/**
 * Waits for the screen to finish loading (its heading shown, no spinner), then fails softly when
 * it does not fit the phone, naming the screen, so one test can check several screens.
 */
export async function expectFitsPhone(page: Page, screen: string) {
  await expect(page.locator('h1').first(), `${screen}: its heading`).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' }), `${screen}: loaded`).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  // Drawers and menus slide in: measure where they come to rest, not on their way.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.effect?.getTiming().iterations === Infinity),
  );
  expect.soft(await page.evaluate(measure), `${screen} fits a ${phone.width}px phone`).toEqual([]);
}
