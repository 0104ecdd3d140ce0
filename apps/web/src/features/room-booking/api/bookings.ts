import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defaultTimeZone } from '@tembusu/contracts/reference/time-zones';
import type {
  RoomBooking,
  RoomBookingInput,
  RoomBookingListQuery,
  RoomBookingPage,
} from '@tembusu/contracts/room-booking';
import { api } from '../../../api/http';
import { useSession } from '../../../lib/session/session-provider';
import { useEmployeeOption } from '../../employees';
import { organizationInfoQuery } from '../../organization';
import { profileQuery } from '../../profile';

/**
 * Which bookings to list: all employees' or one's, by organisation, branch and room, between from
 * and to (ISO date-times with an offset) (product spec section 3, query filter).
 */
export type BookingFilter = {
  isAllEmployee: boolean;
  employeeId?: string;
  branchOutletId?: string;
  organizationId?: string;
  roomId?: string;
  from: string;
  to: string;
};

function queryText(filter: BookingFilter | RoomBookingListQuery): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return query.toString();
}

export function roomBookingsQuery(filter: BookingFilter) {
  return queryOptions({
    queryKey: ['room-booking', 'bookings', 'list', filter],
    queryFn: () => api<RoomBooking[]>('GET', `/room-booking?${queryText(filter)}`),
  });
}

export function useRoomBookings(filter: BookingFilter | null) {
  return useQuery({
    ...roomBookingsQuery(filter ?? { isAllEmployee: false, from: '', to: '' }),
    enabled: filter !== null,
    placeholderData: (previous) => previous,
  });
}

/**
 * A page of the bookings list, filtered and paged by the server: upcoming or past, by
 * branch/outlet, room, employee and dates on the viewer's wall clock.
 */
export function useRoomBookingPage(query: RoomBookingListQuery | null) {
  return useQuery({
    queryKey: ['room-booking', 'bookings', 'page', query],
    queryFn: () => api<RoomBookingPage>('GET', `/room-booking/list?${queryText(query ?? {})}`),
    enabled: query !== null,
    placeholderData: (previous) => previous,
  });
}

export function useRoomBookingById(id: string | undefined) {
  return useQuery({
    queryKey: ['room-booking', 'bookings', 'one', id],
    queryFn: () => api<RoomBooking>('GET', `/room-booking/${id}`),
    enabled: Boolean(id),
  });
}

function useBookingsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['room-booking', 'bookings'] });
}

export function useCreateBooking() {
  const changed = useBookingsChanged();
  return useMutation({
    mutationFn: (values: RoomBookingInput) => api<RoomBooking>('POST', '/room-booking', values),
    onSuccess: changed,
  });
}

export function useUpdateBooking(id: string | undefined) {
  const changed = useBookingsChanged();
  return useMutation({
    mutationFn: (values: RoomBookingInput) =>
      api<RoomBooking>('PUT', `/room-booking/${id}`, values),
    onSuccess: changed,
  });
}

export function useCancelBooking() {
  const changed = useBookingsChanged();
  return useMutation({
    mutationFn: (id: string) => api<null>('DELETE', `/room-booking/${id}`),
    onSuccess: changed,
  });
}

/**
 * Who is booking and on whose wall clock: the signed-in person's employee record (the profile
 * names it) and its time zone; without one (an admin who is not on the payroll), the
 * organisation's time zone.
 */
export function useBookingViewer() {
  const { user } = useSession();
  const profile = useQuery({ ...profileQuery, staleTime: 5 * 60_000 });
  const organization = useQuery({ ...organizationInfoQuery, staleTime: 5 * 60_000 });
  const employeeId = profile.data?.employeeId ?? null;
  const employee = useEmployeeOption(employeeId);
  const self = employee.data ?? null;
  const timeZone = self?.timezone ?? organization.data?.timeZone ?? defaultTimeZone;
  return {
    user,
    isAdmin: user !== null && user.role !== 'employee',
    self,
    timeZone,
    isPending: profile.isPending || employee.isLoading || (organization.isPending && !self),
  };
}
