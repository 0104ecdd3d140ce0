import { describe, expect, it } from 'vitest';
import { communityFundsInMonth, cpfWagesInSprMonth, sprConversionDays } from './spr-conversion.js';

const pr = { residency: 'pr' as const, additionalWagesCents: 0 };

describe('CPF wages in the month the SPR status starts (sg-statutory.md 1.5)', () => {
  it('SPR from 15 Mar 2026: $6,200 salary → OW subject to CPF $3,400.00 for 17 of 31 days', () => {
    const wages = cpfWagesInSprMonth({
      ...pr,
      wageMonth: '2026-03',
      prStartDate: '2026-03-15',
      ordinaryWagesCents: 620_000,
    });
    expect(wages).toMatchObject({
      ordinaryWagesCents: 340_000,
      additionalWagesCents: 0,
      days: { daysAsSpr: 17, daysEmployed: 31, employedFrom: '2026-03-01', to: '2026-03-31' },
    });
    expect(wages.step).toBe(
      "SPR status starts on 15 Mar 2026: CPF is due only on the wages for the period from the SPR date (15 Mar 2026 to 31 Mar 2026, 17 of the 31 days employed in the month): OW $6,200.00 x 17 / 31 = $3,400.00 (to the nearest cent); funds and SDL stay on the month's whole wages",
    );
  });

  it('SPR from 15 Mar 2026: $4,000 salary → $2,193.55 (6,800,000 / 31 = 219,354.84 cents, to the nearest cent)', () => {
    const wages = cpfWagesInSprMonth({
      ...pr,
      wageMonth: '2026-03',
      prStartDate: '2026-03-15',
      ordinaryWagesCents: 400_000,
    });
    expect(wages.ordinaryWagesCents).toBe(219_355);
  });

  it('SPR from 16 Sep 2026: $1,000.01 × 15 / 30 = $500.005 → $500.01 (half a cent up)', () => {
    const wages = cpfWagesInSprMonth({
      ...pr,
      wageMonth: '2026-09',
      prStartDate: '2026-09-16',
      ordinaryWagesCents: 100_001,
    });
    expect(wages.ordinaryWagesCents).toBe(50_001);
    expect(wages.days).toMatchObject({ daysAsSpr: 15, daysEmployed: 30 });
  });

  it('SPR from 15 Feb 2028, a leap year: $2,900 → $1,500.00 for 15 of 29 days', () => {
    const wages = cpfWagesInSprMonth({
      ...pr,
      wageMonth: '2028-02',
      prStartDate: '2028-02-15',
      ordinaryWagesCents: 290_000,
    });
    expect(wages.ordinaryWagesCents).toBe(150_000);
    expect(wages.days).toMatchObject({ daysAsSpr: 15, daysEmployed: 29 });
  });

  it('SPR from 1 Mar 2026: the whole month counts, $6,200 stays $6,200', () => {
    const wages = cpfWagesInSprMonth({
      ...pr,
      wageMonth: '2026-03',
      prStartDate: '2026-03-01',
      ordinaryWagesCents: 620_000,
    });
    expect(wages).toEqual({
      ordinaryWagesCents: 620_000,
      additionalWagesCents: 0,
      days: null,
      step: null,
      summary: null,
    });
  });

  it('SPR from 15 Mar 2026 with a $1,000 bonus: OW $3,400.00, the AW $1,000 in full', () => {
    const wages = cpfWagesInSprMonth({
      ...pr,
      wageMonth: '2026-03',
      prStartDate: '2026-03-15',
      ordinaryWagesCents: 620_000,
      additionalWagesCents: 100_000,
    });
    expect(wages).toMatchObject({ ordinaryWagesCents: 340_000, additionalWagesCents: 100_000 });
    expect(wages.step).toContain('AW $1,000.00 count in full, being paid once an SPR');
  });

  it('joined 10 Mar 2026, SPR from 15 Mar: $4,400 for the 22 days employed → $3,400.00 for 17 of 22', () => {
    const wages = cpfWagesInSprMonth({
      ...pr,
      wageMonth: '2026-03',
      prStartDate: '2026-03-15',
      employedFrom: '2026-03-10',
      ordinaryWagesCents: 440_000,
    });
    expect(wages.ordinaryWagesCents).toBe(340_000);
    expect(wages.days).toMatchObject({ daysAsSpr: 17, daysEmployed: 22 });
  });

  it('joined 20 Mar 2026, SPR from 15 Mar: every day employed was as an SPR, nothing split', () => {
    expect(
      sprConversionDays({
        ...pr,
        wageMonth: '2026-03',
        prStartDate: '2026-03-15',
        employedFrom: '2026-03-20',
      }),
    ).toBeNull();
  });

  it('left 20 Mar 2026, SPR from 15 Mar: $4,000 for 20 days employed → $1,200.00 for 6 of 20', () => {
    const wages = cpfWagesInSprMonth({
      ...pr,
      wageMonth: '2026-03',
      prStartDate: '2026-03-15',
      employedTo: '2026-03-20',
      ordinaryWagesCents: 400_000,
    });
    expect(wages.ordinaryWagesCents).toBe(120_000);
    expect(wages.days).toMatchObject({ daysAsSpr: 6, daysEmployed: 20, to: '2026-03-20' });
  });

  it('left 10 Mar 2026, SPR from 15 Mar: no wages for the period from the SPR date, AW neither', () => {
    const wages = cpfWagesInSprMonth({
      ...pr,
      wageMonth: '2026-03',
      prStartDate: '2026-03-15',
      employedTo: '2026-03-10',
      ordinaryWagesCents: 400_000,
      additionalWagesCents: 50_000,
    });
    expect(wages).toMatchObject({ ordinaryWagesCents: 0, additionalWagesCents: 0 });
    expect(wages.step).toContain('AW $500.00 do not count');
  });

  it('splits nothing in other months, or for a citizen or a foreigner', () => {
    const march = { wageMonth: '2026-03', prStartDate: '2026-03-15' };
    expect(sprConversionDays({ ...march, residency: 'pr', wageMonth: '2026-04' })).toBeNull();
    expect(sprConversionDays({ ...march, residency: 'pr', wageMonth: '2026-02' })).toBeNull();
    expect(sprConversionDays({ ...march, residency: 'citizen' })).toBeNull();
    expect(sprConversionDays({ ...march, residency: 'foreigner' })).toBeNull();
    expect(sprConversionDays({ ...march, residency: 'pr', prStartDate: null })).toBeNull();
  });
});

describe('community funds in the months around the SPR date (sg-statutory.md 3)', () => {
  const spr = { residency: 'pr' as const, prStartDate: '2026-03-15' };

  it('a Chinese Muslim SPR from 15 Mar 2026 gives MBMF only in Feb 2026, CDAC and MBMF from Mar', () => {
    expect(communityFundsInMonth(['CDAC', 'MBMF'], { ...spr, wageMonth: '2026-02' })).toEqual([
      'MBMF',
    ]);
    expect(communityFundsInMonth(['CDAC', 'MBMF'], { ...spr, wageMonth: '2026-03' })).toEqual([
      'CDAC',
      'MBMF',
    ]);
  });

  it('keeps ECF off and SINDA on before the SPR month (SINDA takes Employment Pass holders too)', () => {
    expect(communityFundsInMonth(['ECF'], { ...spr, wageMonth: '2026-01' })).toEqual([]);
    expect(communityFundsInMonth(['SINDA'], { ...spr, wageMonth: '2026-01' })).toEqual(['SINDA']);
  });

  it("leaves a citizen's funds alone", () => {
    expect(communityFundsInMonth(['CDAC'], { residency: 'citizen', wageMonth: '2026-01' })).toEqual(
      ['CDAC'],
    );
  });
});
