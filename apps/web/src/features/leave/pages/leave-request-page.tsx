import { Button, Group, Stack, Text } from '@mantine/core';
import { IconBan, IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { RecordLoadFailure } from '../../../components/record-load-failure';
import { useLeaveRequest } from '../api/leave-requests';
import { leaveRequestsPath } from '../components/admin-leave-paths';
import { LeaveDecisionDialog, type PendingDecision } from '../components/leave-decision-dialog';
import { LeaveRequestSummary } from '../components/leave-request-summary';

/** One request: its details and history, with what the admin may do about it. */
export function LeaveRequestPage() {
  const { id } = useParams();
  const { data: request, isPending, error } = useLeaveRequest(id);
  const [deciding, setDeciding] = useState<PendingDecision | null>(null);

  const actions = request && (
    <Group gap="sm">
      {request.canDecide && (
        <>
          <Button
            color="tembusu"
            leftSection={<IconCheck size={18} />}
            onClick={() => setDeciding({ request, decision: 'approve' })}
          >
            Approve
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconX size={18} />}
            onClick={() => setDeciding({ request, decision: 'reject' })}
          >
            Reject
          </Button>
        </>
      )}
      {request.canEdit && (
        <Button
          component={Link}
          to={`${leaveRequestsPath}/edit/${request.id}`}
          variant="default"
          leftSection={<IconPencil size={18} />}
        >
          Edit
        </Button>
      )}
      {request.canCancel && (
        <Button
          color="red"
          variant="subtle"
          leftSection={<IconBan size={18} />}
          onClick={() => setDeciding({ request, decision: 'cancel' })}
        >
          Cancel leave
        </Button>
      )}
    </Group>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        trail={[
          { label: 'Leave' },
          { label: 'Leave requests', to: leaveRequestsPath },
          { label: request?.employee.name ?? 'Leave request' },
        ]}
        title="Leave request"
        action={actions}
      />
      {isPending && id ? (
        <LoadingSpinner />
      ) : request ? (
        <>
          {request.status === 'pending' && request.waitingFor && !request.canDecide && (
            <Text size="sm" c="dimmed">
              Waiting for {request.waitingFor}.
            </Text>
          )}
          <LeaveRequestSummary request={request} />
        </>
      ) : (
        <RecordLoadFailure
          error={error}
          what="leave request"
          notFoundTitle="Leave request not found"
          backTo={leaveRequestsPath}
          backLabel="Back to leave requests"
        />
      )}
      <LeaveDecisionDialog pending={deciding} onClose={() => setDeciding(null)} />
    </Stack>
  );
}
