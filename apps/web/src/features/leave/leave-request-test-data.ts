// Leave types and requests for the leave screens' web tests.
import type { LeaveRequest, LeaveType } from '@tembusu/contracts/leave';

export const annualLeave: LeaveType = {
  id: '7d1c7b1e-0000-4000-8000-000000000001',
  name: 'Annual Leave',
  code: 'AL',
  description: null,
  colour: '#2f9e44',
  paid: true,
  entitlementRule: 'annualByService',
  fixedDays: null,
  prorated: true,
  accrual: 'upfront',
  carryForwardLimit: '5.0',
  carryForwardExpiryMonths: null,
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
  statutory: true,
};

export const sickLeave: LeaveType = {
  ...annualLeave,
  id: '7d1c7b1e-0000-4000-8000-000000000002',
  name: 'Sick Leave',
  code: 'SL',
  entitlementRule: 'sickOutpatient',
  documentRequired: true,
  halfDayAllowed: false,
};

export const childcareLeave: LeaveType = {
  ...annualLeave,
  id: '7d1c7b1e-0000-4000-8000-000000000003',
  name: 'Childcare Leave',
  code: 'CCL',
  entitlementRule: 'childcare',
};

export const retiredLeave: LeaveType = {
  ...annualLeave,
  id: '7d1c7b1e-0000-4000-8000-000000000004',
  name: 'Old Study Leave',
  code: 'STL',
  statutory: false,
  entitlementRule: 'fixed',
  fixedDays: '3.0',
  isActive: false,
};

export const leaveRequest: LeaveRequest = {
  id: '0b7a1a9e-0000-4000-8000-000000000101',
  employee: {
    id: '5e0c1f6a-0000-4000-8000-000000000201',
    name: 'Tan Wei Ming',
    employeeNumber: 'EMP-0001',
    departmentName: 'Engineering',
    branchName: 'Raffles Place',
  },
  leaveType: {
    id: annualLeave.id,
    name: 'Annual Leave',
    code: 'AL',
    colour: '#2f9e44',
    paid: true,
  },
  startDate: '2026-03-02',
  endDate: '2026-03-04',
  startPart: 'PM',
  endPart: 'full',
  days: '2.5',
  dayList: [
    { date: '2026-03-02', portion: '0.5' },
    { date: '2026-03-03', portion: '1' },
    { date: '2026-03-04', portion: '1' },
  ],
  reason: 'Family trip',
  attachment: null,
  child: null,
  status: 'pending',
  pendingLevel: 1,
  waitingFor: 'Reporting manager: Lim Mei Ling',
  decidedBy: null,
  decidedAt: null,
  events: [
    {
      kind: 'submitted',
      level: null,
      actorName: 'Tan Wei Ming',
      comment: null,
      at: '2026-02-20T02:00:00.000Z',
    },
  ],
  createdAt: '2026-02-20T02:00:00.000Z',
  canEdit: true,
  canCancel: true,
  canDecide: true,
};

export const approvedRequest: LeaveRequest = {
  ...leaveRequest,
  id: '0b7a1a9e-0000-4000-8000-000000000102',
  employee: {
    ...leaveRequest.employee,
    id: '5e0c1f6a-0000-4000-8000-000000000202',
    name: 'Siti Nurhaliza',
    employeeNumber: 'EMP-0002',
  },
  startDate: '2026-01-05',
  endDate: '2026-01-05',
  startPart: 'AM',
  endPart: 'AM',
  days: '0.5',
  status: 'approved',
  pendingLevel: null,
  waitingFor: null,
  decidedBy: 'Lim Mei Ling',
  decidedAt: '2026-01-02T03:00:00.000Z',
  canEdit: false,
  canCancel: true,
  canDecide: false,
};
