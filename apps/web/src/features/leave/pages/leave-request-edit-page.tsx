import { Alert, Button, Stack, Text } from '@mantine/core';
import { type LeaveRequest, leaveRequestSavedMessage } from '@tembusu/contracts/leave';
import { Link, useParams } from 'react-router';
import { EntityFormPage } from '../../../components/entity-form-page';
import { PageHeader } from '../../../components/page-header';
import { previewLeaveRequest, useLeaveRequest, useUpdateLeaveRequest } from '../api/leave-requests';
import { useLeaveTypes } from '../api/leave-types';
import { leaveRequestPath, leaveRequestsPath } from '../components/admin-leave-paths';
import { LeaveRequestForm } from '../components/leave-request-form';

function EditForm({ request }: { request: LeaveRequest }) {
  const types = useLeaveTypes();
  const update = useUpdateLeaveRequest(request.id);
  const requestPath = leaveRequestPath(request.id);

  if (!request.canEdit) {
    return (
      <Alert color="gray" title="This request can no longer be edited" radius="lg">
        <Stack gap="md" align="flex-start">
          <Text size="sm">
            Only a pending request, or an approved one whose leave has not started, can be changed.
          </Text>
          <Button component={Link} to={requestPath} variant="default">
            Back to the request
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm">
        For{' '}
        <Text span fw={600}>
          {request.employee.name}
        </Text>{' '}
        ({request.employee.employeeNumber})
      </Text>
      <LeaveRequestForm
        request={request}
        types={types.data ?? []}
        preview={(input) =>
          previewLeaveRequest({ employeeId: request.employee.id, requestId: request.id, ...input })
        }
        submit={(input) => update.mutateAsync(input)}
        backTo={requestPath}
        savedMessage={leaveRequestSavedMessage}
        submitLabel="Save"
      />
    </Stack>
  );
}

/** A request changed by an admin: pending, or approved and not yet started. */
export function LeaveRequestEditPage() {
  const { id } = useParams();
  const request = useLeaveRequest(id);
  const types = useLeaveTypes();

  return (
    <EntityFormPage
      header={
        <PageHeader
          trail={[
            { label: 'Leave' },
            { label: 'Leave requests', to: leaveRequestsPath },
            { label: 'Edit' },
          ]}
          title="Edit leave request"
        />
      }
      id={id}
      record={request}
      needs={[types]}
      what="leave request"
      notFoundMessage="Leave request not found"
      backTo={leaveRequestsPath}
    >
      {(record) => record && <EditForm request={record} />}
    </EntityFormPage>
  );
}
