import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Announcement,
  AnnouncementInput,
  AssistantAdmin,
  Branch,
  BranchInput,
  CreateAssistantAdmin,
  Department,
  DepartmentInput,
  Holiday,
  HolidayInput,
  OrganizationInfo,
  UpdateAssistantAdmin,
  UpdateOrganizationInfo,
  WorkingHours,
} from '@tembusu/contracts/organization';
import { api } from '../../../api/http';

export const organizationInfoQuery = queryOptions({
  queryKey: ['organization', 'info'],
  queryFn: () => api<OrganizationInfo>('GET', '/organization/info'),
});

export function useOrganizationInfo() {
  return useQuery(organizationInfoQuery);
}

export function useUpdateOrganizationInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: UpdateOrganizationInfo) =>
      api<OrganizationInfo>('PUT', '/organization/info', values),
    onSuccess: (data) => {
      queryClient.setQueryData(organizationInfoQuery.queryKey, data);
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

export const branchesQuery = queryOptions({
  queryKey: ['organization', 'branches'],
  queryFn: () => api<Branch[]>('GET', '/organization/branches'),
});

export function useBranches() {
  return useQuery(branchesQuery);
}

export function useBranch(id: string | undefined) {
  return useQuery({
    queryKey: ['organization', 'branches', id],
    queryFn: () => api<Branch>('GET', `/organization/branches/${id}`),
    enabled: Boolean(id),
  });
}

export function useSaveBranch(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: BranchInput) =>
      id
        ? api<Branch>('PUT', `/organization/branches/${id}`, values)
        : api<Branch>('POST', '/organization/branches', values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organization', 'branches'] }),
  });
}

export function useDeleteBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>('DELETE', `/organization/branches/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organization', 'branches'] }),
  });
}

export const departmentsQuery = queryOptions({
  queryKey: ['organization', 'departments'],
  queryFn: () => api<Department[]>('GET', '/organization/departments'),
});

export function useDepartments() {
  return useQuery(departmentsQuery);
}

export function useSaveDepartment(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: DepartmentInput) =>
      id
        ? api<Department>('PUT', `/organization/departments/${id}`, values)
        : api<Department>('POST', '/organization/departments', values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organization', 'departments'] }),
  });
}

export function useDeleteDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>('DELETE', `/organization/departments/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organization', 'departments'] }),
  });
}

export function holidaysQuery(year: number) {
  return queryOptions({
    queryKey: ['organization', 'holidays', year],
    queryFn: () => api<Holiday[]>('GET', `/organization/holidays?year=${year}`),
  });
}

export function useHolidays(year: number) {
  return useQuery(holidaysQuery(year));
}

export function useHoliday(id: string | undefined) {
  return useQuery({
    queryKey: ['organization', 'holidays', 'one', id],
    queryFn: () => api<Holiday>('GET', `/organization/holidays/${id}`),
    enabled: Boolean(id),
  });
}

export function useSaveHoliday(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: HolidayInput) =>
      id
        ? api<Holiday>('PUT', `/organization/holidays/${id}`, values)
        : api<Holiday>('POST', '/organization/holidays', values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organization', 'holidays'] }),
  });
}

export function useDeleteHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>('DELETE', `/organization/holidays/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organization', 'holidays'] }),
  });
}

export const announcementsQuery = queryOptions({
  queryKey: ['organization', 'announcements'],
  queryFn: () => api<Announcement[]>('GET', '/organization/announcements'),
});

export function useAnnouncements() {
  return useQuery(announcementsQuery);
}

export function useSaveAnnouncement(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AnnouncementInput) =>
      id
        ? api<Announcement>('PUT', `/organization/announcements/${id}`, values)
        : api<Announcement>('POST', '/organization/announcements', values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organization', 'announcements'] }),
  });
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>('DELETE', `/organization/announcements/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organization', 'announcements'] }),
  });
}

export const workingHoursQuery = queryOptions({
  queryKey: ['organization', 'working-hours'],
  queryFn: () => api<WorkingHours>('GET', '/organization/working-hours'),
});

export function useWorkingHours() {
  return useQuery(workingHoursQuery);
}

export function useSaveWorkingHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: WorkingHours) =>
      api<WorkingHours>('PUT', '/organization/working-hours', values),
    onSuccess: (data) => {
      queryClient.setQueryData(workingHoursQuery.queryKey, data);
      // The payroll settings show the same break-deduction rule.
      void queryClient.invalidateQueries({ queryKey: ['payroll', 'setting'] });
    },
  });
}

export const assistantAdminsQuery = queryOptions({
  queryKey: ['organization', 'asst-admin'],
  queryFn: () => api<AssistantAdmin[]>('GET', '/organization/asst-admin'),
});

export function useAssistantAdmins() {
  return useQuery(assistantAdminsQuery);
}

export function useSaveAssistantAdmin(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CreateAssistantAdmin | UpdateAssistantAdmin) =>
      id
        ? api<AssistantAdmin>('PUT', `/organization/asst-admin/${id}`, values)
        : api<AssistantAdmin>('POST', '/organization/asst-admin', values),
    onSuccess: () => queryClient.invalidateQueries(assistantAdminsQuery),
  });
}

/** Removes an assistant admin's account; their sessions end with it. */
export function useDeleteAssistantAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>('DELETE', `/organization/asst-admin/${id}`),
    onSuccess: () => queryClient.invalidateQueries(assistantAdminsQuery),
  });
}
