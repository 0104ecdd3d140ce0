import type { FormErrors } from '@mantine/form';
import {
  type ShiftTemplate,
  type ShiftTemplateInput,
  type WorkedDayKind,
  zShiftTemplateInput,
} from '@tembusu/contracts/attendance';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { plainErrors } from '../../../components/plain-errors';

/** The branch select's choice for a template every branch may use. */
export const allBranches = 'all';

/** The break's number input holds '' while empty; the branch select holds `allBranches`. */
export type ShiftTemplateFormValues = {
  name: string;
  colour: string;
  startTime: string;
  endTime: string;
  breakMinutes: number | string;
  branchId: string;
  payRules: WorkedDayKind[];
  isActive: boolean;
};

export const defaultShiftColour = '#1c7ed6';

export function shiftTemplateFormValues(template?: ShiftTemplate): ShiftTemplateFormValues {
  if (!template) {
    return {
      name: '',
      colour: defaultShiftColour,
      startTime: '09:00',
      endTime: '18:00',
      breakMinutes: 60,
      branchId: allBranches,
      payRules: ['normal'],
      isActive: true,
    };
  }
  return {
    name: template.name,
    colour: template.colour,
    startTime: template.startTime,
    endTime: template.endTime,
    breakMinutes: template.breakMinutes,
    branchId: template.branchId ?? allBranches,
    payRules: template.payRules,
    isActive: template.isActive,
  };
}

export function toShiftTemplateInput(values: ShiftTemplateFormValues): ShiftTemplateInput {
  return {
    ...values,
    name: values.name.trim(),
    // An empty break is sent as NaN, which the contract refuses as "a number of minutes".
    breakMinutes: values.breakMinutes === '' ? Number.NaN : Number(values.breakMinutes),
    branchId: values.branchId === allBranches ? null : values.branchId,
  };
}

const resolve = zod4Resolver(zShiftTemplateInput);

export function validateShiftTemplate(values: ShiftTemplateFormValues): FormErrors {
  return plainErrors(resolve(toShiftTemplateInput(values)));
}
