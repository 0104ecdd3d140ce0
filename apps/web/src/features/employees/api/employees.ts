import {
  keepPreviousData,
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  CreateEmployee,
  Employee,
  EmployeeEmploymentPayInput,
  EmployeeFilter,
  EmployeeListItem,
  EmployeeOption,
  EmployeePersonalInput,
} from '@tembusu/contracts/employees';
import { api, downloadFile } from '../../../api/http';
import { importFile } from '../../../api/import-file';

export type SpreadsheetFormat = 'csv' | 'xlsx';
export type EmployeeListQuery = EmployeeFilter & { page: number; pageSize: number };

/** The list's query string: empty filters are left out, as the server's defaults apply. */
export function employeeQueryString(params: Record<string, string | number | undefined>) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return query.toString();
}

/**
 * A page of active employees for a pick list: those whose name holds the search, by name. The
 * server answers a page, never everyone; typing narrows it to anyone.
 */
export function employeeOptionsQuery(search: string) {
  return queryOptions({
    queryKey: ['employees', 'options', 'page', search],
    queryFn: () => api<EmployeeOption[]>('GET', `/employee?${employeeQueryString({ search })}`),
    staleTime: 60_000,
  });
}

/** The pick list's page for what is typed; the last page stays up while the next one comes. */
export function useEmployeeOptions(search: string) {
  return useQuery({ ...employeeOptionsQuery(search), placeholderData: keepPreviousData });
}

/** One active employee by id, for the name of a choice made before; null if none is active. */
export function useEmployeeOption(id: string | null | undefined) {
  return useQuery({
    // Apart from the pages' keys: the same address without an id answers a page, which must
    // never be read as one person (nor wait on one loading).
    queryKey: ['employees', 'options', 'one', id ?? null],
    queryFn: id
      ? () => api<EmployeeOption[]>('GET', `/employee?${employeeQueryString({ id })}`)
      : skipToken,
    staleTime: 60_000,
    select: (people) => people[0] ?? null,
  });
}

export function employeesPageQuery(params: EmployeeListQuery) {
  return queryOptions({
    queryKey: ['employees', 'list', params],
    queryFn: () =>
      api<{ items: EmployeeListItem[]; total: number }>(
        'GET',
        `/employees?${employeeQueryString(params)}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useEmployeesPage(params: EmployeeListQuery) {
  return useQuery(employeesPageQuery(params));
}

export function employeeQuery(id: string) {
  return queryOptions({
    queryKey: ['employees', 'one', id],
    queryFn: () => api<Employee>('GET', `/employee/${id}`),
  });
}

export function useEmployee(id: string) {
  return useQuery(employeeQuery(id));
}

/** Everything an employee change can show up in: lists, pick lists and department heads. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return (saved?: Employee) => {
    if (saved) queryClient.setQueryData(employeeQuery(saved.id).queryKey, saved);
    void queryClient.invalidateQueries({ queryKey: ['employees', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['employees', 'options'] });
    void queryClient.invalidateQueries({ queryKey: ['organization', 'departments'] });
  };
}

export function useCreateEmployee() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (values: CreateEmployee) => api<Employee>('POST', '/employees', values),
    onSuccess: refresh,
  });
}

export function useUpdatePersonalDetails(id: string) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (values: EmployeePersonalInput) =>
      api<Employee>('PUT', `/employees/${id}/personal-details`, values),
    onSuccess: refresh,
  });
}

export function useUpdateEmploymentPay(id: string) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (values: EmployeeEmploymentPayInput) =>
      api<Employee>('PUT', `/employees/${id}/employment-pay-details`, values),
    onSuccess: refresh,
  });
}

export function useSetEmployeePassword(id: string) {
  return useMutation({
    mutationFn: (password: string) => api<null>('PUT', `/employees/${id}/password`, { password }),
  });
}

export function useDeleteEmployee() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: string) => api<null>('DELETE', `/employees/${id}`),
    // The record's own query is left to expire: the open page still shows it until it leaves.
    onSuccess: () => refresh(),
  });
}

/** Adds employees from a CSV or XLSX file: all rows, or none and an ImportRejected. */
export function useImportEmployees() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (file: File) => importFile('/employees/import', file),
    onSuccess: () => refresh(),
  });
}

export function exportEmployees(format: SpreadsheetFormat, filter: EmployeeFilter) {
  const query = employeeQueryString({ format, ...filter });
  return downloadFile(`/employees/export?${query}`, `employees.${format}`);
}

export function downloadImportTemplate(format: SpreadsheetFormat) {
  return downloadFile(
    `/employees/import-template?format=${format}`,
    `employee-import-template.${format}`,
  );
}
