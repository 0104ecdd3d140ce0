import { describe, expect, it } from 'vitest';
import { percentPosition } from './plan-geometry';

const box = { left: 100, top: 50, width: 800, height: 500 };

describe('placing a desk by a click on the floor plan', () => {
  it('turns the pixel clicked into percent of the plan', () => {
    expect(percentPosition({ clientX: 500, clientY: 300 }, box)).toEqual({ x: 50, y: 50 });
    expect(percentPosition({ clientX: 100, clientY: 50 }, box)).toEqual({ x: 0, y: 0 });
    expect(percentPosition({ clientX: 900, clientY: 550 }, box)).toEqual({ x: 100, y: 100 });
  });

  it('keeps two decimals, whatever size the plan is drawn at', () => {
    expect(percentPosition({ clientX: 100 + 123, clientY: 50 + 77 }, box)).toEqual({
      x: 15.38,
      y: 15.4,
    });
    // The same spot on the plan drawn at half the size is the same percent.
    const half = { left: 0, top: 0, width: 400, height: 250 };
    expect(percentPosition({ clientX: 61.5, clientY: 38.5 }, half)).toEqual({ x: 15.38, y: 15.4 });
  });

  it('keeps a click on the edge inside the plan', () => {
    expect(percentPosition({ clientX: 95, clientY: 560 }, box)).toEqual({ x: 0, y: 100 });
  });

  it('places nothing on a plan that has no size yet', () => {
    expect(percentPosition({ clientX: 10, clientY: 10 }, { ...box, width: 0 })).toBeNull();
  });
});
