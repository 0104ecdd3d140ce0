import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { DatePicker, parseTypedDate } from './date-picker';

describe('DatePicker', () => {
  it('shows the --/--/---- placeholder when empty', () => {
    renderWithTheme(<DatePicker label="Start date" value={null} onChange={() => {}} />);
    expect(screen.getByLabelText('Start date')).toHaveAttribute('placeholder', '--/--/----');
    expect(screen.getByLabelText('Start date')).toHaveValue('');
  });

  it('renders an ISO value as MM/DD/YYYY', () => {
    renderWithTheme(<DatePicker label="Start date" value="2026-03-05" onChange={() => {}} />);
    expect(screen.getByLabelText('Start date')).toHaveValue('03/05/2026');
  });

  it('reports a typed MM/DD/YYYY date as an ISO string', async () => {
    const onChange = vi.fn();
    renderWithTheme(<DatePicker label="Start date" value={null} onChange={onChange} />);

    await userEvent.type(screen.getByLabelText('Start date'), '03/15/2026');

    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('2026-03-15');
  });

  it('keeps the typed date displayed as MM/DD/YYYY after blur', async () => {
    function Controlled() {
      const [value, setValue] = useState<string | null>(null);
      return (
        <>
          <DatePicker label="Start date" value={value} onChange={setValue} />
          <output>{value ?? 'none'}</output>
        </>
      );
    }
    renderWithTheme(<Controlled />);
    const input = screen.getByLabelText('Start date');

    await userEvent.type(input, '12/31/2025');
    await userEvent.tab();

    expect(screen.getByRole('status')).toHaveTextContent('2025-12-31');
    expect(input).toHaveValue('12/31/2025');
  });

  it('ignores dates outside minDate/maxDate', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <DatePicker
        label="Start date"
        value={null}
        onChange={onChange}
        minDate="2026-01-01"
        maxDate="2026-12-31"
      />,
    );

    await userEvent.type(screen.getByLabelText('Start date'), '03/15/2027');

    expect(onChange).not.toHaveBeenCalled();
  });

  it('clears to null with the clear button', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <DatePicker label="Start date" value="2026-03-15" onChange={onChange} clearable />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear date' }));

    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('shows the error and marks the field required', () => {
    renderWithTheme(
      <DatePicker label="Start date" value={null} onChange={() => {}} required error="Required" />,
    );
    expect(screen.getByLabelText(/Start date/)).toBeRequired();
    expect(screen.getByText('Required')).toBeInTheDocument();
  });
});

describe('parseTypedDate', () => {
  it.each([
    ['03/15/2026', '2026-03-15'],
    ['3/5/2026', '2026-03-05'],
    [' 12/01/2025 ', '2025-12-01'],
    ['02/29/2024', '2024-02-29'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseTypedDate(text)).toBe(iso);
  });

  it.each(['', '03/15', '03/15/202', '02/30/2026', '13/01/2026', '2026-03-15', '15/03/2026'])(
    'rejects %j',
    (text) => {
      expect(parseTypedDate(text)).toBeNull();
    },
  );
});
