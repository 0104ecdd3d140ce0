import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizationDashboard, PlatformDashboard } from '@tembusu/contracts/dashboard';
import type { Announcement } from '@tembusu/contracts/organization';
import { api } from '../../../api/http';

export const organizationDashboardQuery = queryOptions({
  queryKey: ['dashboard', 'organization'],
  queryFn: () => api<OrganizationDashboard>('GET', '/dashboard/organization'),
});

export function useOrganizationDashboard() {
  return useQuery(organizationDashboardQuery);
}

export const platformDashboardQuery = queryOptions({
  queryKey: ['dashboard', 'platform'],
  queryFn: () => api<PlatformDashboard>('GET', '/dashboard/platform'),
});

export function usePlatformDashboard() {
  return useQuery(platformDashboardQuery);
}

export function usePublishedAnnouncements() {
  return useQuery({
    queryKey: ['organization', 'announcements', 'published'],
    queryFn: () => api<Announcement[]>('GET', '/organization/announcements/published'),
  });
}
