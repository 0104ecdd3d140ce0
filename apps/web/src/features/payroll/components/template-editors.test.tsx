import { useForm } from '@mantine/form';
import type { PayItem } from '@tembusu/contracts/payroll';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { OvertimeRulesEditor } from './overtime-rules-editor';
import { type TemplateFormValues, templateFormValues } from './template-form';
import { TemplateItemsEditor } from './template-items-editor';

const payItems: PayItem[] = [
  {
    id: 'a1',
    description: 'Punctuality bonus',
    typeId: 'Addition',
    category: 'Allowance',
    cPFType: 'OrdinaryWages',
    unit: 'Amount',
    defaultAmount: '50.00',
    iRBACode: 'OtherAllowance',
    isActive: true,
    templateCount: 0,
  },
  {
    id: 'a2',
    description: 'Old meal allowance',
    typeId: 'Addition',
    category: 'Allowance',
    cPFType: 'OrdinaryWages',
    unit: 'Amount',
    defaultAmount: '5.00',
    iRBACode: 'OtherAllowance',
    isActive: false,
    templateCount: 0,
  },
];

let current: TemplateFormValues;

function Harness({ part }: { part: 'items' | 'overtime' }) {
  const form = useForm<TemplateFormValues>({ initialValues: templateFormValues() });
  current = form.values;
  return part === 'items' ? (
    <TemplateItemsEditor form={form} payItems={payItems} />
  ) : (
    <OvertimeRulesEditor form={form} />
  );
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the template pay items', () => {
  it('offer active items only and show a condition’s own fields', { timeout: 20_000 }, async () => {
    renderWithTheme(<Harness part="items" />);
    expect(screen.getByText(/No pay items in this template yet/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Add pay item' }));
    expect(
      await screen.findByRole('option', { name: 'Old meal allowance (inactive)' }),
    ).toHaveAttribute('data-combobox-disabled', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Punctuality bonus' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(current.items.map((item) => item.payItemId)).toEqual(['a1']);
    expect(screen.getByRole('textbox', { name: 'Punctuality bonus amount' })).toHaveAttribute(
      'placeholder',
      '50.00',
    );
    expect(screen.queryByRole('group', { name: 'Punctuality bonus condition' })).toBeNull();

    await choose('Punctuality bonus paid when', 'Punctual time in');
    const condition = screen.getByRole('group', { name: 'Punctuality bonus condition' });
    expect(
      within(condition).getByRole('textbox', { name: 'Punctuality bonus minutes late' }),
    ).toBeVisible();
    expect(within(condition).queryByRole('textbox', { name: /minutes early/ })).toBeNull();
    expect(within(condition).queryByRole('textbox', { name: /hours after/ })).toBeNull();
    await userEvent.type(
      within(condition).getByRole('textbox', { name: 'Punctuality bonus minutes late' }),
      '10',
    );
    expect(current.items[0]?.allowance).toMatchObject({
      condition: 'PunctualityTimeIn',
      lateRule: 'LateLessThan',
      lateMinutes: 10,
    });

    await choose('Punctuality bonus paid when', 'Works after working hours');
    expect(screen.queryByRole('textbox', { name: 'Punctuality bonus minutes late' })).toBeNull();
    expect(
      screen.getByRole('textbox', { name: 'Punctuality bonus hours after working hours' }),
    ).toBeVisible();
    expect(current.items[0]?.allowance).toMatchObject({ lateRule: null, lateMinutes: '' });

    await choose('Punctuality bonus paid when', 'Every period');
    expect(screen.queryByRole('group', { name: 'Punctuality bonus condition' })).toBeNull();
    expect(current.items[0]?.allowance).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Punctuality bonus' }));
    expect(current.items).toEqual([]);
  });
});

describe('the overtime rules', () => {
  it('ask for an amount with a custom rate and for hours with a fixed start', {
    timeout: 20_000,
  }, async () => {
    renderWithTheme(<Harness part="overtime" />);
    const rules = screen.getByRole('table', { name: 'Overtime rules' });
    expect(
      within(rules)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td')?.textContent),
    ).toEqual(['Normal day', 'Off day', 'Rest day', 'Public holiday']);
    expect(screen.queryByRole('textbox', { name: 'Rest day amount per hour' })).toBeNull();
    await choose('Rest day rate', 'Custom amount per hour');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Rest day amount per hour' }),
      '22.50',
    );
    expect(current.overtimeRules[2]).toMatchObject({ rate: 'CustomAmount', customAmount: '22.50' });

    expect(screen.queryByRole('textbox', { name: 'Off day hours before overtime' })).toBeNull();
    await choose('Off day overtime starts', 'After fixed hours');
    expect(screen.getByRole('textbox', { name: 'Off day hours before overtime' })).toBeVisible();
  });
});
