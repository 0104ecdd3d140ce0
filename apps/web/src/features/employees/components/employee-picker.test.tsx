import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { EmployeeOption } from '@tembusu/contracts/employees';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../lib/theme';
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

/** The pick list endpoint: a page of those whose name holds the search, or one by id. */
function server() {
  const fetch = vi.fn(async (address: string) => {
    const url = new URL(address, 'http://localhost');
    const search = url.searchParams.get('search')?.toLowerCase();
    const id = url.searchParams.get('id');
    const found = everyone
      .filter((p) => (id ? p.id === id : !search || p.name.toLowerCase().includes(search)))
      .slice(0, 20);
    return new Response(JSON.stringify({ statusCode: 200, message: 'Success', data: found }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPicker(props: Partial<EmployeePickerProps> = {}) {
  const onChange = vi.fn();
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={new QueryClient()}>
        <EmployeePicker label="Manager" value={null} onChange={onChange} {...props} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onChange;
}

const asked = (fetch: ReturnType<typeof server>) =>
  fetch.mock.calls.map(([address]) => String(address));

describe('EmployeePicker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('finds someone past the first page by asking the server for the name typed', async () => {
    const fetch = server();
    const onChange = renderPicker();
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
    expect(asked(fetch)).toContain('/api/v1/employee?search=farah');
    // Never the whole organisation at once.
    expect(asked(fetch).every((address) => address.startsWith('/api/v1/employee?'))).toBe(true);
  });

  it('names a chosen person who is not on the first page', async () => {
    const fetch = server();
    renderPicker({ value: 'emp-farah' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Manager' })).toHaveValue(
        'Farah Nadia binte Salleh',
      ),
    );
    expect(asked(fetch)).toContain('/api/v1/employee?id=emp-farah');
  });

  it('names someone the page knows without asking, and leaves out who may not be chosen', async () => {
    const fetch = server();
    renderPicker({
      value: 'emp-gone',
      known: { id: 'emp-gone', name: 'Former Manager' },
      exclude: 'emp-0',
    });
    const box = screen.getByRole('combobox', { name: 'Manager' });
    expect(box).toHaveValue('Former Manager');
    await userEvent.click(box);
    await screen.findByRole('option', { name: 'Person 01' });
    expect(screen.queryByRole('option', { name: 'Person 00' })).toBeNull();
    expect(asked(fetch).some((address) => address.includes('id='))).toBe(false);
  });
});
