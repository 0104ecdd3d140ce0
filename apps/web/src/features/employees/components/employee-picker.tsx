import { type ComboboxItem, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useEmployeeOption, useEmployeeOptions } from '../api/employees';

export type KnownEmployee = { id: string; name: string | null };

export type EmployeePickerProps = Omit<
  SelectProps,
  'data' | 'searchable' | 'searchValue' | 'onSearchChange' | 'value' | 'onChange'
> & {
  value?: string | null;
  onChange(id: string | null, option: ComboboxItem | null): void;
  /**
   * Someone the page already knows by name, such as a manager who has since left: shown when they
   * are the value, without asking the server who they are.
   */
  known?: KnownEmployee | null;
  /** Someone who may not be chosen here, such as the employee being edited as their own manager. */
  exclude?: string;
};

/**
 * A searchable pick list of the organisation's people. The server answers a page at a time, so
 * what is typed is sent to it (after a pause) and anyone can be found, however many there are.
 */
export function EmployeePicker({
  value: given,
  onChange,
  known,
  exclude,
  nothingFoundMessage = 'No employee matches',
  ...select
}: EmployeePickerProps) {
  const value = given ?? null;
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search.trim(), 250);
  // Names of everyone offered so far, so that a choice keeps its name when the page moves on.
  const names = useRef(new Map<string, string>());
  const knownName = known && known.id === value ? known.name : null;
  const chosen = useEmployeeOption(value && !knownName && !names.current.has(value) ? value : null);
  const valueName = value ? (knownName ?? names.current.get(value) ?? chosen.data?.name) : null;
  // The box shows the chosen name once chosen: that is not a search.
  const page = useEmployeeOptions(typed === valueName ? '' : typed);

  const data: ComboboxItem[] = [];
  for (const person of page.data ?? []) {
    names.current.set(person.id, person.name);
    if (person.id !== exclude) data.push({ value: person.id, label: person.name });
  }
  if (value && !data.some((option) => option.value === value)) {
    data.unshift({ value, label: valueName ?? (chosen.isLoading ? '…' : 'Former employee') });
  }

  return (
    <Select
      {...select}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={page.isFetching ? 'Searching…' : nothingFoundMessage}
    />
  );
}
