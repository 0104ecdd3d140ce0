import type { PayrollGeneration } from '@tembusu/contracts/payroll-runs';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { GenerationProgress } from './generation-progress';

const generation = (changes: Partial<PayrollGeneration>): PayrollGeneration => ({
  id: 'g1',
  state: 'running',
  done: 250,
  total: 1000,
  payrollId: null,
  error: null,
  ...changes,
});

describe('GenerationProgress', () => {
  it('counts the payslips worked out so far', () => {
    renderWithTheme(<GenerationProgress generation={generation({})} />);
    expect(screen.getByText('Working out payslips: 250 of 1000')).toBeInTheDocument();
  });

  it('says why a generation stopped, and that nothing was saved', () => {
    const reason =
      'The server stopped while this payroll was being generated. Nothing was saved; generate it again.';
    renderWithTheme(
      <GenerationProgress generation={generation({ state: 'failed', error: reason })} />,
    );
    expect(screen.getByText('Stopped')).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Payroll generation' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
  });
});
