import { describe, expect, it } from 'vitest';
import { nricFinCheckLetter, nricFinProblem } from './nric-fin.js';

describe('the check letter of an NRIC or FIN', () => {
  // Worked by hand: 1234567 weighs 2+14+18+20+20+18+14 = 106, and 9512345 weighs 103.
  it.each([
    ['S', '1234567', 'D'], // 106 % 11 = 7
    ['T', '1234567', 'J'], // (106 + 4) % 11 = 0
    ['F', '1234567', 'N'], // 106 % 11 = 7
    ['G', '1234567', 'X'], // (106 + 4) % 11 = 0
    ['M', '1234567', 'K'], // (106 + 3) % 11 = 10: P = 1, the first of KLJNPQRTUWX
    ['S', '9512345', 'G'], // 103 % 11 = 4
    ['M', '0001000', 'J'], // (5 + 3) % 11 = 8: P = 3, the third; F and G have M at 8
    ['M', '0000004', 'X'], // (8 + 3) % 11 = 0: P = 11, the last
  ] as const)('%s%s is checked by %s', (prefix, digits, letter) => {
    expect(nricFinCheckLetter(prefix, digits)).toBe(letter);
  });

  it('needs seven digits', () => {
    expect(() => nricFinCheckLetter('S', '123456')).toThrow(RangeError);
    expect(() => nricFinCheckLetter('S', '123456A')).toThrow(RangeError);
  });
});

describe('what is wrong with an NRIC or FIN', () => {
  // The numbers of 1234567 are worked above; the others are examples other implementations test.
  it.each([
    ['NRIC', 'S1234567D'],
    ['NRIC', 'T1234567J'],
    ['NRIC', 'S0000001I'],
    ['NRIC', 'S8076606H'],
    ['NRIC', 'S1728872E'],
    ['FIN', 'F1234567N'],
    ['FIN', 'G1234567X'],
    ['FIN', 'G4549883U'],
    ['FIN', 'G4552218R'],
    ['FIN', 'M1234567K'],
    ['FIN', 'M3960741N'],
  ] as const)('nothing: %s %s is valid', (kind, number) => {
    expect(nricFinProblem(kind, number)).toBeNull();
  });

  it('reads it in any case, with spaces around it', () => {
    expect(nricFinProblem('NRIC', '  s1234567d ')).toBeNull();
    expect(nricFinProblem('FIN', 'm1234567k')).toBeNull();
  });

  it.each([
    ['NRIC', 'S1234567A'],
    ['NRIC', 'T1234567D'],
    ['FIN', 'G1234567N'],
    // The F and G table's letter for this sum; the M series has another.
    ['FIN', 'M1234567N'],
    ['NRIC', 'S1179607H'],
  ] as const)('the check letter: %s %s', (kind, number) => {
    expect(nricFinProblem(kind, number)).toBe('checkLetter');
  });

  it.each([
    ['NRIC', 'F1234567N', 'a FIN given as an NRIC'],
    ['NRIC', 'M1234567K', 'a FIN given as an NRIC'],
    ['FIN', 'S1234567D', 'an NRIC given as a FIN'],
    ['NRIC', 'X1234567D', 'a prefix that is neither'],
    ['NRIC', 'S123456D', 'six digits'],
    ['NRIC', 'S12345678D', 'eight digits'],
    ['NRIC', 'S1234567', 'no check letter'],
    ['NRIC', '1234567D', 'no prefix'],
    ['NRIC', 'S1234567 D', 'a space inside'],
    ['NRIC', 'S12E4567D', 'a letter among the digits'],
    ['NRIC', 'S1234567DD', 'a letter too many'],
    ['NRIC', '', 'nothing'],
  ] as const)('the shape: %s %s, %s', (kind, number, _case) => {
    expect(nricFinProblem(kind, number)).toBe('shape');
  });
});
