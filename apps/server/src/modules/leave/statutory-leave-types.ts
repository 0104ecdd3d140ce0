// The Singapore leave types every organisation is given, with the statutory rules of
// sg-statutory.md section 4. Admins may rename and tune them, and deactivate them, but not delete
// them.
import type { zLeaveTypeInput } from '@tembusu/contracts/leave';
import type { z } from 'zod';

type StatutoryType = z.output<typeof zLeaveTypeInput>;

const common: Omit<
  StatutoryType,
  'code' | 'name' | 'description' | 'colour' | 'paid' | 'entitlementRule'
> = {
  fixedDays: null,
  prorated: false,
  accrual: 'upfront',
  carryForwardLimit: 0,
  carryForwardExpiryMonths: null,
  encashable: false,
  documentRequired: false,
  eligibleGenders: [],
  minServiceMonths: 3,
  eligibleResidencies: [],
  eligibleEmploymentTypes: [],
  halfDayAllowed: true,
  countsRestDays: false,
  countsPublicHolidays: false,
  allowNegative: false,
  isActive: true,
};

export const statutoryLeaveTypes: readonly StatutoryType[] = [
  {
    ...common,
    code: 'AL',
    name: 'Annual leave',
    description:
      'Employment Act s.88A: 7 days in the first year of service, a day more each year, 14 from the eighth year; after 3 months of service, prorated in the first year.',
    colour: '#228be6',
    paid: true,
    entitlementRule: 'annualByService',
    prorated: true,
    carryForwardLimit: 5,
    carryForwardExpiryMonths: 3,
    encashable: true,
  },
  {
    ...common,
    code: 'SL',
    name: 'Sick leave (outpatient)',
    description:
      'Employment Act s.89: 5 days after 3 months of service, 8 after 4, 11 after 5, 14 from 6 months. A medical certificate is needed.',
    colour: '#f76707',
    paid: true,
    entitlementRule: 'sickOutpatient',
    documentRequired: true,
  },
  {
    ...common,
    code: 'HL',
    name: 'Hospitalisation leave',
    description:
      'Employment Act s.89: 15 days after 3 months of service rising to 60 from 6 months, outpatient sick leave included.',
    colour: '#e03131',
    paid: true,
    entitlementRule: 'sickHospitalisation',
    documentRequired: true,
  },
  {
    ...common,
    code: 'CCL',
    name: 'Childcare leave',
    description:
      '6 days a year for a Singapore citizen child under 7 (Government-paid childcare leave); 2 days for a child who is not a citizen.',
    colour: '#37b24d',
    paid: true,
    entitlementRule: 'childcare',
  },
  {
    ...common,
    code: 'ECL',
    name: 'Extended childcare leave',
    description: '2 days a year for a Singapore citizen child aged 7 to 12.',
    colour: '#2f9e44',
    paid: true,
    entitlementRule: 'extendedChildcare',
  },
  {
    ...common,
    code: 'UICL',
    name: 'Unpaid infant care leave',
    description: '12 days a year for a Singapore citizen child under 2.',
    colour: '#74b816',
    paid: false,
    entitlementRule: 'infantCare',
  },
  {
    ...common,
    code: 'ML',
    name: 'Maternity leave',
    description:
      '16 weeks of Government-paid maternity leave for a Singapore citizen child; 12 weeks otherwise.',
    colour: '#d6336c',
    paid: true,
    entitlementRule: 'maternity',
    eligibleGenders: ['Female'],
    halfDayAllowed: false,
  },
  {
    ...common,
    code: 'PL',
    name: 'Paternity leave',
    description:
      'Government-paid paternity leave: 4 weeks for a Singapore citizen child born from 1 Apr 2025.',
    colour: '#1c7ed6',
    paid: true,
    entitlementRule: 'paternity',
    eligibleGenders: ['Male'],
    halfDayAllowed: false,
  },
  {
    ...common,
    code: 'SPL',
    name: 'Shared parental leave',
    description:
      '6 weeks for a Singapore citizen child born from 1 Apr 2025 to 31 Mar 2026; 10 weeks from 1 Apr 2026.',
    colour: '#7048e8',
    paid: true,
    entitlementRule: 'sharedParental',
    halfDayAllowed: false,
  },
  {
    ...common,
    code: 'NPL',
    name: 'No-pay leave',
    description:
      'Unpaid leave: deducted from the month’s salary by the Employment Act’s incomplete-month formula.',
    colour: '#868e96',
    paid: false,
    entitlementRule: 'unlimited',
    minServiceMonths: 0,
  },
];
