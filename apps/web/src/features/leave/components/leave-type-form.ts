import type { FormErrors } from '@mantine/form';
import type { ResidencyStatus } from '@tembusu/contracts/employees';
import type { EmploymentType, Gender } from '@tembusu/contracts/enums';
import {
  type LeaveAccrual,
  type LeaveEntitlementRule,
  type LeaveType,
  type LeaveTypeInput,
  zLeaveTypeInput,
} from '@tembusu/contracts/leave';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { plainErrors } from '../../../components/plain-errors';

/** Number inputs hold '' while empty; the optional ones send null then. */
export type LeaveTypeFormValues = {
  name: string;
  code: string;
  description: string;
  colour: string;
  paid: boolean;
  entitlementRule: LeaveEntitlementRule;
  fixedDays: number | string;
  prorated: boolean;
  accrual: LeaveAccrual;
  carryForwardLimit: number | string;
  carryForwardExpiryMonths: number | string;
  encashable: boolean;
  documentRequired: boolean;
  eligibleGenders: Gender[];
  minServiceMonths: number | string;
  eligibleResidencies: ResidencyStatus[];
  eligibleEmploymentTypes: EmploymentType[];
  halfDayAllowed: boolean;
  countsRestDays: boolean;
  countsPublicHolidays: boolean;
  allowNegative: boolean;
  isActive: boolean;
};

export const defaultLeaveTypeColour = '#228be6';

export function leaveTypeFormValues(type?: LeaveType): LeaveTypeFormValues {
  if (!type) {
    return {
      name: '',
      code: '',
      description: '',
      colour: defaultLeaveTypeColour,
      paid: true,
      entitlementRule: 'fixed',
      fixedDays: '',
      prorated: true,
      accrual: 'upfront',
      carryForwardLimit: 0,
      carryForwardExpiryMonths: '',
      encashable: false,
      documentRequired: false,
      eligibleGenders: [],
      minServiceMonths: 0,
      eligibleResidencies: [],
      eligibleEmploymentTypes: [],
      halfDayAllowed: true,
      countsRestDays: false,
      countsPublicHolidays: false,
      allowNegative: false,
      isActive: true,
    };
  }
  return {
    name: type.name,
    code: type.code,
    description: type.description ?? '',
    colour: type.colour,
    paid: type.paid,
    entitlementRule: type.entitlementRule,
    fixedDays: type.fixedDays === null ? '' : Number(type.fixedDays),
    prorated: type.prorated,
    accrual: type.accrual,
    carryForwardLimit: Number(type.carryForwardLimit),
    carryForwardExpiryMonths: type.carryForwardExpiryMonths ?? '',
    encashable: type.encashable,
    documentRequired: type.documentRequired,
    eligibleGenders: type.eligibleGenders,
    minServiceMonths: type.minServiceMonths,
    eligibleResidencies: type.eligibleResidencies,
    eligibleEmploymentTypes: type.eligibleEmploymentTypes,
    halfDayAllowed: type.halfDayAllowed,
    countsRestDays: type.countsRestDays,
    countsPublicHolidays: type.countsPublicHolidays,
    allowNegative: type.allowNegative,
    isActive: type.isActive,
  };
}

// An empty required number is sent as NaN, which the contract refuses as "enter a number".
const numberOf = (value: number | string) => (value === '' ? Number.NaN : Number(value));
const numberOrNull = (value: number | string) => (value === '' ? null : Number(value));

export function toLeaveTypeInput(values: LeaveTypeFormValues): LeaveTypeInput {
  return {
    ...values,
    name: values.name.trim(),
    code: values.code.trim(),
    description: values.description.trim() || null,
    // Only the fixed rule has a number of days of its own.
    fixedDays: values.entitlementRule === 'fixed' ? numberOrNull(values.fixedDays) : null,
    carryForwardLimit: numberOf(values.carryForwardLimit),
    carryForwardExpiryMonths: numberOrNull(values.carryForwardExpiryMonths),
    minServiceMonths: numberOf(values.minServiceMonths),
  };
}

const resolve = zod4Resolver(zLeaveTypeInput);

export function validateLeaveType(values: LeaveTypeFormValues): FormErrors {
  return plainErrors(resolve(toLeaveTypeInput(values)));
}
