import type { LeaveChild } from '@tembusu/contracts/leave';
import { describe, expect, it } from 'vitest';
import type { LeaveYear } from './leave-days.js';
import {
  annualLeaveDays,
  childLeaveDays,
  type EntitledPerson,
  type EntitlementType,
  earnedBy,
  eligibleFrom,
  monthsEmployedInYear,
  prorated,
  sickLeaveDays,
  yearEntitlement,
} from './leave-entitlements.js';

const year2026: LeaveYear = { start: '2026-01-01', end: '2026-12-31' };
const calendarYear = (year: number): LeaveYear => ({
  start: `${year}-01-01`,
  end: `${year}-12-31`,
});

const startedOn = (employmentStartDate: string, employmentEndDate: string | null = null) => ({
  employmentStartDate,
  employmentEndDate,
});
const longServing: EntitledPerson = startedOn('2020-01-01');

const annualByService: EntitlementType = {
  entitlementRule: 'annualByService',
  fixedDays: null,
  prorated: true,
};

describe('annualLeaveDays', () => {
  it('gives 7 days in the first year of service and 8 in the second', () => {
    const person = startedOn('2026-03-01');
    expect(annualLeaveDays(person, calendarYear(2026))).toBe(7);
    expect(annualLeaveDays(person, calendarYear(2027))).toBe(8);
  });

  it('gives 14 days from the eighth year of service and after', () => {
    const person = startedOn('2026-03-01');
    expect(annualLeaveDays(person, calendarYear(2032))).toBe(13);
    expect(annualLeaveDays(person, calendarYear(2033))).toBe(14);
    expect(annualLeaveDays(person, calendarYear(2040))).toBe(14);
  });

  it('counts years by hire anniversary: the year from 4 May 2026 is the seventh from 4 May 2020', () => {
    expect(
      annualLeaveDays(startedOn('2020-05-04'), { start: '2026-05-04', end: '2027-05-03' }),
    ).toBe(13);
  });

  it('gives a leaver on 30 Jun 2026 who started 1 Jul 2020 the sixth year’s 12 days, not 13', () => {
    expect(annualLeaveDays(startedOn('2020-07-01', '2026-06-30'), year2026)).toBe(12);
  });
});

describe('prorated', () => {
  it('gives 5 of 7 days for 9 months (5.25 rounds down)', () => {
    expect(prorated(7, 9)).toBe(50);
  });

  it('gives 6 of 7 days for 10 months (5.83 rounds up)', () => {
    expect(prorated(7, 10)).toBe(60);
  });

  it('rounds a fraction of exactly half up: 7 days for 6 months is 3.5, so 4', () => {
    expect(prorated(7, 6)).toBe(40);
  });

  it('gives the whole entitlement for 12 months and none for 0', () => {
    expect(prorated(14, 12)).toBe(140);
    expect(prorated(14, 0)).toBe(0);
  });
});

describe('monthsEmployedInYear', () => {
  it('gives 12 for a full year, 9 for a joiner on 1 Apr and 6 for a leaver on 30 Jun', () => {
    expect(monthsEmployedInYear(longServing, year2026)).toBe(12);
    expect(monthsEmployedInYear(startedOn('2026-04-01'), year2026)).toBe(9);
    expect(monthsEmployedInYear(startedOn('2020-01-01', '2026-06-30'), year2026)).toBe(6);
  });

  it('gives 0 for someone who left before the year began', () => {
    expect(monthsEmployedInYear(startedOn('2020-01-01', '2025-12-31'), year2026)).toBe(0);
  });
});

