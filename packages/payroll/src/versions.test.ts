import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { payrollEngineVersion, statutoryTableVersions } from './versions.js';

describe('versions', () => {
  it('matches the package version', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(payrollEngineVersion).toBe(manifest.version);
  });

  it('names the row of every table in force for a month', () => {
    const versions = statutoryTableVersions('2026-03');
    expect(versions).toContainEqual({
      table:
        'CPF Table 1 (Singapore Citizens; SPRs from the 3rd year, or on full rates by joint application)',
      effectiveFrom: '2026-01',
    });
    expect(versions).toContainEqual({
      table: 'CPF Ordinary Wage ceiling',
      effectiveFrom: '2026-01',
    });
    expect(versions).toContainEqual({ table: 'MBMF contribution table', effectiveFrom: '2016-06' });
    expect(versions).toHaveLength(14);
  });
});
