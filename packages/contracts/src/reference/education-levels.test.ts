import { describe, expect, it } from 'vitest';
import { educationLevels } from './education-levels.js';

describe('educationLevels', () => {
  it('has exactly 22 levels from Never Attended School to Doctorate', () => {
    expect(educationLevels).toHaveLength(22);
    expect(educationLevels[0].label).toBe('Never Attended School');
    expect(educationLevels[educationLevels.length - 1]?.label).toBe('Doctorate');
  });

  it('numbers the levels 01 to 22 in order', () => {
    expect(educationLevels.map((level) => level.code)).toEqual(
      Array.from({ length: 22 }, (_, index) => String(index + 1).padStart(2, '0')),
    );
    expect(new Set(educationLevels.map((level) => level.label)).size).toBe(22);
  });
});
