import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { Pagination } from './pagination';

function pageNumbers() {
  return within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('button')
    .map((b) => b.textContent ?? '')
    .filter((t) => /^\d+$/.test(t));
}

describe('Pagination', () => {
  it('renders nothing when there are no items', () => {
    renderWithTheme(<Pagination page={1} total={0} onChange={() => {}} />);
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('summarises the range shown, five to a page by default', () => {
    renderWithTheme(<Pagination page={2} total={23} onChange={() => {}} />);
    expect(screen.getByText('Showing 6–10 of 23')).toBeInTheDocument();
  });

  it('summarises a short last page', () => {
    renderWithTheme(<Pagination page={5} total={23} onChange={() => {}} />);
    expect(screen.getByText('Showing 21–23 of 23')).toBeInTheDocument();
  });

  it('honours a custom page size', () => {
    renderWithTheme(<Pagination page={2} total={23} pageSize={10} onChange={() => {}} />);
    expect(screen.getByText('Showing 11–20 of 23')).toBeInTheDocument();
    expect(pageNumbers()).toEqual(['1', '2', '3']);
  });

  it('disables First and Back on the first page', () => {
    renderWithTheme(<Pagination page={1} total={23} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'First' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Last' })).toBeEnabled();
  });

  it('disables Next and Last on the last page', () => {
    renderWithTheme(<Pagination page={5} total={23} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'First' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last' })).toBeDisabled();
  });

  it('disables every navigation button when everything fits on one page', () => {
    renderWithTheme(<Pagination page={1} total={3} onChange={() => {}} />);
    expect(screen.getByText('Showing 1–3 of 3')).toBeInTheDocument();
    for (const name of ['First', 'Back', 'Next', 'Last']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    expect(pageNumbers()).toEqual(['1']);
  });

  it('marks the current page', () => {
    renderWithTheme(<Pagination page={3} total={23} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '2' })).not.toHaveAttribute('aria-current');
  });

  it.each([
    [1, ['1', '2', '3', '4', '5']],
    [2, ['1', '2', '3', '4', '5']],
    [10, ['8', '9', '10', '11', '12']],
    [19, ['16', '17', '18', '19', '20']],
    [20, ['16', '17', '18', '19', '20']],
  ])('on page %i of 20 shows pages %j', (page, expected) => {
    renderWithTheme(<Pagination page={page} total={100} onChange={() => {}} />);
    expect(pageNumbers()).toEqual(expected);
  });

  it('treats a page past the end as the last page', () => {
    renderWithTheme(<Pagination page={9} total={23} onChange={() => {}} />);
    expect(screen.getByText('Showing 21–23 of 23')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '5' })).toHaveAttribute('aria-current', 'page');
  });

  it('navigates with First, Back, Next, Last and page numbers', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Pagination page={3} total={48} onChange={onChange} />);

    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Last' }));
    await userEvent.click(screen.getByRole('button', { name: '5' }));

    expect(onChange.mock.calls).toEqual([[1], [2], [4], [10], [5]]);
  });

  it('does not report a change when the current page is clicked', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Pagination page={3} total={48} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: '3' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
