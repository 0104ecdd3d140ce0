// jsdom has no layout, so no width for media queries to read. By default every query answers
// false, as a wide screen does for the app's `max-width` queries; a test that wants a phone sets
// a width with `setViewportWidth`, and width queries then answer against it until the test ends.

let width: number | null = null;

/** Answers the width queries of the rest of this test (`(max-width: 47.99em)`) at this width. */
export function setViewportWidth(pixels: number) {
  width = pixels;
}

export function resetViewport() {
  width = null;
}

const rootFontSize = 16;

function toPixels(amount: string, unit: string): number {
  const value = Number(amount);
  return unit === 'px' ? value : value * rootFontSize;
}

/** Whether a media query holds: every `(min-width: …)`/`(max-width: …)` in it, at the set width. */
export function matchesViewport(query: string): boolean {
  if (width === null) return false;
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|em|rem)\)/g)];
  if (conditions.length === 0) return false;
  const current = width;
  return conditions.every(([, bound, amount = '0', unit = 'px']) => {
    const limit = toPixels(amount, unit);
    return bound === 'min' ? current >= limit : current <= limit;
  });
}
