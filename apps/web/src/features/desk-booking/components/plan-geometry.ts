// Desk positions are kept in percent of the floor plan, so they hold at any size it is shown.

export type PlanPoint = { x: number; y: number };
type Box = { left: number; top: number; width: number; height: number };

const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value * 100) / 100));

/** Where a click lands on the plan, in percent of its width and height (two decimals). */
export function percentPosition(
  click: { clientX: number; clientY: number },
  box: Box,
): PlanPoint | null {
  if (box.width <= 0 || box.height <= 0) return null;
  return {
    x: clampPercent(((click.clientX - box.left) / box.width) * 100),
    y: clampPercent(((click.clientY - box.top) / box.height) * 100),
  };
}
