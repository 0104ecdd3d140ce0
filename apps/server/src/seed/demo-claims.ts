import {
  type ClaimEventKind,
  type ClaimStatus,
  payrollMonthOf,
  sgdAmountOf,
} from '@tembusu/contracts/claims';
import type { Db } from '../db/client.js';
import {
  insertClaim,
  insertClaimEvent,
  insertClaimType,
  upsertClaimSettings,
} from '../modules/claims/claims.repository.js';
import { demoDateAfter } from './demo-days.js';

type DemoClaimType = {
  name: string;
  description: string;
  payItem: string;
  taxable: boolean;
  incomeType: 'NotTaxable' | 'OtherAllowance';
  limitPerClaim: string | null;
  limitPerMonth: string | null;
  limitPerYear: string | null;
  receiptRequired: boolean;
  /** What people spend on it, in cents, and what they write. */
  spend: (seed: number) => number;
  descriptions: string[];
};

const demoClaimTypes: DemoClaimType[] = [
  {
    name: 'Transport',
    description: 'Taxi and ride-hailing fares for work trips, and parking at clients.',
    payItem: 'Expense Reimbursement',
    taxable: false,
    incomeType: 'NotTaxable',
    limitPerClaim: '100.00',
    limitPerMonth: '300.00',
    limitPerYear: null,
    receiptRequired: true,
    spend: (seed) => 1_240 + ((seed * 677) % 5_600),
    descriptions: [
      'Taxi to client meeting at Changi Business Park',
      'Grab to the Jurong site visit',
      'Parking at the client office, Tanjong Pagar',
      'Taxi back from late deployment',
    ],
  },
  {
    name: 'Meals',
    description: 'Meals while working late or travelling for work.',
    payItem: 'Expense Reimbursement',
    taxable: false,
    incomeType: 'NotTaxable',
    limitPerClaim: '50.00',
    limitPerMonth: '200.00',
    limitPerYear: null,
    receiptRequired: false,
    spend: (seed) => 850 + ((seed * 431) % 3_500),
    descriptions: [
      'Dinner during the month-end close',
      'Team lunch with the vendor',
      'Meal on the Kuala Lumpur trip',
    ],
  },
  {
    name: 'Medical',
    description: 'Outpatient consultations and medicine at any clinic.',
    payItem: 'Medical Reimbursement',
    taxable: false,
    incomeType: 'NotTaxable',
    limitPerClaim: null,
    limitPerMonth: null,
    limitPerYear: '500.00',
    receiptRequired: true,
    spend: (seed) => 2_500 + ((seed * 997) % 4_000),
    descriptions: ['GP consultation and medicine', 'Dental check-up', 'Physiotherapy session'],
  },
  {
    name: 'Mobile',
    description: "The work share of a mobile phone plan, paid with the month's salary as wages.",
    payItem: 'Mobile Phone Allowance',
    taxable: true,
    incomeType: 'OtherAllowance',
    limitPerClaim: '80.00',
    limitPerMonth: '80.00',
    limitPerYear: null,
    receiptRequired: false,
    spend: (seed) => 3_000 + ((seed * 311) % 4_000),
    descriptions: ['Mobile plan, work share'],
  },
];

const centsText = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The first day of the month `back` months before the one `today` is in, and its days. */
function monthBefore(today: string, back: number) {
  const [year = 2026, month = 1] = today.split('-').map(Number);
  const index = year * 12 + (month - 1) - back;
  const start = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  return {
    start,
    days: new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate(),
  };
}

// What becomes of a claim by how long ago it was made: older ones are decided, this month's wait.
function statusOf(monthsBack: number, seed: number): ClaimStatus {
  if (monthsBack >= 2) return seed % 7 === 0 ? 'rejected' : 'approved';
  if (monthsBack === 1)
    return (['approved', 'approved', 'rejected', 'returned'] as const)[seed % 4] ?? 'approved';
  return (['submitted', 'submitted', 'draft', 'returned'] as const)[seed % 4] ?? 'submitted';
}

const decisionComments: Partial<Record<ClaimStatus, string>> = {
  rejected: 'This was a personal trip, not a work one.',
  returned: 'Please attach the itemised receipt, not the card slip.',
};

/**
 * The demo's claim types (transport, meals, medical, mobile), its settings, and four months of
 * claims before `now` from most of its people, in every status a claim reaches without a payroll:
 * decided ones in the months before, this month's still with their approvers or their owners. The
 * two staff sign-ins have a transport claim approved and a meal claim turned down, two months back,
 * so the staff pages have a history and no limit of this month is used.
 */
