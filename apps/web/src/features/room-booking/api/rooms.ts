import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { zBranchOption, zOrganizationOptionForBooking } from '@tembusu/contracts/organization';
import type { BookingSettings, Room, RoomInput } from '@tembusu/contracts/room-booking';
import type { z } from 'zod';
import { api } from '../../../api/http';

export type BookingOrganization = z.infer<typeof zOrganizationOptionForBooking>;
export type BranchOption = z.infer<typeof zBranchOption>;

/** The organisations the caller may book in (their own). */
export const bookingOrganizationsQuery = queryOptions({
  queryKey: ['room-booking', 'organizations'],
  queryFn: () => api<BookingOrganization[]>('GET', '/organization/organ-for-booking'),
  staleTime: 5 * 60_000,
});

export function useBookingOrganizations() {
  return useQuery(bookingOrganizationsQuery);
}

/** Active branches/outlets of an organisation; without one, of the caller's (the All choice). */
export function bookingBranchesQuery(organizationId: string | null) {
  const query = organizationId ? `?organizationId=${encodeURIComponent(organizationId)}` : '';
  return queryOptions({
    queryKey: ['room-booking', 'branches', organizationId ?? 'all'],
    queryFn: () => api<BranchOption[]>('GET', `/organization/branch${query}`),
    staleTime: 5 * 60_000,
  });
}

export function useBookingBranches(organizationId: string | null, enabled = true) {
  return useQuery({ ...bookingBranchesQuery(organizationId), enabled });
}

/** The rooms of a branch that can be booked; a failed load is an empty list (spec section 8). */
export function bookableRoomsQuery(organizationId: string, branchId: string) {
  return queryOptions({
    queryKey: ['room-booking', 'rooms', 'bookable', organizationId, branchId],
    queryFn: () =>
      api<Room[]>(
        'GET',
        `/room/org/${encodeURIComponent(organizationId)}?branchOutletId=${encodeURIComponent(branchId)}`,
      ).catch(() => [] as Room[]),
  });
}

export function useBookableRooms(organizationId: string | null, branchId: string | null) {
  return useQuery({
    ...bookableRoomsQuery(organizationId ?? '', branchId ?? ''),
    enabled: Boolean(organizationId && branchId),
  });
}

/** The rooms to filter a list by: a branch's, or every bookable room of the organisation. */
export function useRoomsToFilter(organizationId: string | null, branchId: string | null) {
  const query = branchId ? `?branchOutletId=${encodeURIComponent(branchId)}` : '';
  return useQuery({
    queryKey: ['room-booking', 'rooms', 'bookable', organizationId, branchId ?? 'all'],
    queryFn: () =>
      api<Room[]>('GET', `/room/org/${encodeURIComponent(organizationId ?? '')}${query}`).catch(
        () => [] as Room[],
      ),
    enabled: Boolean(organizationId),
  });
}

export function useRoom(id: string | null, organizationId?: string | null) {
  const query = organizationId ? `?orgId=${encodeURIComponent(organizationId)}` : '';
  return useQuery({
    queryKey: ['room-booking', 'rooms', 'one', id],
    queryFn: () => api<Room>('GET', `/room/${id}${query}`),
    enabled: Boolean(id),
  });
}

/** Every room, inactive ones too, for the admins who keep them. */
export const allRoomsQuery = queryOptions({
  queryKey: ['room-booking', 'rooms', 'all'],
  queryFn: () => api<Room[]>('GET', '/room'),
});

export function useAllRooms() {
  return useQuery(allRoomsQuery);
}

export function useSaveRoom(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: RoomInput) =>
      id ? api<Room>('PUT', `/room/${id}`, values) : api<Room>('POST', '/room', values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['room-booking', 'rooms'] }),
  });
}

export function useDeleteRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>('DELETE', `/room/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['room-booking', 'rooms'] }),
  });
}

export const bookingSettingsQuery = queryOptions({
  queryKey: ['room-booking', 'settings'],
  queryFn: () => api<BookingSettings>('GET', '/room-booking/setting'),
});

export function useBookingSettings() {
  return useQuery(bookingSettingsQuery);
}

export function useSaveBookingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: BookingSettings) =>
      api<BookingSettings>('PUT', '/room-booking/setting', values),
    onSuccess: (data) => queryClient.setQueryData(bookingSettingsQuery.queryKey, data),
  });
}
