// Test data for the web app's payslip pages: a payslip as the view endpoints answer it. Only test
// files import it, so the web bundle leaves it out.
import type { OvertimeRule } from '../payroll.js';
import type { PayslipView } from '../payroll-runs.js';
import { payslipLine } from './payslip-lines.js';

const totals = {
  grossSalary: '5920.00',
  employeeCPF: '1184.00',
  employerCPF: '1006.00',
  communityFund: '2.00',
  sdl: '11.25',
  netPay: '4734.00',
  total: '6937.25',
};

const rule = (kind: OvertimeRule['kind']): OvertimeRule => ({
  kind,
  rate: '1.5x',
  customAmount: null,
  start: 'AfterWorkingHours',
  fixedHours: null,
});

/**
 * Tan Wei Ming's March 2026 payslip: $5,800 a month, a $120 transport allowance with remarks,
 * employee CPF and CDAC, and a Part IV warning that only the payroll admins may see.
 */
export function payslipViewFixture(overrides: Partial<PayslipView> = {}): PayslipView {
  return {
    organization: { name: 'Tembusu Demo Pte Ltd', uen: '202612345K', address: '1 Raffles Place' },
    payrollId: 'r1',
    payrollNo: 1,
    kind: 'regular',
    periodLabel: 'Mar 2026',
    startDate: '2026-03-01',
    endDate: '2026-03-31',
    dateOfPayment: '2026-03-28',
    status: 'confirmed',
    payslip: {
      id: 'p1',
      payslipNo: 'PS-000036',
      version: 1,
      employeeId: 'e1',
      employee: { id: 'e1', name: 'Tan Wei Ming', employeeNumber: 'EMP-0001', department: null },
      paymentMethod: 'giro',
      paymentMethodExt: { bankCode: 'DBS', bankName: 'DBS Bank Ltd', accountNumber: '100-2' },
      currency: 'SGD',
      workingTime: {
        workingDatesInRange: {
          from: '2026-03-01',
          to: '2026-03-31',
          workingDays: '22',
          workingDaysInMonth: '22',
          hourlyRate: '30.4196',
          overtimeRates: {
            normal: rule('normal'),
            offDay: rule('offDay'),
            restDay: rule('restDay'),
            holiday: rule('holiday'),
          },
        },
      },
      payRollItem: [
        payslipLine('M1', 'Basic salary', '5800.00', {
          unit: 'Rate',
          value: '5800.00',
          category: 'Salary',
          cPFType: 'OrdinaryWages',
          detail: 'Monthly salary $5,800.00',
        }),
        payslipLine('M2', 'Absence', '0.00', { unit: 'Days', value: '0' }),
        payslipLine('M9', 'Transport Allowance', '120.00', {
          unit: 'Amount',
          value: '120.00',
          category: 'Addition',
          cPFType: 'OrdinaryWages',
          iRBACode: 'TransportAllowance',
          remarks: 'Site visits',
        }),
        payslipLine('TotalWages', 'Total Wages', '5920.00'),
        payslipLine('M10A', 'Employee CPF', '-1184.00', { category: 'Deduction' }),
        payslipLine('M7', 'Net pay', '4734.00'),
        payslipLine('M4', 'Community fund (CDAC)', '-2.00', { category: 'Deduction' }),
        payslipLine('M5', 'SDL', '11.25'),
        payslipLine('M6', 'Employer CPF', '1006.00'),
        payslipLine('M11', 'Total', '6937.25'),
      ],
      dob: '1990-04-12',
      ct: 'citizen',
      ordinaryWages: '5920.00',
      additionalWages: '0.00',
      isTurnOnAttendLog: false,
      sdlAmount: '11.25',
      excludeCPFContributions: false,
      allowFullEmployerCPF: false,
      prCpfScheme: 'graduated',
      defaultWorkingHours: '8',
      originPayItems: [],
      totals,
      warnings: [
        {
          code: 'part-iv-not-covered',
          message: 'Basic monthly salary $5,800.00 is above the Part IV limit of $2,600.00',
        },
      ],
      remarks: 'Transport for the March site visits.',
      overtimePeriod: null,
    },
    yearToDate: { ...totals, grossSalary: '17760.00', netPay: '14202.00' },
    itemised: {
      salaryPeriod: {
        from: '2026-03-01',
        to: '2026-03-31',
        partial: false,
        workingDays: '22',
        workingDaysInPeriod: '22',
      },
      basicPay: { basis: 'Monthly', rate: '5800.00', unit: null, paid: null, worked: null },
      overtimeRatesPerHour: {
        normal: '45.6294',
        offDay: '45.6294',
        restDay: '45.6294',
        holiday: '45.6294',
      },
      overtimePeriod: null,
    },
    ...overrides,
  };
}
