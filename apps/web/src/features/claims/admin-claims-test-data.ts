// Claims, claim types and settings for the admins' claim screens' web tests.
import type { Claim, ClaimList, ClaimSettings, ClaimType } from '@tembusu/contracts/claims';
import type { EmployeeOption } from '@tembusu/contracts/employees';

export const taxiType: ClaimType = {
  id: '6b1d0c3e-0000-4000-8000-000000000001',
  name: 'Taxi',
  description: 'Rides for work',
  limitPerClaim: '200.00',
  limitPerMonth: null,
  limitPerYear: null,
  receiptRequired: true,
  taxable: false,
  incomeType: 'NotTaxable',
  payItem: {
    id: '6b1d0c3e-0000-4000-8000-0000000000a1',
    description: 'Taxi claims',
    cPFType: 'NoWages',
  },
  departments: [],
  employmentTypes: [],
  isActive: true,
  claimCount: 2,
};

export const mealType: ClaimType = {
  ...taxiType,
  id: '6b1d0c3e-0000-4000-8000-000000000002',
  name: 'Meals',
  description: null,
  limitPerClaim: null,
  receiptRequired: false,
  claimCount: 0,
};

export const retiredType: ClaimType = {
  ...mealType,
  id: '6b1d0c3e-0000-4000-8000-000000000003',
  name: 'Old phone allowance',
  isActive: false,
};

export const claimSettings: ClaimSettings = {
  approvalLevels: ['reportingManager'],
  cutOffDay: 20,
  currencies: ['MYR', 'USD'],
};

export const tanWeiMing: EmployeeOption = {
  id: '6b1d0c3e-0000-4000-8000-0000000000e1',
  name: 'Tan Wei Ming',
  timezone: 'Asia/Singapore',
  employeeTimezone: 'GMT+8',
  isActive: true,
  departmentId: null,
  branchId: null,
};

export const pdfReceipt = {
  id: '6b1d0c3e-0000-4000-8000-0000000000f1',
  name: 'taxi-receipt.pdf',
  contentType: 'application/pdf',
  size: 20480,
};

export const photoReceipt = {
  id: '6b1d0c3e-0000-4000-8000-0000000000f2',
  name: 'dinner.png',
  contentType: 'image/png',
  size: 1_572_864,
};

/** A claim in US dollars waiting for the admin's decision. */
export const foreignClaim: Claim = {
  id: '6b1d0c3e-0000-4000-8000-000000000101',
  number: 'CL-000007',
  employee: {
    id: tanWeiMing.id,
    name: 'Tan Wei Ming',
    employeeNumber: 'EMP-0001',
    departmentName: 'Engineering',
  },
  claimType: { id: taxiType.id, name: 'Taxi', taxable: false },
  claimDate: '2026-03-02',
  amount: '120.00',
  currency: 'USD',
  exchangeRate: '1.345000',
  amountSgd: '161.40',
  description: 'Taxi to the client in Jakarta',
  receipts: [pdfReceipt, photoReceipt],
  status: 'submitted',
  pendingLevel: 1,
  waitingFor: 'Reporting manager: Lim Mei Ling',
  approverName: null,
  payrollMonth: '2026-03',
  payroll: null,
  possibleDuplicates: [{ id: '6b1d0c3e-0000-4000-8000-000000000109', number: 'CL-000004' }],
  events: [
    {
      kind: 'created',
      level: null,
      actorName: 'Tan Wei Ming',
      comment: null,
      at: '2026-03-03T01:00:00.000Z',
    },
    {
      kind: 'submitted',
      level: null,
      actorName: 'Tan Wei Ming',
      comment: 'Receipt in rupiah converted',
      at: '2026-03-03T02:00:00.000Z',
    },
  ],
  createdAt: '2026-03-03T01:00:00.000Z',
  submittedAt: '2026-03-03T02:00:00.000Z',
  paidAt: null,
  canEdit: true,
  canSubmit: false,
  canDelete: true,
  canDecide: true,
};

/** A claim in Singapore dollars, paid by a payroll. */
export const paidClaim: Claim = {
  ...foreignClaim,
  id: '6b1d0c3e-0000-4000-8000-000000000102',
  number: 'CL-000003',
  employee: {
    id: '6b1d0c3e-0000-4000-8000-0000000000e2',
    name: 'Nur Aisyah',
    employeeNumber: 'EMP-0002',
    departmentName: null,
  },
  claimType: { id: mealType.id, name: 'Meals', taxable: false },
  claimDate: '2026-02-11',
  amount: '42.50',
  currency: 'SGD',
  exchangeRate: '1.000000',
  amountSgd: '42.50',
  description: 'Team dinner',
  receipts: [],
  status: 'paid',
  pendingLevel: null,
  waitingFor: null,
  approverName: 'Lim Mei Ling',
  payrollMonth: '2026-02',
  payroll: { id: '6b1d0c3e-0000-4000-8000-0000000000p1', payrollNo: 3, month: '2026-02' },
  possibleDuplicates: [],
  paidAt: '2026-02-28T04:00:00.000Z',
  canEdit: false,
  canDelete: false,
  canDecide: false,
};

/** A draft the admin made, not yet sent for approval. */
export const draftClaim: Claim = {
  ...paidClaim,
  id: '6b1d0c3e-0000-4000-8000-000000000103',
  number: 'CL-000008',
  status: 'draft',
  approverName: null,
  payrollMonth: null,
  payroll: null,
  paidAt: null,
  submittedAt: null,
  events: [],
  canEdit: true,
  canSubmit: true,
  canDelete: true,
};

export const listOf = (rows: Claim[], total = rows.length): ClaimList => ({
  rows,
  total,
  totals: [
    { status: 'submitted', count: 4, amountSgd: '512.40' },
    { status: 'approved', count: 2, amountSgd: '90.00' },
    { status: 'paid', count: 11, amountSgd: '1234.50' },
  ],
});
