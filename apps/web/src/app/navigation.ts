import {
  IconAdjustments,
  IconAdjustmentsHorizontal,
  IconBeach,
  IconBuilding,
  IconBuildingSkyscraper,
  IconCalendarCheck,
  IconCalendarDollar,
  IconCalendarEvent,
  IconCalendarRepeat,
  IconCalendarTime,
  IconCalendarWeek,
  IconCashRegister,
  IconCategory,
  IconClipboardCheck,
  IconClock,
  IconClockCog,
  IconCoins,
  IconDesk,
  IconDoor,
  IconFileInvoice,
  IconFingerprint,
  IconHistory,
  IconLayoutBoard,
  IconLayoutDashboard,
  IconLink,
  IconListDetails,
  IconLock,
  IconMapPin,
  IconPlaneDeparture,
  IconReceipt,
  IconReceipt2,
  IconReceiptDollar,
  IconReportAnalytics,
  IconReportMoney,
  IconScale,
  IconSettings,
  IconSettingsDollar,
  IconShieldLock,
  IconSitemap,
  IconSpeakerphone,
  IconTags,
  IconTemplate,
  IconTimelineEvent,
  IconUserCircle,
  IconUserShield,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { pageBlocked } from '@tembusu/contracts/roles';
import type { NavItem, NavSection } from './layouts/navigation';
import { pageRoles } from './session/page-roles';

// Only screens that exist are listed; each module adds its own entries as it lands.
export const organisationNavigation: readonly NavSection[] = [
  { items: [{ label: 'Dashboard', to: '/dashboard', icon: IconLayoutDashboard }] },
  {
    title: 'Organisation',
    items: [
      { label: 'Information', to: '/organization/info', icon: IconBuilding },
      { label: 'Structure', to: '/organization/organization-structure', icon: IconSitemap },
      { label: 'Branches/Outlets', to: '/organization/branches-outlets', icon: IconMapPin },
      { label: 'Announcements', to: '/organization/announcements', icon: IconSpeakerphone },
      { label: 'Holidays', to: '/organization/holiday-work-list', icon: IconBeach },
      { label: 'Working hours', to: '/organization/working-hours', icon: IconClock },
      {
        label: 'Assistant admins',
        to: '/organization/asst-admin',
        icon: IconUserShield,
        roles: pageRoles.organisationAdmin,
      },
    ],
  },
  {
    title: 'People',
    items: [{ label: 'Employees', to: '/employees', icon: IconUsers }],
  },
  {
    title: 'Payroll',
    items: [
      {
        label: 'Payroll list',
        to: '/payroll/list',
        icon: IconCashRegister,
        // A payroll's own pages (/payroll/{id}/...) belong to the list.
        activeFor: /^\/payroll\/(list|generate|generate-confirm|[0-9a-f-]{36})(\/|$)/,
      },
      { label: 'Pay items', to: '/payroll/pay-items', icon: IconCoins },
      { label: 'Pay scheme templates', to: '/payroll/pay-scheme-templates', icon: IconTemplate },
      { label: 'Payroll settings', to: '/payroll/setting', icon: IconSettingsDollar },
      { label: 'Opening balances', to: '/payroll/opening-balances', icon: IconHistory },
      { label: 'YTD Summary Report', to: '/payroll/ytd-summary-report', icon: IconReportMoney },
      { label: 'IR8A', to: '/payroll/ir8a', icon: IconFileInvoice },
      { label: 'CPF year-end', to: '/payroll/cpf-year-end', icon: IconCalendarDollar },
    ],
  },
  {
    title: 'Leave',
    items: [
      { label: 'Leave requests', to: '/leaves/leaves-summary', icon: IconCalendarCheck },
      { label: 'Leave balances', to: '/leaves/leaves-balances', icon: IconScale },
      { label: 'Carry-forward', to: '/leaves/carry-forward', icon: IconCalendarRepeat },
      { label: 'Leave types', to: '/leaves/leaves-types', icon: IconCategory },
      { label: 'Leave settings', to: '/leaves/leaves-setting', icon: IconSettings },
    ],
  },
  {
    title: 'Claims',
    items: [
      { label: 'Claims summary', to: '/claims/summary', icon: IconReceipt2 },
      { label: 'Claim types', to: '/claims/types', icon: IconTags },
      { label: 'Link to payroll', to: '/claims/linkToPayroll', icon: IconLink },
      { label: 'Claim settings', to: '/claims/settings', icon: IconSettings },
    ],
  },
  {
    title: 'Attendance',
    items: [
      { label: 'Attendance logs', to: '/attendance/log-list', icon: IconListDetails },
      { label: 'Audits', to: '/attendance/audits', icon: IconClipboardCheck },
      { label: 'Attendance summary', to: '/attendance/summary', icon: IconReportAnalytics },
      { label: 'Attendance settings', to: '/attendance/settings', icon: IconClockCog },
    ],
  },
  {
    title: 'Shift planning',
    items: [
      { label: 'Roster', to: '/shift-planning/board', icon: IconCalendarWeek },
      { label: 'Shift templates', to: '/shift-planning/template', icon: IconTimelineEvent },
    ],
  },
  {
    title: 'Room booking',
    items: [
      {
        label: 'Room schedule',
        to: '/room-booking/room-booking-schedule',
        icon: IconCalendarEvent,
      },
      { label: 'Manage rooms', to: '/room-booking/manage-room', icon: IconDoor },
      { label: 'Booking rules', to: '/room-booking/setting', icon: IconAdjustmentsHorizontal },
    ],
  },
  {
    title: 'Desk booking',
    items: [
      { label: 'Desk schedule', to: '/desk-booking/schedule', icon: IconDesk },
      { label: 'Workspaces', to: '/desk-booking/workspace', icon: IconLayoutBoard },
      { label: 'Desk booking rules', to: '/desk-booking/setting', icon: IconAdjustments },
    ],
  },
  {
    title: 'Account',
    items: [{ label: 'My profile', to: '/pages/user-profile', icon: IconUserCircle }],
  },
];

export const platformNavigation: readonly NavSection[] = [
  { items: [{ label: 'Dashboard', to: '/sa-dashboard', icon: IconBuildingSkyscraper }] },
  {
    title: 'Management',
    items: [
      { label: 'Super admins', to: '/manage-super-admin', icon: IconShieldLock },
      { label: 'Admins', to: '/manage-admin', icon: IconUsersGroup },
    ],
  },
  {
    title: 'Account',
    items: [{ label: 'My profile', to: '/pages/user-profile', icon: IconUserCircle }],
  },
];

export const staffNavigation: readonly NavItem[] = [
  { label: 'Dashboard', to: '/staff-dashboard', icon: IconLayoutDashboard },
  { label: 'Payslips', to: '/staff-payslip', icon: IconReceipt },
  {
    label: 'Leave',
    to: '/staff-leaves',
    icon: IconPlaneDeparture,
    // Editing a request keeps its own address, outside /staff-leaves.
    activeFor: /^\/staff-leaves-summary(\/|$)/,
  },
  { label: 'Claims', to: '/staff-claims', icon: IconReceiptDollar },
  { label: 'Attendance', to: '/staff-attendance', icon: IconFingerprint },
  { label: 'Shift schedule', to: '/staff-shift-schedule', icon: IconCalendarTime },
  { label: 'Room booking', to: '/staff-room-booking', icon: IconCalendarEvent },
  { label: 'Desk booking', to: '/staff-desk-booking', icon: IconDesk },
  { label: 'My profile', to: '/pages/employee-profile', icon: IconUserCircle, personal: true },
  { label: 'Password', to: '/pages/employee-change-password', icon: IconLock, personal: true },
];

/** Whether a signed-in person may open an item's page: their role, and the sections kept from them. */
export function offered(item: NavItem, user: { role: string; preventAccess: readonly string[] }) {
  return (
    (!item.roles || item.roles.includes(user.role)) && !pageBlocked(item.to, user.preventAccess)
  );
}

/** The navigation as one person sees it: only what they can use, and no empty sections. */
export function sectionsFor(
  sections: readonly NavSection[],
  user: { role: string; preventAccess: readonly string[] },
): NavSection[] {
  return sections
    .map((section) => ({ ...section, items: section.items.filter((item) => offered(item, user)) }))
    .filter((section) => section.items.length > 0);
}
