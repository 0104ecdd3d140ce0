// Where the staff's claim screens are.
export const staffClaimsPath = '/staff-claims';
export const staffClaimCreatePath = '/staff-claims/create';
export const staffClaimPath = (id: string) => `/staff-claims/${id}`;
export const staffClaimEditPath = (id: string) => `/staff-claims/${id}/edit`;
