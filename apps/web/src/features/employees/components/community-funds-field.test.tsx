import type { CommunityFund } from '@tembusu/contracts/enums';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { CommunityFundsField } from './community-funds-field';

/** Holds the field's state as a form would, and reports every change. */
function Harness({
  defaults,
  onOverrideChange = () => {},
  onFundsChange = () => {},
}: {
  defaults: CommunityFund[];
  onOverrideChange?(override: boolean): void;
  onFundsChange?(funds: CommunityFund[]): void;
}) {
  const [override, setOverride] = useState(false);
  const [funds, setFunds] = useState<CommunityFund[]>([]);
  return (
    <CommunityFundsField
      defaults={defaults}
      override={override}
      funds={funds}
      onOverrideChange={(next) => {
        setOverride(next);
        onOverrideChange(next);
      }}
      onFundsChange={(next) => {
        setFunds(next);
        onFundsChange(next);
      }}
    />
  );
}

const overrideSwitch = () => screen.getByRole('switch', { name: 'Override community funds' });

describe('CommunityFundsField', () => {
  it('shows the default funds and no choice while not overridden', () => {
    renderWithTheme(<Harness defaults={['SINDA', 'MBMF']} />);
    const defaults = screen.getByLabelText('Default community funds');
    expect(within(defaults).getByText('SINDA')).toBeInTheDocument();
    expect(within(defaults).getByText('MBMF')).toBeInTheDocument();
    expect(overrideSwitch()).not.toBeChecked();
    expect(screen.queryByRole('combobox', { name: 'Funds to deduct' })).not.toBeInTheDocument();
  });

  it('says None when no fund applies', () => {
    renderWithTheme(<Harness defaults={[]} />);
    expect(
      within(screen.getByLabelText('Default community funds')).getByText('None'),
    ).toBeVisible();
  });

  it('starts an override from the default funds, then lets the admin add one', async () => {
    const onOverrideChange = vi.fn();
    const onFundsChange = vi.fn();
    renderWithTheme(
      <Harness
        defaults={['CDAC']}
        onOverrideChange={onOverrideChange}
        onFundsChange={onFundsChange}
      />,
    );
    await userEvent.click(overrideSwitch());
    expect(onOverrideChange).toHaveBeenLastCalledWith(true);
    expect(onFundsChange).toHaveBeenLastCalledWith(['CDAC']);

    const choice = screen.getByRole('combobox', { name: 'Funds to deduct' });
    await userEvent.click(choice);
    await userEvent.click(await screen.findByRole('option', { name: /^ECF/ }));
    expect(onFundsChange).toHaveBeenLastCalledWith(['CDAC', 'ECF']);
  });

  it('lets the admin choose no fund at all, as after an opt-out', async () => {
    const onFundsChange = vi.fn();
    renderWithTheme(<Harness defaults={['MBMF']} onFundsChange={onFundsChange} />);
    await userEvent.click(overrideSwitch());
    await userEvent.click(screen.getByRole('combobox', { name: 'Funds to deduct' }));
    await userEvent.click(await screen.findByRole('option', { name: /^MBMF/ }));
    expect(onFundsChange).toHaveBeenLastCalledWith([]);
  });

  it('turning the override off hands the funds back to the default', async () => {
    const onOverrideChange = vi.fn();
    renderWithTheme(<Harness defaults={['CDAC']} onOverrideChange={onOverrideChange} />);
    await userEvent.click(overrideSwitch());
    await userEvent.click(overrideSwitch());
    expect(onOverrideChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('combobox', { name: 'Funds to deduct' })).not.toBeInTheDocument();
  });
});
