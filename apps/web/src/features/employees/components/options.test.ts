import { describe, expect, it } from 'vitest';
import { paySchemeOptions } from './options';

const templates = [
  { id: 't-monthly', name: 'Monthly Staff', type: 'Monthly' },
  { id: 't-hourly', name: 'Hourly Crew', type: 'Hourly' },
] as const;

describe('the pay scheme options', () => {
  it('name each template with its type', () => {
    expect(paySchemeOptions(templates)).toEqual([
      { value: 't-monthly', label: 'Monthly Staff (Monthly)' },
      { value: 't-hourly', label: 'Hourly Crew (Hourly)' },
    ]);
  });

  it("add nothing for the employee's template when it is listed, or when there is none", () => {
    expect(paySchemeOptions(templates, { id: 't-hourly', name: 'Hourly Crew' })).toHaveLength(2);
    expect(paySchemeOptions(templates, { id: null, name: null })).toHaveLength(2);
  });

  it("keep the employee's template readable by name while the list is loading", () => {
    expect(paySchemeOptions([], { id: 't-daily', name: 'Daily Rated' })).toEqual([
      { value: 't-daily', label: 'Daily Rated' },
    ]);
    expect(paySchemeOptions([], { id: 't-daily', name: null })).toEqual([
      { value: 't-daily', label: 'Current pay scheme' },
    ]);
  });
});
