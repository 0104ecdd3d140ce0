import type { EmployeeOption } from '@tembusu/contracts/employees';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { useEmployeeOption } from '../api/employees';
import { EmployeePicker, type EmployeePickerProps } from './employee-picker';

const person = (id: string, name: string): EmployeeOption => ({
  id,
  name,
  timezone: 'Asia/Singapore',
  employeeTimezone: 'GMT+8',
  isActive: true,
  departmentId: null,
  branchId: null,
});

// Forty people, as the demo has: the server answers the first twenty unless a name is typed.
const everyone = Array.from({ length: 40 }, (_, n) =>
  person(`emp-${n}`, `Person ${String(n).padStart(2, '0')}`),
);
everyone.push(person('emp-farah', 'Farah Nadia binte Salleh'));

/**
 * The pick list endpoint: a page of those whose name holds the search, or one by id. `asked`
 * keeps the address of each request, as the client wrote it (path and query).
 */
function pickList() {
  const asked: string[] = [];
  const handler = apiRoute.get('/employee', ({ request }) => {
    const url = new URL(request.url);
    asked.push(request.url.slice(url.origin.length));
    const search = url.searchParams.get('search')?.toLowerCase();
    const id = url.searchParams.get('id');
    const found = everyone
      .filter((p) => (id ? p.id === id : !search || p.name.toLowerCase().includes(search)))
      .slice(0, 20);
    return envelope(found);
  });
  return { handler, asked };
}

function renderPicker(api: ReturnType<typeof pickList>, props: Partial<EmployeePickerProps> = {}) {
  const onChange = vi.fn();
  renderApp(<EmployeePicker label="Manager" value={null} onChange={onChange} {...props} />, {
    handlers: [api.handler],
  });
  return onChange;
}

/** Someone's own record by employee id, as room booking asks for it; they may have none. */
function OwnRecord({ seen }: { seen: string[] }) {
  const own = useEmployeeOption(null);
  const shown = own.isLoading ? 'Loading' : `Own record: ${own.data?.name ?? 'none'}`;
  seen.push(shown);
  return <p>{shown}</p>;
}

describe('EmployeePicker', () => {
  it('finds someone past the first page by asking the server for the name typed', async () => {
    const api = pickList();
    const onChange = renderPicker(api);
    const box = screen.getByRole('combobox', { name: 'Manager' });
    await userEvent.click(box);
    await screen.findByRole('option', { name: 'Person 00' });
    expect(screen.queryByRole('option', { name: 'Farah Nadia binte Salleh' })).toBeNull();

    await userEvent.type(box, 'farah');
    await userEvent.click(await screen.findByRole('option', { name: 'Farah Nadia binte Salleh' }));
    expect(onChange).toHaveBeenCalledWith(
      'emp-farah',
      expect.objectContaining({ value: 'emp-farah' }),
    );
    expect(api.asked).toContain('/api/v1/employee?search=farah');
    // Never the whole organisation at once (a call to any other address has no handler, and
    // fails the test).
    expect(api.asked.every((address) => address.startsWith('/api/v1/employee?'))).toBe(true);
  });

  it('names a chosen person who is not on the first page', async () => {
    const api = pickList();
    renderPicker(api, { value: 'emp-farah' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Manager' })).toHaveValue(
        'Farah Nadia binte Salleh',
      ),
    );
    expect(api.asked).toContain('/api/v1/employee?id=emp-farah');
  });

  it('names someone the page knows without asking, and leaves out who may not be chosen', async () => {
    const api = pickList();
    renderPicker(api, {
      value: 'emp-gone',
      known: { id: 'emp-gone', name: 'Former Manager' },
      exclude: 'emp-0',
    });
    const box = screen.getByRole('combobox', { name: 'Manager' });
    expect(box).toHaveValue('Former Manager');
    await userEvent.click(box);
    await screen.findByRole('option', { name: 'Person 01' });
    expect(screen.queryByRole('option', { name: 'Person 00' })).toBeNull();
    expect(api.asked.some((address) => address.includes('id='))).toBe(false);
  });

  it('keeps the first page of options apart from a person asked for without an id', async () => {
    const api = pickList();
    const seen: string[] = [];
    renderApp(
      <>
        <EmployeePicker label="Manager" value={null} onChange={vi.fn()} />
        <OwnRecord seen={seen} />
      </>,
      { handlers: [api.handler] },
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Manager' }));
    await screen.findByRole('option', { name: 'Person 00' });

    expect(screen.getByText('Own record: none')).toBeInTheDocument();
    expect(new Set(seen)).toEqual(new Set(['Own record: none']));
    expect(api.asked).toEqual(['/api/v1/employee?']);
  });
});
