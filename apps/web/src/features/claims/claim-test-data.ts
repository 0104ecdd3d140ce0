// Claim types, claims and usage for the claims screens' web tests.
import type { Claim, ClaimType, ClaimUsage } from '@tembusu/contracts/claims';

export const transportType: ClaimType = {
  id: '5a0c1f3e-0000-4000-8000-000000000001',
  name: 'Transport',
  description: 'Taxis and rides for work',
  limitPerClaim: '100.00',
  limitPerMonth: '300.00',
  limitPerYear: '2000.00',
  receiptRequired: true,
  taxable: false,
  incomeType: 'NotTaxable',
  payItem: {
    id: '5a0c1f3e-0000-4000-8000-0000000000a1',
    description: 'Transport claims',
    cPFType: 'NoWages',
  },
  departments: [],
  employmentTypes: [],
  isActive: true,
  claimCount: 3,
};

export const mealsType: ClaimType = {
  ...transportType,
  id: '5a0c1f3e-0000-4000-8000-000000000002',
  name: 'Overtime meals',
  description: null,
  limitPerClaim: null,
  limitPerMonth: null,
  limitPerYear: null,
  receiptRequired: false,
  claimCount: 0,
};

export const transportUsage: ClaimUsage = {
  claimType: { id: transportType.id, name: 'Transport' },
  limitPerClaim: '100.00',
  limitPerMonth: '300.00',
  limitPerYear: '2000.00',
  usedThisMonth: '150.00',
  usedThisYear: '1800.00',
};

export const mealsUsage: ClaimUsage = {
  claimType: { id: mealsType.id, name: 'Overtime meals' },
  limitPerClaim: null,
  limitPerMonth: null,
  limitPerYear: null,
  usedThisMonth: '0.00',
  usedThisYear: '42.50',
};

export const receiptId = '5a0c1f3e-0000-4000-8000-0000000000f1';

export function claimOf(overrides: Partial<Claim> = {}): Claim {
  return {
    id: 'c1',
    number: 'CL-000001',
    employee: {
      id: 'e1',
      name: 'Tan Wei Ming',
      employeeNumber: 'EMP-0001',
      departmentName: 'Finance',
    },
    claimType: { id: transportType.id, name: 'Transport', taxable: false },
    claimDate: '2026-03-02',
    amount: '50.00',
    currency: 'USD',
    exchangeRate: '1.345',
    amountSgd: '67.25',
    description: 'Taxi to the client in Jakarta',
    receipts: [{ id: receiptId, name: 'taxi.pdf', contentType: 'application/pdf', size: 20480 }],
    status: 'submitted',
    pendingLevel: 1,
    waitingFor: 'Reporting manager: Lim Mei Ling',
    approverName: null,
    payrollMonth: '2026-03',
    payroll: null,
    possibleDuplicates: [],
    events: [
      {
        kind: 'submitted',
        level: null,
        actorName: 'Tan Wei Ming',
        comment: null,
        at: '2026-03-03T02:00:00.000Z',
      },
    ],
    createdAt: '2026-03-03T02:00:00.000Z',
    submittedAt: '2026-03-03T02:00:00.000Z',
    paidAt: null,
    canEdit: true,
    canSubmit: false,
    canDelete: false,
    canDecide: false,
    ...overrides,
  };
}
