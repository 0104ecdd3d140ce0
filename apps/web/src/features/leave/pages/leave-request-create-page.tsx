import { leaveRequestSubmittedMessage } from '@tembusu/contracts/leave';
import { useSearchParams } from 'react-router';
import { EntityFormPage } from '../../../components/entity-form-page';
import { PageHeader } from '../../../components/page-header';
import { previewLeaveRequest, useCreateLeaveRequest } from '../api/leave-requests';
import { useLeaveTypes } from '../api/leave-types';
import { leaveRequestsPath } from '../components/admin-leave-paths';
import { LeaveRequestForm } from '../components/leave-request-form';

/**
 * Leave an admin records on someone's behalf, approved as it is saved. `?employee=<id>` chooses
 * the person at first, for a link from their record.
 */
export function LeaveRequestCreatePage() {
  const [params] = useSearchParams();
  const types = useLeaveTypes();
  const create = useCreateLeaveRequest();
  const employeeId = params.get('employee');

  return (
    <EntityFormPage
      header={
        <PageHeader
          trail={[
            { label: 'Leave' },
            { label: 'Leave requests', to: leaveRequestsPath },
            { label: 'New' },
          ]}
          title="New leave request"
        />
      }
      id={undefined}
      record={{ isPending: false, error: null, data: undefined }}
      needs={[types]}
    >
      {() => (
        <LeaveRequestForm
          pickEmployee
          initialEmployee={employeeId ? { id: employeeId, name: null } : null}
          types={types.data ?? []}
          preview={previewLeaveRequest}
          submit={(input) => create.mutateAsync(input)}
          backTo={leaveRequestsPath}
          savedMessage={leaveRequestSubmittedMessage}
        />
      )}
    </EntityFormPage>
  );
}
