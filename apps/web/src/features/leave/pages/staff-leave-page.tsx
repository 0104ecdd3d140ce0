import { Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { RecordLoadFailure } from '../../../components/record-load-failure';
import { useMyLeaveRequest } from '../api/staff-leave';
import { CancelLeaveDialog } from '../components/cancel-leave-dialog';
import { LeaveRequestSummary } from '../components/leave-request-summary';

/** /staff-leaves/:id: one of the employee's requests, its history, and what they may still do. */
export function StaffLeavePage() {
  const { id } = useParams();
  const { data: request, isPending, error } = useMyLeaveRequest(id);
  const [cancelling, setCancelling] = useState(false);
  const title = request ? request.leaveType.name : 'Leave request';

  return (
    <Stack gap="lg">
      <PageHeader
        trail={[{ label: 'Leave', to: '/staff-leaves' }, { label: title }]}
        title={title}
        action={
          <Group gap="sm">
            <Button
              component={Link}
              to="/staff-leaves"
              variant="default"
              leftSection={<IconArrowLeft size={18} className="tembusu-mirror-rtl" />}
            >
              Back
            </Button>
            {request?.canEdit && (
              <Button
                component={Link}
                to={`/staff-leaves-summary/edit/${request.id}`}
                variant="light"
                leftSection={<IconPencil size={18} />}
              >
                Edit
              </Button>
            )}
            {request?.canCancel && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconX size={18} />}
                onClick={() => setCancelling(true)}
              >
                Cancel leave
              </Button>
            )}
          </Group>
        }
      />
      {isPending && <LoadingSpinner />}
      {error && (
        <RecordLoadFailure
          error={error}
          what="leave request"
          notFoundTitle="Leave request not found"
          notFoundText="This leave request is not one of yours, or it no longer exists."
          backTo="/staff-leaves"
          backLabel="Back to my leave"
        />
      )}
      {request && <LeaveRequestSummary request={request} />}
      <CancelLeaveDialog
        request={cancelling && request ? request : null}
        onClose={() => setCancelling(false)}
      />
    </Stack>
  );
}
