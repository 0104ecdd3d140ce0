import type { ClaimType } from '@tembusu/contracts/claims';
import { formatMoney } from '../../../lib/format';
import { employmentTypeLabels } from '../../employees';

export const noLimitText = 'No limit';

/** A limit in Singapore dollars, or "No limit". */
export function limitText(limit: string | null): string {
  return limit === null ? noLimitText : formatMoney(limit);
}

/** Who may claim a type: its departments and employment types, or everyone. */
export function eligibilityText(type: Pick<ClaimType, 'departments' | 'employmentTypes'>): string {
  const departments = type.departments.map((department) => department.name).join(', ');
  const employment = type.employmentTypes.map((kind) => employmentTypeLabels[kind]).join(', ');
  if (!departments && !employment) return 'Everyone';
  if (!employment) return departments;
  if (!departments) return employment;
  return `${departments}; ${employment}`;
}
