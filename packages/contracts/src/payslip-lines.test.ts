import { describe, expect, it } from 'vitest';
import type { PayslipLine } from './payroll-runs.js';
import { linesShownApart, orderPayslipLines, paymentMethodText } from './payslip-lines.js';

const line = (id: PayslipLine['id'], cPFType: PayslipLine['cPFType'] = null) => ({ id, cPFType });
const ids = (lines: readonly { id: string }[]) => lines.map((l) => l.id);

describe('the order of payslip lines', () => {
  it('puts NoWages custom items after employee CPF', () => {
    const order = orderPayslipLines([
      line('M7'),
      line('M10A'),
      line('M9', 'NoWages'),
      line('TotalWages'),
      line('M1'),
    ]);
    expect(ids(order)).toEqual(['M1', 'TotalWages', 'M10A', 'M9', 'M7']);
  });

  it('closes with the computed lines, the employee CPF contribution (M10) before the total', () => {
    const order = orderPayslipLines([
      line('M11'),
      line('M10'),
      line('M6'),
      line('M5'),
      line('M4'),
      line('M9', 'OrdinaryWages'),
      line('M1'),
      line('TotalWages'),
    ]);
    expect(ids(order)).toEqual(['M9', 'M1', 'TotalWages', 'M4', 'M5', 'M6', 'M10', 'M11']);
  });

  it('keeps lines of the same rank in the order they came', () => {
    const first = { id: 'M9' as const, cPFType: 'NoWages' as const, payItemId: 'a' };
    const second = { ...first, payItemId: 'b' };
    expect(orderPayslipLines([second, line('M10A'), first])).toEqual([line('M10A'), second, first]);
  });

  it("keeps the overtime sum and the employer's lines out of the employee's list", () => {
    expect([...linesShownApart].sort()).toEqual(['M11', 'M5', 'M6', 'M8']);
  });
});

describe('the payment method', () => {
  it('names the bank account only for GIRO', () => {
    const bank = { bankCode: 'DBSSSGSG', bankName: 'DBS Bank Ltd', accountNumber: '100-234567-0' };
    expect(paymentMethodText({ paymentMethod: 'giro', paymentMethodExt: bank })).toBe(
      'GIRO (bank transfer) to DBS Bank Ltd 100-234567-0',
    );
    expect(paymentMethodText({ paymentMethod: 'giro', paymentMethodExt: null })).toBe(
      'GIRO (bank transfer)',
    );
    expect(paymentMethodText({ paymentMethod: 'cash', paymentMethodExt: bank })).toBe('Cash');
  });
});
