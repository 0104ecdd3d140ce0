import { describe, expect, it } from 'vitest';
import { readLocalAddress } from './ir8a-address.js';

describe('an address read as the IR8A local address', () => {
  it.each([
    [
      'Blk 123 Ang Mo Kio Avenue 3 #05-67',
      '560123',
      { block: '123', street: 'Ang Mo Kio Avenue 3', level: '05', unit: '67' },
    ],
    [
      'Block 4A, Tampines Central 5, # 03 - 22A, Singapore 529510',
      '529510',
      { block: '4A', street: 'Tampines Central 5', level: '03', unit: '22A' },
    ],
    [
      '1 Raffles Place, #20-01, One Raffles Place',
      '048616',
      { block: '1', street: 'Raffles Place, One Raffles Place', level: '20', unit: '01' },
    ],
    [
      '10 Bishan Street 13 S(579795)',
      '579795',
      { block: '10', street: 'Bishan Street 13', level: null, unit: null },
    ],
    [
      '  50   Jurong Gateway Road\n#B1-10  ',
      '608549',
      { block: '50', street: 'Jurong Gateway Road', level: 'B1', unit: '10' },
    ],
  ])('reads %j', (address, postalCode, parts) => {
    expect(readLocalAddress(address, postalCode)).toEqual({ address: { ...parts, postalCode } });
  });

  it.each([
    [null, '560123', 'has no residential address'],
    ['   ', '560123', 'has no residential address'],
    ['Blk 123 Ang Mo Kio Avenue 3', null, 'has no postal code'],
    [
      '12 Jalan Bukit, Johor Bahru',
      '81200',
      'has the postal code 81200, not a Singapore one of 6 digits',
    ],
    ['Ang Mo Kio Avenue 3 #05-67', '560123', 'does not start with the block or house number'],
    ['Blk 123', '560123', 'does not start with the block or house number'],
    [
      '8 Upper Thomson Road Thomson Plaza Shopping Centre',
      '574408',
      'longer than the 32 characters IRAS takes',
    ],
  ])('refuses %j with postal code %j', (address, postalCode, problem) => {
    const reading = readLocalAddress(address, postalCode);
    expect(reading).toHaveProperty('problem');
    expect('problem' in reading && reading.problem).toContain(problem);
  });
});
