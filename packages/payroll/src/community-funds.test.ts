import { describe, expect, it } from 'vitest';
import { communityFundsFor } from './community-funds.js';
import { communityFundsGoldenCases } from './golden/community-funds.golden.js';

describe('which funds apply', () => {
  it.each(communityFundsGoldenCases.map((c) => [c.name, c] as const))('%s', (_name, golden) => {
    expect(communityFundsFor(golden.input), golden.source).toEqual(golden.expected);
  });
});