describe('yearEntitlement', () => {
  it('prorates 7 days for a joiner on 1 Apr 2026 in the calendar year to 5 days', () => {
    expect(yearEntitlement(annualByService, startedOn('2026-04-01'), year2026, '2026-04-01')).toBe(
      50,
    );
  });

  it('prorates 7 days for a joiner on 1 Mar 2026 (10 months) to 6 days', () => {
    expect(yearEntitlement(annualByService, startedOn('2026-03-01'), year2026, '2026-03-01')).toBe(
      60,
    );
  });

  it('gives the whole 7 days to a joiner on 1 Apr 2026 when the type does not prorate', () => {
    const type = { ...annualByService, prorated: false };
    expect(yearEntitlement(type, startedOn('2026-04-01'), year2026, '2026-04-01')).toBe(70);
  });

  it('prorates a leaver on 30 Jun 2026 in the sixth year: 12 days for 6 months is 6', () => {
    const leaver = startedOn('2020-07-01', '2026-06-30');
    expect(yearEntitlement(annualByService, leaver, year2026, '2026-06-30')).toBe(60);
  });

  it('steps sick leave by completed months from a start on 15 Jan 2026', () => {
    const person = startedOn('2026-01-15');
    const outpatient: EntitlementType = { ...annualByService, entitlementRule: 'sickOutpatient' };
    const hospitalisation: EntitlementType = {
      ...annualByService,
      entitlementRule: 'sickHospitalisation',
    };
    const steps: [string, number, number][] = [
      ['2026-03-15', 0, 0],
      ['2026-04-14', 0, 0],
      ['2026-04-15', 50, 150],
      ['2026-05-15', 80, 300],
      ['2026-06-15', 110, 450],
      ['2026-07-15', 140, 600],
      ['2027-03-01', 140, 600],
    ];
    for (const [on, outpatientTenths, hospitalisationTenths] of steps) {
      const year = calendarYear(Number(on.slice(0, 4)));
      expect(yearEntitlement(outpatient, person, year, on), on).toBe(outpatientTenths);
      expect(yearEntitlement(hospitalisation, person, year, on), on).toBe(hospitalisationTenths);
    }
  });

  it('gives sick days by months of service: 2 months 0, 3 months 5/15, 6 months 14/60', () => {
    expect(sickLeaveDays(2, 'sickOutpatient')).toBe(0);
    expect(sickLeaveDays(3, 'sickOutpatient')).toBe(5);
    expect(sickLeaveDays(3, 'sickHospitalisation')).toBe(15);
    expect(sickLeaveDays(4, 'sickHospitalisation')).toBe(30);
    expect(sickLeaveDays(5, 'sickOutpatient')).toBe(11);
    expect(sickLeaveDays(24, 'sickHospitalisation')).toBe(60);
  });

  it('prorates 10 fixed days for a joiner on 1 Apr 2026 to 7.5, to the half day below', () => {
    const fixed: EntitlementType = { entitlementRule: 'fixed', fixedDays: '10', prorated: true };
    expect(yearEntitlement(fixed, startedOn('2026-04-01'), year2026, '2026-04-01')).toBe(75);
    // 7 days for 9 months is 5.25, which goes down to 5.
    expect(
      yearEntitlement(
        { ...fixed, fixedDays: '7' },
        startedOn('2026-04-01'),
        year2026,
        '2026-04-01',
      ),
    ).toBe(50);
  });

  it('gives 10 fixed days whole to a joiner when not prorated, and to a full year when prorated', () => {
    const fixed: EntitlementType = { entitlementRule: 'fixed', fixedDays: '10', prorated: false };
    expect(yearEntitlement(fixed, startedOn('2026-04-01'), year2026, '2026-04-01')).toBe(100);
    expect(yearEntitlement({ ...fixed, prorated: true }, longServing, year2026, '2026-01-01')).toBe(
      100,
    );
    expect(
      yearEntitlement({ ...fixed, fixedDays: '2.5' }, longServing, year2026, '2026-01-01'),
    ).toBe(25);
  });

  it('gives no year amount for unlimited leave or leave decided per child', () => {
    const unlimited: EntitlementType = { ...annualByService, entitlementRule: 'unlimited' };
    const childcare: EntitlementType = { ...annualByService, entitlementRule: 'childcare' };
    expect(yearEntitlement(unlimited, longServing, year2026, '2026-06-01')).toBeNull();
    expect(yearEntitlement(childcare, longServing, year2026, '2026-06-01')).toBeNull();
  });
});

describe('earnedBy', () => {
  it('earns 3.5 of 14 days by 31 Mar 2026 when accruing monthly over a full year', () => {
    expect(earnedBy(140, 'monthly', longServing, year2026, '2026-03-31')).toBe(35);
  });

  it('earns 2 of 14 days by 30 Mar (2 completed months is 2.33, to the half day below)', () => {
    expect(earnedBy(140, 'monthly', longServing, year2026, '2026-03-30')).toBe(20);
  });

  it('earns all 14 days on 1 Jan 2026 up front', () => {
    expect(earnedBy(140, 'upfront', longServing, year2026, '2026-01-01')).toBe(140);
  });

  it('accrues a 1 Apr joiner’s 5 days over their 9 months: 1.5 by 30 Jun, 5 by 31 Dec', () => {
    const joiner = startedOn('2026-04-01');
    expect(earnedBy(50, 'monthly', joiner, year2026, '2026-06-30')).toBe(15);
    expect(earnedBy(50, 'monthly', joiner, year2026, '2026-12-31')).toBe(50);
  });

  it('earns nothing monthly for someone not employed in the year', () => {
    expect(earnedBy(140, 'monthly', startedOn('2027-01-01'), year2026, '2026-12-31')).toBe(0);
  });
});

describe('eligibleFrom', () => {
  it('makes a start on 30 Nov 2026 eligible after 3 months on 28 Feb 2027', () => {
    expect(eligibleFrom(startedOn('2026-11-30'), 3)).toBe('2027-02-28');
  });
});

