// Pay items, departments and payrolls for the claims set-up screens' web tests.
import type { ClaimType } from '@tembusu/contracts/claims';
import type { Department } from '@tembusu/contracts/organization';
import type { PayItem } from '@tembusu/contracts/payroll';
import type { PayrollListItem } from '@tembusu/contracts/payroll-runs';

const payItem = (overrides: Partial<PayItem>): PayItem => ({
  id: '5a0c1f3e-0000-4000-8000-0000000000a1',
  description: 'Transport claims',
  typeId: 'Reimbursement',
  category: 'Reimbursement',
  cPFType: 'NoWages',
  unit: 'Amount',
  defaultAmount: '0.00',
  iRBACode: 'NotTaxable',
  isActive: true,
  templateCount: 0,
  ...overrides,
});

export const reimbursementItem = payItem({});
export const mealsItem = payItem({
  id: '5a0c1f3e-0000-4000-8000-0000000000a2',
  description: 'Meal claims',
});
export const allowanceItem = payItem({
  id: '5a0c1f3e-0000-4000-8000-0000000000a3',
  description: 'Phone allowance',
  typeId: 'Addition',
  category: 'Allowance',
  cPFType: 'OrdinaryWages',
  iRBACode: 'OtherAllowance',
});
export const bonusItem = payItem({
  id: '5a0c1f3e-0000-4000-8000-0000000000a4',
  description: 'Performance bonus',
  typeId: 'Addition',
  category: 'Bonus',
  cPFType: 'AdditionalWages',
  iRBACode: 'Bonus',
});
/** Fits neither kind of claim: an addition that is not wages. */
export const giftItem = payItem({
  id: '5a0c1f3e-0000-4000-8000-0000000000a5',
  description: 'Festive hamper',
  typeId: 'Addition',
  category: 'Addition',
  cPFType: 'NoWages',
});
export const inactiveItem = payItem({
  id: '5a0c1f3e-0000-4000-8000-0000000000a6',
  description: 'Old reimbursement',
  isActive: false,
});
export const deductionItem = payItem({
  id: '5a0c1f3e-0000-4000-8000-0000000000a7',
  description: 'Uniform deduction',
  typeId: 'Deduction',
  category: 'Deduction',
  cPFType: 'NoWages',
});
export const payItems = [
  reimbursementItem,
  mealsItem,
  allowanceItem,
  bonusItem,
  giftItem,
  inactiveItem,
  deductionItem,
];

const department = (id: string, name: string): Department => ({
  id,
  name,
  description: null,
  parentId: null,
  headEmployeeId: null,
  headName: null,
  organizationId: 'org-1',
});
export const finance = department('5a0c1f3e-0000-4000-8000-0000000000d1', 'Finance');
export const sales = department('5a0c1f3e-0000-4000-8000-0000000000d2', 'Sales');
export const departments = [finance, sales];

export const taxiType: ClaimType = {
  id: '5a0c1f3e-0000-4000-8000-000000000001',
  name: 'Transport',
  description: 'Taxis and rides for work',
  limitPerClaim: '100.00',
  limitPerMonth: '300.00',
  limitPerYear: '2000.00',
  receiptRequired: true,
  taxable: false,
  incomeType: 'NotTaxable',
  payItem: { id: reimbursementItem.id, description: 'Transport claims', cPFType: 'NoWages' },
  departments: [],
  employmentTypes: [],
  isActive: true,
  claimCount: 3,
};

export const overtimeMealsType: ClaimType = {
  ...taxiType,
  id: '5a0c1f3e-0000-4000-8000-000000000002',
  name: 'Overtime meals',
  description: null,
  limitPerClaim: null,
  limitPerMonth: null,
  limitPerYear: null,
  receiptRequired: false,
  payItem: { id: mealsItem.id, description: 'Meal claims', cPFType: 'NoWages' },
  claimCount: 0,
};

export const phoneType: ClaimType = {
  id: '5a0c1f3e-0000-4000-8000-000000000003',
  name: 'Mobile phone',
  description: 'The work share of a personal phone plan',
  limitPerClaim: null,
  limitPerMonth: '80.00',
  limitPerYear: null,
  receiptRequired: false,
  taxable: true,
  incomeType: 'OtherAllowance',
  payItem: { id: allowanceItem.id, description: 'Phone allowance', cPFType: 'OrdinaryWages' },
  departments: [{ id: sales.id, name: 'Sales' }],
  employmentTypes: ['fullTime', 'contract'],
  isActive: false,
  claimCount: 0,
};

export const payrollOf = (overrides: Partial<PayrollListItem>): PayrollListItem => ({
  id: '5a0c1f3e-0000-4000-8000-0000000000b1',
  payrollNo: 1,
  year: 2026,
  month: 3,
  kind: 'regular',
  periodLabel: 'Mar 2026',
  dateOfPayment: '2026-03-31',
  headcount: 2,
  status: 'draft',
  totals: {
    grossSalary: '0.00',
    employeeCPF: '0.00',
    employerCPF: '0.00',
    communityFund: '0.00',
    sdl: '0.00',
    netPay: '0.00',
    total: '0.00',
  },
  ...overrides,
});
