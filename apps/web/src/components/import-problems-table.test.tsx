import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { ImportProblemsTable } from './import-problems-table';

describe('ImportProblemsTable', () => {
  it('lists each problem by spreadsheet row, in row order', () => {
    renderWithTheme(
      <ImportProblemsTable
        problems={[
          { row: 4, field: 'department', message: 'No department called "Marketing"' },
          { row: 2, field: 'email', message: 'Enter a valid e-mail address' },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Import problems' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Row', 'Field', 'Problem']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['2', 'email', 'Enter a valid e-mail address'],
      ['4', 'department', 'No department called "Marketing"'],
    ]);
  });
});
