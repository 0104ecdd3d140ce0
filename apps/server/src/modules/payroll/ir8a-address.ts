// An employee's address as the IR8A's local address (sg-payroll-files.md 3.4, address type L):
// block or house number, street, level and unit, and the 6-digit postal code. Tembusu keeps the
// address as one line of text, written as Singapore addresses are ("Blk 123 Ang Mo Kio Avenue 3
// #05-67", "1 Raffles Place, #20-01, Singapore 048616"); this reads the parts out of it.
import type { Ir8aLocalAddress } from '@tembusu/payroll/files/iras-ir8a';

export type AddressReading = { address: Ir8aLocalAddress } | { problem: string };

// "#05-67", "# 05 - 67", "#B1-12A": level, then unit.
const levelAndUnit = /#\s*([0-9A-Z]{1,3})\s*-\s*([0-9A-Z]{1,5})(?![0-9A-Z])/i;
// "Blk 123A", "Block 4", or a house number at the start.
const blockFirst = /^(?:(?:blk|block)\.?\s*)?(\d{1,5}[A-Z]?)(?![0-9A-Z])[\s,]*(.*)$/i;
// A closing "Singapore", "Singapore 560123" or "S(560123)", which the postal code field holds.
const closing = /[\s,]*(?:(?:singapore|s'pore|s)\s*\(?\s*\d{6}\s*\)?|singapore|\d{6})\s*$/i;

const tidy = (text: string) =>
  text
    .replace(/\s*,\s*(,\s*)+/g, ', ')
    .replace(/^[\s,]+|[\s,]+$/g, '')
    .replace(/\s+/g, ' ');

/** The parts of a Singapore address, or the reason it cannot be read as one. */
export function readLocalAddress(
  address: string | null,
  postalCode: string | null,
): AddressReading {
  const text = (address ?? '').replace(/\s+/g, ' ').trim();
  if (text === '') return { problem: 'has no residential address' };
  if (!postalCode) return { problem: 'has no postal code' };
  if (!/^\d{6}$/.test(postalCode)) {
    return { problem: `has the postal code ${postalCode}, not a Singapore one of 6 digits` };
  }
  let rest = text;
  while (closing.test(rest)) rest = rest.replace(closing, '');
  const unitMatch = levelAndUnit.exec(rest);
  const level = unitMatch ? (unitMatch[1] ?? '').toUpperCase() : null;
  const unit = unitMatch ? (unitMatch[2] ?? '').toUpperCase() : null;
  if (unitMatch)
    rest = `${rest.slice(0, unitMatch.index)} ${rest.slice(unitMatch.index + unitMatch[0].length)}`;
  const blockMatch = blockFirst.exec(tidy(rest));
  const block = blockMatch?.[1]?.toUpperCase() ?? '';
  const street = tidy(blockMatch?.[2] ?? '');
  if (!block || !street) {
    return {
      problem:
        'has an address that does not start with the block or house number and the street (Blk 123 Ang Mo Kio Avenue 3 #05-67)',
    };
  }
  if (street.length > 32) {
    return {
      problem: `has the street "${street}", longer than the 32 characters IRAS takes: shorten the address`,
    };
  }
  return { address: { block, street, level, unit, postalCode } };
}
