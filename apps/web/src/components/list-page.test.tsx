import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { setViewportWidth } from '../test/viewport';
import { dataColumns } from './data-table';
import { ListPage, type ListPageProps } from './list-page';

interface Fruit {
  id: string;
  name: string;
  price: number;
}

const column = dataColumns<Fruit>();
const columns = column.columns([
  column.accessor('name', { header: 'Name', meta: { emphasis: true } }),
  column.accessor('price', { header: 'Price', meta: { numeric: true } }),
]);

const fruits: Fruit[] = ['Apple', 'Banana', 'Cherry', 'Durian', 'Elderberry', 'Fig', 'Guava'].map(
  (name, i) => ({ id: String(i + 1), name, price: i + 1 }),
);

type Options = Partial<Omit<ListPageProps<Fruit>, 'page' | 'onPageChange'>> & { page?: number };

function Fruits({ page: firstPage = 1, ...options }: Options) {
  const [page, setPage] = useState(firstPage);
  return (
    <ListPage
      header={<h1>Fruits</h1>}
      rows={fruits}
      loading={false}
      error={null}
      empty="No fruit yet."
      columns={columns}
      label="Fruits"
      page={page}
      onPageChange={setPage}
      {...options}
    />
  );
}

function renderList(options: Options = {}) {
  return renderWithTheme(
    <MemoryRouter>
      <Fruits {...options} />
    </MemoryRouter>,
  );
}

function rowTexts() {
  const table = screen.getByRole('table', { name: 'Fruits' });
  return within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);
}

describe('ListPage', () => {
  it('shows the columns and the first five rows, then the next page', async () => {
    renderList();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Price' })).toHaveStyle({ textAlign: 'right' });
    expect(rowTexts()).toEqual([
      'NamePrice',
      'Apple1',
      'Banana2',
      'Cherry3',
      'Durian4',
      'Elderberry5',
    ]);
    expect(screen.getByText('Showing 1–5 of 7')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(rowTexts()).toEqual(['NamePrice', 'Fig6', 'Guava7']);
  });

  it('shows a page past the end as the last page', () => {
    renderList({ page: 9 });
    expect(rowTexts()).toEqual(['NamePrice', 'Fig6', 'Guava7']);
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the rows as given when the server pages them', () => {
    renderList({ rows: fruits.slice(5), total: 7, page: 2 });
    expect(rowTexts()).toEqual(['NamePrice', 'Fig6', 'Guava7']);
    expect(screen.getByText('Showing 6–7 of 7')).toBeInTheDocument();
  });

  it('says it is busy while the last page still shows and the next is on its way', () => {
    const { unmount } = renderList({ rows: fruits.slice(0, 5), total: 7, refreshing: true });
    const table = screen.getByRole('table', { name: 'Fruits' });
    expect(table.closest('[aria-busy="true"]')).not.toBeNull();
    unmount();
    renderList({ rows: fruits.slice(5), total: 7, page: 2 });
    expect(document.querySelector('[aria-busy]')).toBeNull();
  });

  it('shows the empty text instead of the table and pagination', () => {
    renderList({ rows: [] });
    expect(screen.getByText('No fruit yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows a spinner while loading and the failure after', () => {
    const { unmount } = renderList({ rows: undefined, loading: true });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('No fruit yet.')).not.toBeInTheDocument();
    unmount();

    renderList({ rows: undefined, error: new Error('The list could not be loaded') });
    expect(screen.getByText('The list could not be loaded')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('puts the filters above the table and opens a row when clicked', async () => {
    const onRowClick = vi.fn();
    renderList({ filters: <input aria-label="Search fruit" />, onRowClick });
    expect(screen.getByRole('textbox', { name: 'Search fruit' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('cell', { name: 'Banana' }));
    expect(onRowClick).toHaveBeenCalledWith(fruits[1]);
  });

  describe('row actions', () => {
    const rowActions = (remove: (fruit: Fruit) => Promise<unknown>, deletedMessage?: string) => ({
      name: (fruit: Fruit) => fruit.name,
      editTo: (fruit: Fruit) => `/fruits/${fruit.id}`,
      delete: {
        title: 'Delete fruit',
        message: (fruit: Fruit) => `Deleting fruit ${fruit.name} Are you sure you want to proceed?`,
        remove,
        deletedMessage,
      },
    });

    it('links Edit to the record and deletes after asking', async () => {
      const remove = vi.fn().mockResolvedValue(undefined);
      renderList({ rowActions: rowActions(remove, 'The fruit has been deleted.') });
      expect(screen.getByRole('columnheader', { name: 'Action' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Edit Cherry' })).toHaveAttribute(
        'href',
        '/fruits/3',
      );

      await userEvent.click(screen.getByRole('button', { name: 'Delete Cherry' }));
      const prompt = screen.getByRole('dialog', { name: 'Delete fruit' });
      expect(prompt).toHaveTextContent('Deleting fruit Cherry Are you sure you want to proceed?');
      await userEvent.click(within(prompt).getByRole('button', { name: 'Delete' }));

      expect(remove).toHaveBeenCalledWith(fruits[2]);
      expect(await screen.findByText('The fruit has been deleted.')).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Delete fruit' })).not.toBeInTheDocument();
    });

    it('keeps the record when the prompt is cancelled', async () => {
      const remove = vi.fn();
      renderList({ rowActions: rowActions(remove) });
      await userEvent.click(screen.getByRole('button', { name: 'Delete Apple' }));
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(remove).not.toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('shows why a delete failed', async () => {
      const remove = vi.fn().mockRejectedValue(new Error('Apple is still in use'));
      renderList({ rowActions: rowActions(remove) });
      await userEvent.click(screen.getByRole('button', { name: 'Delete Apple' }));
      await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

      const failure = await screen.findByRole('dialog', { name: 'Error!' });
      expect(failure).toHaveTextContent('Apple is still in use');
      expect(screen.queryByRole('dialog', { name: 'Delete fruit' })).not.toBeInTheDocument();
    });
  });

  describe('on a phone', () => {
    const cardNames = () =>
      within(screen.getByRole('list', { name: 'Fruits' }))
        .getAllByRole('listitem')
        .map((card) => within(card).getAllByRole('definition')[0]?.textContent);

    it('pages the cards as it pages the rows', async () => {
      setViewportWidth(390);
      renderList();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(cardNames()).toEqual(['Apple', 'Banana', 'Cherry', 'Durian', 'Elderberry']);
      expect(screen.getByText('Showing 1–5 of 7')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(cardNames()).toEqual(['Fig', 'Guava']);
    });

    it("deletes from a card's Delete button after asking", async () => {
      setViewportWidth(390);
      const remove = vi.fn().mockResolvedValue(undefined);
      renderList({
        rowActions: {
          name: (fruit) => fruit.name,
          editTo: (fruit) => `/fruits/${fruit.id}`,
          delete: {
            title: 'Delete fruit',
            message: (fruit) => `Deleting fruit ${fruit.name} Are you sure you want to proceed?`,
            remove,
          },
        },
      });
      expect(screen.getByRole('link', { name: 'Edit Banana' })).toHaveAttribute(
        'href',
        '/fruits/2',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Delete Banana' }));
      const prompt = screen.getByRole('dialog', { name: 'Delete fruit' });
      await userEvent.click(within(prompt).getByRole('button', { name: 'Delete' }));
      expect(remove).toHaveBeenCalledWith(fruits[1]);
    });

    it('shows the empty text instead of the cards', () => {
      setViewportWidth(390);
      renderList({ rows: [] });
      expect(screen.getByText('No fruit yet.')).toBeInTheDocument();
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
    });
  });
});
