import type { AllowanceCondition, OvertimeRule } from '@tembusu/contracts/payroll';
import type { Db } from '../db/client.js';
import {
  insertPayItem,
  insertPaySchemeTemplate,
  replaceTemplateItems,
} from '../modules/payroll/payroll-setup.repository.js';

// Pay items a Singapore company typically keeps, each with its CPF class and IRAS income type.
const demoPayItems = [
  ['Basic Salary', 'Salary', 'Salary', 'OrdinaryWages', 'Amount', '0.00', 'GrossSalary'],
  [
    'Transport Allowance',
    'Addition',
    'Allowance',
    'OrdinaryWages',
    'Amount',
    '120.00',
    'TransportAllowance',
  ],
  ['Meal Allowance', 'Addition', 'Allowance', 'OrdinaryWages', 'Amount', '8.00', 'OtherAllowance'],
  [
    'Punctuality Allowance',
    'Addition',
    'Allowance',
    'OrdinaryWages',
    'Amount',
    '100.00',
    'OtherAllowance',
  ],
  [
    'Sales Commission',
    'Addition',
    'Commission',
    'OrdinaryWages',
    'Percentage',
    '2.00',
    'GrossComission',
  ],
  ['Annual Bonus', 'Addition', 'Bonus', 'AdditionalWages', 'Amount', '0.00', 'Bonus'],
  ['Medical Reimbursement', 'Reimbursement', 'Claims', 'NoWages', 'Amount', '0.00', 'NotTaxable'],
  ['Expense Reimbursement', 'Reimbursement', 'Claims', 'NoWages', 'Amount', '0.00', 'NotTaxable'],
  [
    'Mobile Phone Allowance',
    'Addition',
    'Claims',
    'OrdinaryWages',
    'Amount',
    '0.00',
    'OtherAllowance',
  ],
  ['Salary Advance Recovery', 'Deduction', 'Deduction', 'NoWages', 'Amount', '0.00', 'NotTaxable'],
  ['Overtime', 'Overtime', 'Overtime', 'OrdinaryWages', 'Amount', '0.00', 'GrossSalary'],
] as const;

const overtime = (restDayRate: OvertimeRule['rate']): OvertimeRule[] => [
  {
    kind: 'normal',
    rate: '1.5x',
    customAmount: null,
    start: 'AfterWorkingHours',
    fixedHours: null,
  },
  {
    kind: 'offDay',
    rate: '1.5x',
    customAmount: null,
    start: 'AfterWorkingHours',
    fixedHours: null,
  },
  {
    kind: 'restDay',
    rate: restDayRate,
    customAmount: null,
    start: 'AfterWorkingHours',
    fixedHours: null,
  },
  { kind: 'holiday', rate: '2x', customAmount: null, start: 'AfterWorkingHours', fixedHours: null },
];

const noCondition = {
  lateRule: null,
  lateMinutes: null,
  earlyOutRule: null,
  earlyOutMinutes: null,
  hoursAfterWork: null,
} as const;

const punctual: AllowanceCondition = {
  ...noCondition,
  condition: 'PunctualityTimeIn',
  basis: 'Attendance',
  period: 'Month',
  lateRule: 'LateLessThan',
  lateMinutes: 10,
};

const mealAfterHours: AllowanceCondition = {
  ...noCondition,
  condition: 'AfterWorkingHours',
  basis: 'Perday',
  period: 'Day',
  hoursAfterWork: '2',
};

const dailyPresence: AllowanceCondition = {
  ...noCondition,
  condition: 'AttendancePresence',
  basis: 'Perday',
  period: 'Day',
};

type TemplateItem = [
  description: string,
  amount: string | null,
  allowance: AllowanceCondition | null,
];

const demoTemplates: {
  name: string;
  type: 'Monthly' | 'Hourly' | 'Daily';
  description: string;
  items: TemplateItem[];
  overtime: OvertimeRule[];
}[] = [
  {
    name: 'Monthly Staff',
    type: 'Monthly',
    description: 'Office staff on a monthly salary',
    items: [
      ['Transport Allowance', null, null],
      ['Punctuality Allowance', null, punctual],
      ['Meal Allowance', null, mealAfterHours],
    ],
    overtime: overtime('2x'),
  },
  {
    name: 'Hourly Crew',
    type: 'Hourly',
    description: 'Part-time crew paid by the hour',
    items: [['Meal Allowance', '6.00', dailyPresence]],
    overtime: overtime('1.5x'),
  },
  {
    name: 'Daily Rated',
    type: 'Daily',
    description: 'Site workers paid by the day',
    items: [
      ['Transport Allowance', '5.00', dailyPresence],
      ['Meal Allowance', null, mealAfterHours],
    ],
    overtime: overtime('2x'),
  },
];

/**
 * The demo's pay items and one template per salary basis; answers the template id by basis and
 * the pay item id by description.
 */
export async function seedDemoPayroll(
  tx: Db,
  organizationId: string,
): Promise<{
  templateIds: Map<'Monthly' | 'Hourly' | 'Daily', string>;
  payItemIds: Map<string, string>;
}> {
  const payItemIds = new Map<string, string>();
  for (const [
    description,
    type,
    category,
    cpfType,
    unit,
    defaultAmount,
    incomeType,
  ] of demoPayItems) {
    const id = await insertPayItem(tx, {
      organizationId,
      description,
      type,
      category,
      cpfType,
      unit,
      defaultAmount,
      incomeType,
    });
    payItemIds.set(description, id);
  }
  const templateIds = new Map<'Monthly' | 'Hourly' | 'Daily', string>();
  for (const template of demoTemplates) {
    const id = await insertPaySchemeTemplate(tx, {
      organizationId,
      name: template.name,
      type: template.type,
      description: template.description,
      overtimeRules: template.overtime,
    });
    await replaceTemplateItems(
      tx,
      organizationId,
      id,
      template.items.map(([description, amount, allowance], position) => ({
        payItemId: payItemIds.get(description) as string,
        position,
        amount,
        allowance,
      })),
    );
    templateIds.set(template.type, id);
  }
  return { templateIds, payItemIds };
}
