import { describe, expect, it } from 'vitest';
import { countries, findCountryByAlpha2, nationalities } from './countries.js';

const isUnique = (values: readonly string[]): boolean => new Set(values).size === values.length;

describe('countries', () => {
  it('covers the ISO 3166-1 list', () => {
    expect(countries.length).toBeGreaterThanOrEqual(240);
  });

  it('has unique, well-formed codes', () => {
    expect(isUnique(countries.map((country) => country.alpha2))).toBe(true);
    expect(isUnique(countries.map((country) => country.alpha3))).toBe(true);
    expect(isUnique(countries.map((country) => country.numericCode))).toBe(true);
    for (const country of countries) {
      expect(country.alpha2).toMatch(/^[A-Z]{2}$/);
      expect(country.alpha3).toMatch(/^[A-Z]{3}$/);
      expect(country.numericCode).toMatch(/^\d{3}$/);
      expect(country.nationality.length, country.name).toBeGreaterThan(0);
    }
  });

  it('includes Singapore with the Singaporean nationality', () => {
    expect(findCountryByAlpha2('SG')).toEqual({
      numericCode: '702',
      alpha2: 'SG',
      alpha3: 'SGP',
      name: 'Singapore',
      nationality: 'Singaporean',
    });
  });

  it('looks codes up case-insensitively and returns undefined for unknown codes', () => {
    expect(findCountryByAlpha2('my')?.name).toBe('Malaysia');
    expect(findCountryByAlpha2('ZZ')).toBeUndefined();
  });
});

describe('nationalities', () => {
  it('is sorted and unique', () => {
    expect(isUnique(nationalities)).toBe(true);
    expect(nationalities).toEqual([...nationalities].sort((a, b) => a.localeCompare(b, 'en')));
    expect(nationalities).toContain('Singaporean');
  });
});
