// The admins' leave screens, as the router registers them.
export const leaveTypesPath = '/leaves/leaves-types';
export const leaveSettingsPath = '/leaves/leaves-setting';
export const leaveBalancesPath = '/leaves/leaves-balances';
export const leaveRequestsPath = '/leaves/leaves-summary';
export const leaveRequestPath = (id: string) => `${leaveRequestsPath}/${id}`;
