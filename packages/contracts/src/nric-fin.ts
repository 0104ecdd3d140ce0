// Singapore's identity numbers: an NRIC (citizens and permanent residents) or a FIN (foreigners
// with a pass) is a prefix letter, seven digits and a check letter worked out from the other
// eight, so that a mistyped character is caught where it is typed. The CPF account number is the
// NRIC or FIN, so an employee's record must hold one that passes.

export type NricFinKind = 'NRIC' | 'FIN';

const prefixesOf = {
  NRIC: ['S', 'T'],
  FIN: ['F', 'G', 'M'],
} as const satisfies Record<NricFinKind, readonly string[]>;

export type NricFinPrefix = (typeof prefixesOf)[NricFinKind][number];

const weights = [2, 7, 6, 5, 4, 3, 2];

// T (born from 2000) and G (issued from 2000) add 4 to the weighted sum, M (issued from 2022) 3.
const offsets: Record<NricFinPrefix, number> = { S: 0, T: 4, F: 0, G: 4, M: 3 };

const checkLetters: Record<NricFinPrefix, string> = {
  S: 'JZIHGFEDCBA',
  T: 'JZIHGFEDCBA',
  F: 'XWUTRQPNMLK',
  G: 'XWUTRQPNMLK',
  // The M series (from 2022) is published as KLJNPQRTUWX read at 11 - r; written here for r like
  // the others, it differs from F and G only in J for M.
  M: 'XWUTRQPNJLK',
};

/** The check letter of a prefix and seven digits: `nricFinCheckLetter('S', '1234567')` is D. */
export function nricFinCheckLetter(prefix: NricFinPrefix, digits: string): string {
  if (!/^\d{7}$/.test(digits)) throw new RangeError(`Seven digits expected, not "${digits}"`);
  const sum = weights.reduce(
    (total, weight, index) => total + weight * Number(digits[index]),
    offsets[prefix],
  );
  return checkLetters[prefix].charAt(sum % 11);
}

/**
 * What is wrong with a number given as an NRIC or a FIN, in any case and with spaces around it:
 * `shape` when it is not one of the kind's prefixes, 7 digits and a letter, `checkLetter` when
 * its last letter is not the one the rest calls for, null when it is a valid number.
 */
export function nricFinProblem(kind: NricFinKind, number: string): 'shape' | 'checkLetter' | null {
  const match = /^([A-Z])(\d{7})([A-Z])$/.exec(number.trim().toUpperCase());
  const prefix = prefixesOf[kind].find((letter) => letter === match?.[1]);
  if (!match || !prefix) return 'shape';
  return nricFinCheckLetter(prefix, match[2] ?? '') === match[3] ? null : 'checkLetter';
}