export async function seedDemoClaims(
  tx: Db,
  options: {
    organizationId: string;
    adminAccountId: string;
    payItemIds: Map<string, string>;
    employeeIds: Map<string, string>;
    staffSignIns: ReadonlySet<string>;
    now: Date;
  },
) {
  const { organizationId, now } = options;
  const cutOffDay = 20;
  await upsertClaimSettings(tx, organizationId, {
    approvalLevels: ['reportingManager'],
    cutOffDay,
    currencies: ['MYR', 'USD'],
  });
  const typeIds = new Map<string, string>();
  for (const type of demoClaimTypes) {
    const payItemId = options.payItemIds.get(type.payItem);
    if (!payItemId) throw new Error(`The demo has no pay item ${type.payItem}`);
    const id = await insertClaimType(tx, organizationId, {
      name: type.name,
      description: type.description,
      limitPerClaim: type.limitPerClaim,
      limitPerMonth: type.limitPerMonth,
      limitPerYear: type.limitPerYear,
      receiptRequired: type.receiptRequired,
      taxable: type.taxable,
      incomeType: type.incomeType,
      payItemId,
      departmentIds: [],
      employmentTypes: [],
      isActive: true,
    });
    typeIds.set(type.name, id);
  }

  const today = demoDateAfter(now, 0);
  type Planned = {
    employeeId: string;
    type: DemoClaimType;
    date: string;
    cents: number;
    status: ClaimStatus;
    seed: number;
  };
  const planned: Planned[] = [];
  const claimants = [...options.employeeIds].filter(([email]) => !options.staffSignIns.has(email));
  for (const [index, [, employeeId]] of claimants.slice(0, 18).entries()) {
    for (let back = 3; back >= 0; back--) {
      const month = monthBefore(today, back);
      const count = 1 + ((index + back) % 2);
      for (let n = 0; n < count; n++) {
        const seed = index * 13 + back * 5 + n * 3;
        const type = demoClaimTypes[seed % demoClaimTypes.length];
        if (!type) continue;
        const day = 2 + ((seed * 7) % (month.days - 3));
        let date = `${month.start}-${String(day).padStart(2, '0')}`;
        if (date >= today) date = demoDateAfter(now, -1 - (seed % 3));
        planned.push({
          employeeId,
          type,
          date,
          cents: type.spend(seed),
          status: statusOf(back, seed),
          seed,
        });
      }
    }
  }
  for (const [index, email] of [...options.staffSignIns].entries()) {
    const employeeId = options.employeeIds.get(email);
    const month = monthBefore(today, 2).start;
    const [transport, meals] = demoClaimTypes;
    if (!employeeId || !transport || !meals) continue;
    planned.push(
      {
        employeeId,
        type: transport,
        date: `${month}-0${4 + index}`,
        cents: 2_860,
        status: 'approved',
        seed: 1,
      },
      {
        employeeId,
        type: meals,
        date: `${month}-1${2 + index}`,
        cents: 4_150,
        status: 'rejected',
        seed: 2,
      },
    );
  }
  planned.sort((a, b) => a.date.localeCompare(b.date));

  for (const [index, claim] of planned.entries()) {
    const claimTypeId = typeIds.get(claim.type.name);
    if (!claimTypeId) continue;
    // Every fifth meal was abroad, in ringgit.
    const foreign = claim.type.name === 'Meals' && claim.seed % 5 === 0;
    const amount = centsText(foreign ? claim.cents * 3 : claim.cents);
    const exchangeRate = foreign ? '0.305000' : '1.000000';
    const submittedAt = new Date(`${claim.date}T10:00:00+08:00`);
    const decidedAt = new Date(submittedAt.getTime() + 2 * 86_400_000);
    const decided = claim.status === 'approved' || claim.status === 'rejected';
    const sent = claim.status !== 'draft';
    const id = await insertClaim(tx, {
      organizationId,
      number: index + 1,
      employeeId: claim.employeeId,
      claimTypeId,
      claimDate: claim.date,
      amount,
      currency: foreign ? 'MYR' : 'SGD',
      exchangeRate,
      amountSgd: sgdAmountOf(amount, exchangeRate),
      description: claim.type.descriptions[claim.seed % claim.type.descriptions.length] ?? '',
      status: claim.status,
      pendingLevel: claim.status === 'submitted' ? 1 : null,
      payrollMonth: sent ? payrollMonthOf(claim.date, cutOffDay) : null,
      createdBy: options.adminAccountId,
      decidedBy: decided ? options.adminAccountId : null,
      decidedAt: decided ? decidedAt : null,
      submittedAt: sent ? submittedAt : null,
      createdAt: submittedAt,
      updatedAt: decided ? decidedAt : submittedAt,
    });
    const events: { kind: ClaimEventKind; at: Date; level: number | null }[] = [
      { kind: sent ? 'submitted' : 'created', at: submittedAt, level: null },
    ];
    if (claim.status === 'approved' || claim.status === 'rejected' || claim.status === 'returned') {
      events.push({ kind: claim.status, at: decidedAt, level: 1 });
    }
    for (const event of events) {
      await insertClaimEvent(tx, {
        organizationId,
        claimId: id,
        kind: event.kind,
        level: event.level,
        actorAccountId:
          event.kind === 'submitted' || event.kind === 'created' ? null : options.adminAccountId,
        comment: event.kind === 'submitted' ? null : (decisionComments[claim.status] ?? null),
        at: event.at,
      });
    }
  }
}
