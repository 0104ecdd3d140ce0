// The rules of a claim that need no database: money in integer cents, the dates a claim may carry,
// and a claim type's limits.
import { claimLimitMessage } from '@tembusu/contracts/claims';
import { calendarDateText, moneyText } from '@tembusu/contracts/display-text';
import { addDays, monthEnd } from '../../calendar-dates.js';

/** How far back a claim may be dated, in days from the organisation's today. */
export const maxClaimAgeDays = 365;

/** The most a claim may come to in SGD: what the API takes for any amount typed in. */
export const maxClaimCents = 999_999_999n;

/** A decimal amount with at most two places ("12.5", "-3.05", "0") in integer cents. */
export function centsOf(amount: string): bigint {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`Not an amount of whole cents: ${amount}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** Integer cents as the API writes money: "1234.50", "-0.05". */
export function centsText(cents: bigint): string {
  const magnitude = cents < 0n ? -cents : cents;
  const text = `${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
  return cents < 0n ? `-${text}` : text;
}

/** Integer cents as a sentence shows Singapore dollars after "S$": "1,234.50". */
export function sgdText(cents: bigint): string {
  return moneyText(centsText(cents)).replace('$', '');
}

/** The first and last day of the month and of the year a date falls in. */
export function periodsOf(date: string) {
  const month = date.slice(0, 7);
  const year = date.slice(0, 4);
  return {
    month: { from: `${month}-01`, to: monthEnd(month) },
    year: { from: `${year}-01-01`, to: `${year}-12-31` },
  };
}

/**
 * Why a claim cannot carry this date (the sentence after "claimDate: "), or null: not after the
 * organisation's today, not before the employment began nor after it ended, and not more than
 * `maxClaimAgeDays` back.
 */
export function claimDateProblem(
  claimDate: string,
  today: string,
  employment: { name: string; startDate: string; endDate: string | null },
): string | null {
  if (claimDate > today) return 'a claim cannot be dated in the future';
  if (claimDate < employment.startDate) {
    return `${employment.name} joined on ${calendarDateText(employment.startDate)}`;
  }
  if (employment.endDate && claimDate > employment.endDate) {
    return `${employment.name}'s employment ended on ${calendarDateText(employment.endDate)}`;
  }
  const earliest = addDays(today, -maxClaimAgeDays);
  if (claimDate < earliest) {
    return `a claim can be made for up to ${maxClaimAgeDays} days back, from ${calendarDateText(earliest)}`;
  }
  return null;
}

export type ClaimLimits = {
  name: string;
  limitPerClaim: string | null;
  limitPerMonth: string | null;
  limitPerYear: string | null;
};

/**
 * The message refusing a claim of `amountSgd` that a limit of its type does not allow, or null.
 * `monthUsed` and `yearUsed` are what the person's other counted claims of the type dated in the
 * claim's month and year come to. Everything is counted in integer cents.
 */
export function limitRefusal(
  type: ClaimLimits,
  amountSgd: string,
  used: { monthUsed: string; yearUsed: string },
): string | null {
  const amount = centsOf(amountSgd);
  const checks = [
    ['limitPerClaim', type.limitPerClaim, 0n],
    ['limitPerMonth', type.limitPerMonth, centsOf(used.monthUsed)],
    ['limitPerYear', type.limitPerYear, centsOf(used.yearUsed)],
  ] as const;
  for (const [limit, text, usedCents] of checks) {
    if (text === null) continue;
    const cap = centsOf(text);
    if (usedCents + amount > cap) {
      const left = cap > usedCents ? cap - usedCents : 0n;
      return claimLimitMessage(limit, type.name, sgdText(cap), sgdText(left));
    }
  }
  return null;
}
