// The admins' claims set-up screens, as the router registers them.
export const claimTypesPath = '/claims/types';
export const claimTypeAddPath = `${claimTypesPath}/add`;
export const claimTypeEditPath = (id: string) => `${claimTypesPath}/${id}/edit`;
export const claimSettingsPath = '/claims/settings';
export const linkClaimsToPayrollPath = '/claims/linkToPayroll';
// The claims themselves (the admin claims helper's screens).
export const claimsPath = '/claims/summary';
export const claimPath = (id: string) => `${claimsPath}/${id}`;
export const claimEditPath = (id: string) => `${claimsPath}/${id}/edit`;
export const payrollRunPath = (id: string) => `/payroll/${id}`;
