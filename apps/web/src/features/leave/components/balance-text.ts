// How a balance's figures read in the balances list, the employee's Leave tab and the Adjust
// dialog. Figures arrive as decimal strings ("12.0", "-1.5").
import { childLeaveRules, type LeaveBalance } from '@tembusu/contracts/leave';
import { ltrText } from '../../../lib/format';

export const noFigure = '—';

/** "12.0" → "12", "-1.5" → "-1.5"; null (no balance kept) → a dash. */
export function dayFigure(days: string | null): string {
  if (days === null) return noFigure;
  const number = Number(days);
  return Number.isNaN(number) ? days : ltrText(String(number));
}

/**
 * What a balance without an amount left says instead: a child's leave is decided by the child a
 * request names, no-pay leave has no limit.
 */
export function noAmountText(balance: LeaveBalance): string {
  return childLeaveRules.includes(balance.leaveType.entitlementRule)
    ? `By child · ${dayFigure(balance.taken)} taken`
    : 'No limit';
}

/**
 * What is left of the year's entitlement, as "available / entitlement" ("9.5 / 14"); the
 * available days alone when the entitlement is decided per child, "No limit" when none is kept.
 */
export function availableOfEntitlement(balance: LeaveBalance): string {
  if (balance.available === null) return noAmountText(balance);
  if (balance.entitlement === null) return dayFigure(balance.available);
  return ltrText(`${Number(balance.available)} / ${Number(balance.entitlement)}`);
}

/** Whether the person has used more than they had (a type that may go negative). */
export function overdrawn(balance: LeaveBalance): boolean {
  return balance.available !== null && Number(balance.available) < 0;
}