describe('childLeaveDays', () => {
  const on = '2026-06-01';
  const child = (birthDate: string, citizen = true): LeaveChild => ({ birthDate, citizen });

  it('gives 6 days of childcare leave for a citizen child under 7 and 2 for a non-citizen', () => {
    expect(childLeaveDays('childcare', child('2020-01-01'), on, 5)).toEqual({
      tenths: 60,
      refusal: null,
    });
    expect(childLeaveDays('childcare', child('2020-01-01', false), on, 5)).toEqual({
      tenths: 20,
      refusal: null,
    });
  });

  it('refuses childcare leave on the 7th birthday, 1 Jun 2026, of a child born 1 Jun 2019', () => {
    expect(childLeaveDays('childcare', child('2019-06-02'), on, 5).tenths).toBe(60);
    expect(childLeaveDays('childcare', child('2019-06-01'), on, 5)).toEqual({
      tenths: 0,
      refusal: 'Childcare leave is for a child under 7',
    });
  });

  it('gives 2 days of extended childcare leave for a citizen child aged 7 to 12', () => {
    expect(childLeaveDays('extendedChildcare', child('2019-06-01'), on, 5)).toEqual({
      tenths: 20,
      refusal: null,
    });
    expect(childLeaveDays('extendedChildcare', child('2013-06-02'), on, 5).tenths).toBe(20);
  });

  it('refuses extended childcare leave under 7, at 13 and for a non-citizen child', () => {
    expect(childLeaveDays('extendedChildcare', child('2019-06-02'), on, 5).refusal).toBe(
      'Extended childcare leave is for a child aged 7 to 12',
    );
    expect(childLeaveDays('extendedChildcare', child('2013-06-01'), on, 5).refusal).toBe(
      'Extended childcare leave is for a child aged 7 to 12',
    );
    expect(childLeaveDays('extendedChildcare', child('2015-01-01', false), on, 5)).toEqual({
      tenths: 0,
      refusal: 'Extended childcare leave is for a Singapore citizen child',
    });
  });

  it('gives 12 days of infant care leave for a citizen child under 2 and refuses at 2', () => {
    expect(childLeaveDays('infantCare', child('2025-01-01'), on, 5)).toEqual({
      tenths: 120,
      refusal: null,
    });
    const refusal = 'Infant care leave is for a Singapore citizen child under 2';
    expect(childLeaveDays('infantCare', child('2024-06-01'), on, 5)).toEqual({
      tenths: 0,
      refusal,
    });
    expect(childLeaveDays('infantCare', child('2025-01-01', false), on, 5).refusal).toBe(refusal);
  });

  it('gives 16 weeks of maternity leave for a citizen child, 80 days of a 5-day week', () => {
    expect(childLeaveDays('maternity', child('2026-05-20'), on, 5)).toEqual({
      tenths: 800,
      refusal: null,
    });
    expect(childLeaveDays('maternity', child('2026-05-20'), on, 6).tenths).toBe(960);
  });

  it('gives 12 weeks of maternity leave for a non-citizen child, 60 days of a 5-day week', () => {
    expect(childLeaveDays('maternity', child('2026-05-20', false), on, 5)).toEqual({
      tenths: 600,
      refusal: null,
    });
  });

  it('gives 2 weeks of paternity leave for a child born in 2024, the voluntary two left to the employer', () => {
    expect(childLeaveDays('paternity', child('2024-06-01'), on, 5)).toEqual({
      tenths: 100,
      refusal: null,
    });
    expect(childLeaveDays('paternity', child('2025-03-31'), on, 5).tenths).toBe(100);
    expect(childLeaveDays('paternity', child('2025-04-01'), on, 5).tenths).toBe(200);
  });

  it('gives 4 weeks of paternity leave for a citizen child born 1 May 2025', () => {
    expect(childLeaveDays('paternity', child('2025-05-01'), on, 5)).toEqual({
      tenths: 200,
      refusal: null,
    });
    expect(childLeaveDays('paternity', child('2025-05-01', false), on, 5)).toEqual({
      tenths: 0,
      refusal: 'Paternity leave is for a Singapore citizen child',
    });
  });

  it('gives 6 weeks of shared parental leave for a child born 1 Jun 2025, 10 for 1 Apr 2026', () => {
    expect(childLeaveDays('sharedParental', child('2025-06-01'), on, 5)).toEqual({
      tenths: 300,
      refusal: null,
    });
    expect(childLeaveDays('sharedParental', child('2025-04-01'), on, 5).tenths).toBe(300);
    expect(childLeaveDays('sharedParental', child('2026-03-31'), on, 5).tenths).toBe(300);
    expect(childLeaveDays('sharedParental', child('2026-04-01'), on, 5).tenths).toBe(500);
  });

  it('refuses shared parental leave for a child born 31 Mar 2025 or a non-citizen child', () => {
    const refusal = 'Shared parental leave is for a Singapore citizen child born from 1 Apr 2025';
    expect(childLeaveDays('sharedParental', child('2025-03-31'), on, 5)).toEqual({
      tenths: 0,
      refusal,
    });
    expect(childLeaveDays('sharedParental', child('2025-06-01', false), on, 5).refusal).toBe(
      refusal,
    );
  });

  it('gives nothing and no refusal for a rule not decided per child', () => {
    expect(childLeaveDays('fixed', child('2025-06-01'), on, 5)).toEqual({
      tenths: 0,
      refusal: null,
    });
  });
});
