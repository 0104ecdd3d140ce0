import { leaveRequestSubmittedMessage } from '@tembusu/contracts/leave';
import { EntityFormPage } from '../../../components/entity-form-page';
import { PageHeader } from '../../../components/page-header';
import { previewMyLeave, useApplyForLeave, useMyLeaveTypes } from '../api/staff-leave';
import { LeaveRequestForm } from '../components/leave-request-form';

/** /staff-leaves/create: the employee applies for leave, seeing what it counts as they go. */
export function StaffLeaveCreatePage() {
  const types = useMyLeaveTypes();
  const apply = useApplyForLeave();

  return (
    <EntityFormPage
      header={
        <PageHeader
          trail={[{ label: 'Leave', to: '/staff-leaves' }, { label: 'Apply for leave' }]}
          title="Apply for leave"
        />
      }
      id={undefined}
      record={{ isPending: false, error: null, data: undefined }}
      needs={[types]}
      backTo="/staff-leaves"
    >
      {() => (
        <LeaveRequestForm
          types={types.data ?? []}
          backTo="/staff-leaves"
          savedMessage={leaveRequestSubmittedMessage}
          preview={previewMyLeave}
          submit={apply.mutateAsync}
        />
      )}
    </EntityFormPage>
  );
}
