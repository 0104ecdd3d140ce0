import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { setViewportWidth } from '../test/viewport';
import { DataTable, type DataTableProps, dataColumns } from './data-table';

interface Room {
  id: string;
  name: string;
  seats: number;
}

const column = dataColumns<Room>();
const columns = column.columns([
  column.accessor('name', { header: 'Name', meta: { emphasis: true } }),
  column.accessor('seats', { header: () => <span>Seats</span>, meta: { numeric: true } }),
]);

const rooms: Room[] = [
  { id: 'r1', name: 'Orchid', seats: 8 },
  { id: 'r2', name: 'Jasmine', seats: 12 },
];

function renderTable(options: Partial<DataTableProps<Room>> = {}) {
  return renderWithTheme(
    <MemoryRouter>
      <DataTable columns={columns} rows={rooms} label="Rooms" {...options} />
    </MemoryRouter>,
  );
}

/** Each card's header and value pairs, as 'Header: value'. */
function cardFields(card: HTMLElement) {
  const terms = within(card).getAllByRole('term');
  const values = within(card).getAllByRole('definition');
  return terms.map((term, i) => `${term.textContent}: ${values[i]?.textContent}`);
}

describe('DataTable', () => {
  it('is a table on a wide screen', () => {
    setViewportWidth(1280);
    renderTable();
    const table = screen.getByRole('table', { name: 'Rooms' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['NameSeats', 'Orchid8', 'Jasmine12']);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('stays a table just above the phone breakpoint (768 px)', () => {
    setViewportWidth(768);
    renderTable();
    expect(screen.getByRole('table', { name: 'Rooms' })).toBeInTheDocument();
  });

  it('leaves Delete off the rows with nothing to delete', () => {
    setViewportWidth(1280);
    renderTable({
      rowActions: {
        name: (room) => room.name,
        editTo: (room) => `/rooms/${room.id}`,
        onDelete: vi.fn(),
        canDelete: (room) => room.seats > 10,
      },
    });
    expect(screen.getByRole('link', { name: 'Edit Orchid' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Orchid' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Jasmine' })).toBeInTheDocument();
  });

  describe('on a phone', () => {
    it('lists the rows as cards of header and value, in the columns’ order', () => {
      setViewportWidth(390);
      renderTable();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const list = screen.getByRole('list', { name: 'Rooms' });
      const cards = within(list).getAllByRole('listitem');
      expect(cards.map(cardFields)).toEqual([
        ['Name: Orchid', 'Seats: 8'],
        ['Name: Jasmine', 'Seats: 12'],
      ]);
      // The column that names the record stays bold, and figures keep their even digits.
      expect(within(cards[0] as HTMLElement).getByText('Orchid')).toHaveStyle({ fontWeight: 600 });
      expect(within(cards[0] as HTMLElement).getByText('8')).toHaveStyle({
        fontVariantNumeric: 'tabular-nums',
      });
    });

    it('shows the row actions on each card, named for the record', async () => {
      setViewportWidth(390);
      const onDelete = vi.fn();
      const onRowClick = vi.fn();
      renderTable({
        rowActions: { name: (room) => room.name, editTo: (room) => `/rooms/${room.id}`, onDelete },
        onRowClick,
      });
      const jasmine = screen.getAllByRole('listitem')[1] as HTMLElement;
      const edit = within(jasmine).getByRole('link', { name: 'Edit Jasmine' });
      expect(edit).toHaveAttribute('href', '/rooms/r2');
      expect(edit).toHaveTextContent('Edit');

      await userEvent.click(within(jasmine).getByRole('button', { name: 'Delete Jasmine' }));
      expect(onDelete).toHaveBeenCalledWith(rooms[1]);
      // The button acts for itself; it does not open the record as well.
      expect(onRowClick).not.toHaveBeenCalled();
    });

    it('leaves Delete off the cards with nothing to delete', () => {
      setViewportWidth(390);
      renderTable({
        rowActions: {
          name: (room) => room.name,
          editTo: (room) => `/rooms/${room.id}`,
          onDelete: vi.fn(),
          canDelete: (room) => room.seats > 10,
        },
      });
      const [orchid, jasmine] = screen.getAllByRole('listitem') as HTMLElement[];
      if (!orchid || !jasmine) throw new Error('no cards');
      expect(within(orchid).getByRole('link', { name: 'Edit Orchid' })).toBeInTheDocument();
      expect(within(orchid).queryByRole('button')).not.toBeInTheDocument();
      expect(within(jasmine).getByRole('button', { name: 'Delete Jasmine' })).toBeInTheDocument();
    });

    it('opens the record when its card is clicked', async () => {
      setViewportWidth(390);
      const onRowClick = vi.fn();
      renderTable({ onRowClick });
      await userEvent.click(screen.getByText('Jasmine'));
      expect(onRowClick).toHaveBeenCalledWith(rooms[1]);
    });

    it('has no buttons when there are no row actions', () => {
      setViewportWidth(390);
      renderTable();
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });
  });
});
