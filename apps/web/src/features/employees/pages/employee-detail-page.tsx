import { Anchor, Breadcrumbs, Stack, Tabs, Text } from '@mantine/core';
import {
  IconBeach,
  IconBriefcase,
  IconFingerprint,
  IconLock,
  IconReceipt,
  IconReceiptDollar,
  IconUser,
} from '@tabler/icons-react';
import { pageBlocked } from '@tembusu/contracts/roles';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { RecordLoadFailure } from '../../../components/record-load-failure';
import { useSession } from '../../../lib/session/session-provider';
import { EmployeeAttendanceTab } from '../../attendance';
import { EmployeeClaimsTab } from '../../claims';
import { EmployeeLeaveTab } from '../../leave';
import { useEmployee } from '../api/employees';
import { EmployeeHeader } from '../components/employee-header';
import { EmployeePayslipsTab } from '../components/employee-payslips-tab';
import {
  ChangePasswordTab,
  EmploymentPayTab,
  PersonalDetailsTab,
} from '../components/employee-tabs';

const employeeTabs = [
  { path: 'personal-details', label: 'Personal details', icon: IconUser },
  { path: 'employment-pay-details', label: 'Employment & pay', icon: IconBriefcase },
  { path: 'payslip-details', label: 'Payslips', icon: IconReceipt },
  { path: 'leave-details', label: 'Leave', icon: IconBeach },
  { path: 'attendance-logs', label: 'Attendance', icon: IconFingerprint },
  { path: 'claims-details', label: 'Claims', icon: IconReceiptDollar },
  { path: 'change-password', label: 'Change password', icon: IconLock },
] as const;
export type EmployeeTab = (typeof employeeTabs)[number]['path'];

/** /employees/{id} opens the first tab. */
export function EmployeeRedirect() {
  const { id } = useParams();
  return <Navigate to={`/employees/${id}/personal-details`} replace />;
}

export function EmployeeDetailPage({ tab }: { tab: EmployeeTab }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: employee, isPending, error } = useEmployee(id);
  const current = employeeTabs.find((t) => t.path === tab) ?? employeeTabs[0];
  // A tab in a section kept from an assistant admin (Attendance) is not offered.
  const preventAccess = useSession().user?.preventAccess ?? [];
  const tabs = employeeTabs.filter(
    (t) => !pageBlocked(`/employees/${id}/${t.path}`, preventAccess),
  );

  return (
    <Stack gap="lg" maw={1080}>
      <Breadcrumbs>
        <Text size="sm" c="dimmed">
          People
        </Text>
        <Anchor component={Link} to="/employees" size="sm">
          Employees
        </Anchor>
        <Text size="sm" c="dimmed">
          {employee ? `${employee.personal.name} · ${current.label}` : current.label}
        </Text>
      </Breadcrumbs>
      {isPending && <LoadingSpinner />}
      {error && (
        <RecordLoadFailure
          error={error}
          what="employee"
          notFoundTitle="Employee not found"
          backTo="/employees"
          backLabel="Back to employees"
        />
      )}
      {employee && (
        <>
          <EmployeeHeader employee={employee} />
          <Tabs
            value={tab}
            onChange={(next) => next && navigate(`/employees/${id}/${next}`)}
            keepMounted={false}
          >
            <Tabs.List mb="lg">
              {tabs.map((t) => (
                <Tabs.Tab key={t.path} value={t.path} leftSection={<t.icon size={16} />}>
                  {t.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="personal-details">
              <PersonalDetailsTab employee={employee} />
            </Tabs.Panel>
            <Tabs.Panel value="employment-pay-details">
              <EmploymentPayTab employee={employee} />
            </Tabs.Panel>
            <Tabs.Panel value="payslip-details">
              <EmployeePayslipsTab employee={employee} />
            </Tabs.Panel>
            <Tabs.Panel value="leave-details">
              <EmployeeLeaveTab employee={{ id: employee.id, name: employee.personal.name }} />
            </Tabs.Panel>
            <Tabs.Panel value="attendance-logs">
              <EmployeeAttendanceTab employee={{ id: employee.id, name: employee.personal.name }} />
            </Tabs.Panel>
            <Tabs.Panel value="claims-details">
              <EmployeeClaimsTab employee={{ id: employee.id, name: employee.personal.name }} />
            </Tabs.Panel>
            <Tabs.Panel value="change-password">
              <ChangePasswordTab employee={employee} />
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </Stack>
  );
}
