import { describe, expect, it } from 'vitest';
import {
  decimalPattern,
  digitsDotsCommasPattern,
  digitsPattern,
  optionalPhonePattern,
  passwordMaxLength,
  passwordProblems,
  phonePattern,
  zPassword,
} from './patterns.js';

describe('phone patterns', () => {
  it.each(['+65 6123 4567', '6591234567', '+6591234567890'])('accepts %s', (phone) => {
    expect(phonePattern.test(phone)).toBe(true);
  });
  it.each(['912345678', '+65 6123 4567 89', '+65-6123-4567', '6512a34567', ''])(
    'refuses %s',
    (phone) => {
      expect(phonePattern.test(phone)).toBe(false);
    },
  );
  it('allows an empty or long optional phone, but only digits, spaces and +', () => {
    expect(optionalPhonePattern.test('')).toBe(true);
    expect(optionalPhonePattern.test('9'.repeat(50))).toBe(true);
    expect(optionalPhonePattern.test('9'.repeat(51))).toBe(false);
    expect(optionalPhonePattern.test('65-1234')).toBe(false);
  });
});

describe('number patterns', () => {
  it('digits: empty or digits only', () => {
    expect(digitsPattern.test('')).toBe(true);
    expect(digitsPattern.test('0123')).toBe(true);
    expect(digitsPattern.test('12.3')).toBe(false);
    expect(digitsPattern.test('-1')).toBe(false);
  });
  it('digits, dots and commas', () => {
    expect(digitsDotsCommasPattern.test('1,234.50')).toBe(true);
    expect(digitsDotsCommasPattern.test('1 234')).toBe(false);
  });
  it('digits with an optional one or two decimals', () => {
    expect(decimalPattern.test('12')).toBe(true);
    expect(decimalPattern.test('12.5')).toBe(true);
    expect(decimalPattern.test('12.50')).toBe(true);
    expect(decimalPattern.test('12.505')).toBe(false);
    expect(decimalPattern.test('12.')).toBe(false);
    expect(decimalPattern.test('.5')).toBe(false);
  });
});

describe('passwords', () => {
  it('accepts one with a lowercase, an uppercase and a special character, 8 long', () => {
    expect(passwordProblems('Demo@2026')).toEqual([]);
    expect(zPassword.safeParse('Demo@2026').success).toBe(true);
  });
  it('says what is missing', () => {
    expect(passwordProblems('short')).toEqual([
      'at least 8 characters',
      'an uppercase letter',
      'one of @#$%^&+*!=',
    ]);
    expect(passwordProblems('ALLUPPER@1')).toEqual(['a lowercase letter']);
    expect(passwordProblems('Nospecial123')).toEqual(['one of @#$%^&+*!=']);
  });
  it('refuses one longer than sign-in accepts', () => {
    expect(zPassword.safeParse(`Aa@${'x'.repeat(passwordMaxLength - 3)}`).success).toBe(true);
    const long = zPassword.safeParse(`Aa@${'x'.repeat(passwordMaxLength - 2)}`);
    expect(long.error?.issues.map((issue) => issue.message)).toEqual([
      `Password must be at most ${passwordMaxLength} characters`,
    ]);
  });
  it('gives the missing parts in the validation message', () => {
    const result = zPassword.safeParse('abcdefgh');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Password needs an uppercase letter, one of @#$%^&+*!=',
    );
  });
});
